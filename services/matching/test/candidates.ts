import type { QuestionnaireAnswers } from '@mithaq/contracts';
import type { Candidate } from '@mithaq/matching-engine';
import { maleQuestionnaireAnswers } from '@mithaq/testing';

/** An approved, scorable candidate for unit tests; callers override what a case is about. */
export const candidate = (
  overrides: Partial<Omit<Candidate, 'answers'>> & { answers?: Partial<QuestionnaireAnswers> } = {},
): Candidate => {
  const { answers, ...rest } = overrides;
  const gender = rest.gender ?? 'male';
  return {
    userId: 'u1',
    gender,
    lookingFor: gender === 'male' ? 'female' : 'male',
    dateOfBirth: '1995-06-15',
    ethnicity: 'arab',
    countryOfResidence: 'GB',
    educationLevel: 'bachelor',
    isApproved: true,
    questionnaireApproved: true,
    ...rest,
    answers: {
      ...maleQuestionnaireAnswers,
      preferredAgeMin: null,
      preferredAgeMax: null,
      hijabLevel: gender === 'female' ? 'always' : null,
      beardLevel: gender === 'female' ? null : 'short',
      ...answers,
    },
  };
};
