import type { QuestionnaireAnswers, QuestionnaireReviewStatus } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

type A = QuestionnaireAnswers;

/** A member's questionnaire: one per member, with its review state. */
@Entity({ name: 'questionnaires' })
export class QuestionnaireEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', unique: true })
  userId: string;

  @Column({ name: 'priority_religiousness', type: 'integer' })
  priorityReligiousness: A['priorityReligiousness'];

  @Column({ name: 'priority_ethnicity', type: 'integer' })
  priorityEthnicity: A['priorityEthnicity'];

  @Column({ name: 'priority_education', type: 'integer' })
  priorityEducation: A['priorityEducation'];

  @Column({ name: 'priority_age', type: 'integer' })
  priorityAge: A['priorityAge'];

  @Column({ name: 'practice_level', type: 'varchar', length: 30 })
  practiceLevel: A['practiceLevel'];

  @Column({ name: 'looking_for_practice_level', type: 'varchar', length: 30 })
  lookingForPracticeLevel: A['lookingForPracticeLevel'];

  @Column({ name: 'prayer_consistency', type: 'integer', nullable: true })
  prayerConsistency: A['prayerConsistency'];

  @Column({ name: 'religious_community_involvement', type: 'varchar', length: 30 })
  religiousCommunityInvolvement: A['religiousCommunityInvolvement'];

  @Column({ name: 'ready_for_marriage', type: 'boolean' })
  readyForMarriage: A['readyForMarriage'];

  @Column({ name: 'timeline_to_marriage', type: 'varchar', length: 30 })
  timelineToMarriage: A['timelineToMarriage'];

  @Column({ name: 'marriage_expectations', type: 'varchar', length: 30 })
  marriageExpectations: A['marriageExpectations'];

  @Column({ name: 'disability_openness', type: 'varchar', length: 30 })
  disabilityOpenness: A['disabilityOpenness'];

  @Column({ name: 'madhhab', type: 'varchar', length: 30 })
  madhhab: A['madhhab'];

  @Column({ name: 'polygamy_views', type: 'varchar', length: 30 })
  polygamyViews: A['polygamyViews'];

  @Column({ name: 'intercultural_marriage', type: 'varchar', length: 30 })
  interculturalMarriage: A['interculturalMarriage'];

  @Column({ name: 'family_involvement', type: 'varchar', length: 30 })
  familyInvolvement: A['familyInvolvement'];

  @Column({ name: 'work_after_marriage', type: 'varchar', length: 30 })
  workAfterMarriage: A['workAfterMarriage'];

  @Column({ name: 'children_views', type: 'varchar', length: 30 })
  childrenViews: A['childrenViews'];

  @Column({ name: 'smoking_acceptable', type: 'boolean' })
  smokingAcceptable: A['smokingAcceptable'];

  @Column({ name: 'communication_style', type: 'varchar', length: 30 })
  communicationStyle: A['communicationStyle'];

  @Column({ name: 'residential_status', type: 'varchar', length: 30 })
  residentialStatus: A['residentialStatus'];

  @Column({ name: 'living_arrangement', type: 'varchar', length: 30 })
  livingArrangement: A['livingArrangement'];

  @Column({ name: 'family_living_with_you', type: 'varchar', length: 30 })
  familyLivingWithYou: A['familyLivingWithYou'];

  @Column({ name: 'relocate_willing', type: 'boolean' })
  relocateWilling: A['relocateWilling'];

  @Column({ name: 'height', type: 'integer', nullable: true })
  height: A['height'];

  @Column({ name: 'weight', type: 'integer', nullable: true })
  weight: A['weight'];

  @Column({ name: 'complexion', type: 'varchar', length: 30 })
  complexion: A['complexion'];

  @Column({ name: 'body_type', type: 'varchar', length: 30 })
  bodyType: A['bodyType'];

  @Column({ name: 'fitness_level', type: 'varchar', length: 30 })
  fitnessLevel: A['fitnessLevel'];

  @Column({ name: 'hijab_level', type: 'varchar', length: 30, nullable: true })
  hijabLevel: NonNullable<A['hijabLevel']> | null;

  @Column({ name: 'beard_level', type: 'varchar', length: 30, nullable: true })
  beardLevel: NonNullable<A['beardLevel']> | null;

  @Column({ name: 'preferred_age_min', type: 'integer', nullable: true })
  preferredAgeMin: A['preferredAgeMin'];

  @Column({ name: 'preferred_age_max', type: 'integer', nullable: true })
  preferredAgeMax: A['preferredAgeMax'];

  @Column({ name: 'review_status', type: 'varchar', length: 10 })
  reviewStatus: QuestionnaireReviewStatus;

  @Column({ name: 'review_reason', type: 'varchar', length: 500, nullable: true })
  reviewReason: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @Column({ name: 'needs_review', type: 'boolean' })
  needsReview: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
