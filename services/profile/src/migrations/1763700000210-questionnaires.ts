import type { MigrationInterface, QueryRunner } from 'typeorm';
import { questionnaireOptions, questionnaireReviewStatuses } from '@mithaq/contracts';

/** `column IN (...)` from the contract's options, so the database refuses what the API refuses. */
const oneOf = (column: string, values: readonly string[], nullable = false): string => {
  const list = values.map((value) => `'${value}'`).join(', ');
  return nullable ? `(${column} IS NULL OR ${column} IN (${list}))` : `${column} IN (${list})`;
};
const o = questionnaireOptions;

export class Questionnaires1763700000210 implements MigrationInterface {
  name = 'Questionnaires1763700000210';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE questionnaires (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE,
        priority_religiousness integer NOT NULL CHECK (priority_religiousness BETWEEN 1 AND 5),
        priority_ethnicity integer NOT NULL CHECK (priority_ethnicity BETWEEN 1 AND 5),
        priority_education integer NOT NULL CHECK (priority_education BETWEEN 1 AND 5),
        priority_age integer NOT NULL CHECK (priority_age BETWEEN 1 AND 5),
        practice_level varchar(30) NOT NULL CHECK (${oneOf('practice_level', o.practiceLevel)}),
        looking_for_practice_level varchar(30) NOT NULL
          CHECK (${oneOf('looking_for_practice_level', o.lookingForPracticeLevel)}),
        prayer_consistency integer CHECK (prayer_consistency IS NULL OR prayer_consistency BETWEEN 0 AND 5),
        religious_community_involvement varchar(30) NOT NULL
          CHECK (${oneOf('religious_community_involvement', o.religiousCommunityInvolvement)}),
        ready_for_marriage boolean NOT NULL,
        timeline_to_marriage varchar(30) NOT NULL
          CHECK (${oneOf('timeline_to_marriage', o.timelineToMarriage)}),
        marriage_expectations varchar(30) NOT NULL
          CHECK (${oneOf('marriage_expectations', o.marriageExpectations)}),
        disability_openness varchar(30) NOT NULL
          CHECK (${oneOf('disability_openness', o.disabilityOpenness)}),
        madhhab varchar(30) NOT NULL CHECK (${oneOf('madhhab', o.madhhab)}),
        polygamy_views varchar(30) NOT NULL CHECK (${oneOf('polygamy_views', o.polygamyViews)}),
        intercultural_marriage varchar(30) NOT NULL
          CHECK (${oneOf('intercultural_marriage', o.interculturalMarriage)}),
        family_involvement varchar(30) NOT NULL
          CHECK (${oneOf('family_involvement', o.familyInvolvement)}),
        work_after_marriage varchar(30) NOT NULL
          CHECK (${oneOf('work_after_marriage', o.workAfterMarriage)}),
        children_views varchar(30) NOT NULL CHECK (${oneOf('children_views', o.childrenViews)}),
        smoking_acceptable boolean NOT NULL,
        communication_style varchar(30) NOT NULL
          CHECK (${oneOf('communication_style', o.communicationStyle)}),
        residential_status varchar(30) NOT NULL
          CHECK (${oneOf('residential_status', o.residentialStatus)}),
        living_arrangement varchar(30) NOT NULL
          CHECK (${oneOf('living_arrangement', o.livingArrangement)}),
        family_living_with_you varchar(30) NOT NULL
          CHECK (${oneOf('family_living_with_you', o.familyLivingWithYou)}),
        relocate_willing boolean NOT NULL,
        height integer CHECK (height IS NULL OR height BETWEEN 120 AND 230),
        weight integer CHECK (weight IS NULL OR weight BETWEEN 30 AND 250),
        complexion varchar(30) NOT NULL CHECK (${oneOf('complexion', o.complexion)}),
        body_type varchar(30) NOT NULL CHECK (${oneOf('body_type', o.bodyType)}),
        fitness_level varchar(30) NOT NULL CHECK (${oneOf('fitness_level', o.fitnessLevel)}),
        hijab_level varchar(30) CHECK (${oneOf('hijab_level', o.hijabLevel, true)}),
        beard_level varchar(30) CHECK (${oneOf('beard_level', o.beardLevel, true)}),
        preferred_age_min integer CHECK (preferred_age_min IS NULL OR preferred_age_min BETWEEN 18 AND 99),
        preferred_age_max integer CHECK (preferred_age_max IS NULL OR preferred_age_max BETWEEN 18 AND 99),
        review_status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (${oneOf('review_status', questionnaireReviewStatuses)}),
        review_reason varchar(500),
        reviewed_at timestamptz,
        reviewed_by uuid,
        needs_review boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (preferred_age_min IS NULL OR preferred_age_max IS NULL
               OR preferred_age_min <= preferred_age_max)
      )`);
    // The admin tab lists by review state, oldest change first.
    await runner.query(
      'CREATE INDEX questionnaires_review_idx ON questionnaires (review_status, updated_at)',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE questionnaires');
  }
}
