import { questionnaireSchemaFor, type Gender } from '@mithaq/contracts';
import { demoQuestionnaires } from './demo-questionnaires';

/** Only women answer the hijab question, so it tells which schema a questionnaire must pass. */
const genderOf = (answers: { hijabLevel?: string | null }): Gender =>
  answers.hijabLevel ? 'female' : 'male';

const approved = demoQuestionnaires.filter((q) => q.reviewStatus === 'approved');

describe('demo questionnaires', () => {
  it.each(demoQuestionnaires.map((q) => [q.fullName, q] as const))(
    "%s's answers pass the questionnaire schema for their gender",
    (_name, { answers }) => {
      const result = questionnaireSchemaFor(genderOf(answers)).safeParse(answers);
      expect(result.error?.issues).toBeUndefined();
    },
  );

  it('gives each member at most one questionnaire', () => {
    const keys = demoQuestionnaires.map((q) => `${q.fullName}|${q.dateOfBirth}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('approves at least ten of each gender, each naming a preferred age range', () => {
    const count = (gender: Gender) => approved.filter((q) => genderOf(q.answers) === gender).length;
    expect(count('female')).toBeGreaterThanOrEqual(10);
    expect(count('male')).toBeGreaterThanOrEqual(10);
    for (const { answers } of approved) {
      expect(answers.preferredAgeMin).toEqual(expect.any(Number));
      expect(answers.preferredAgeMax).toBeGreaterThan(answers.preferredAgeMin ?? 99);
    }
  });

  it('varies the answers that drive matching and includes a few dealbreakers', () => {
    const distinct = (pick: (q: (typeof approved)[number]) => unknown) =>
      new Set(approved.map(pick)).size;
    expect(distinct((q) => q.answers.practiceLevel)).toBe(4);
    expect(distinct((q) => q.answers.timelineToMarriage)).toBeGreaterThanOrEqual(4);
    expect(distinct((q) => q.answers.familyInvolvement)).toBeGreaterThanOrEqual(3);
    expect(
      distinct((q) => `${q.answers.preferredAgeMin}-${q.answers.preferredAgeMax}`),
    ).toBeGreaterThan(approved.length / 2);
    expect(approved.some((q) => q.answers.interculturalMarriage === 'no')).toBe(true);
    expect(approved.filter((q) => !q.answers.relocateWilling).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps one questionnaire waiting for review and leaves Ibrahim without one', () => {
    expect(demoQuestionnaires.find((q) => q.fullName === 'Maryam Ali')?.reviewStatus).toBe(
      'pending',
    );
    expect(demoQuestionnaires.some((q) => q.fullName === 'Ibrahim Hassan')).toBe(false);
  });
});
