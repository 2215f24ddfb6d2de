import type { QuestionnaireAnswers } from '@mithaq/contracts';
import type { Candidate } from './types';

/**
 * A fully compatible default member for tests and the benchmark; callers override only the
 * fields a case is about, so each case shows what it changes.
 */
export const makeCandidate = (
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
      priorityReligiousness: 3,
      priorityEthnicity: 3,
      priorityEducation: 3,
      priorityAge: 3,
      practiceLevel: 'practicing',
      lookingForPracticeLevel: 'equally',
      prayerConsistency: 5,
      religiousCommunityInvolvement: 'regular',
      readyForMarriage: true,
      timelineToMarriage: 'oneYear',
      marriageExpectations: 'religious',
      disabilityOpenness: 'mild',
      madhhab: 'hanafi',
      polygamyViews: 'notPreferred',
      interculturalMarriage: 'some',
      familyInvolvement: 'moderatelyInvolved',
      workAfterMarriage: 'flexible',
      childrenViews: 'few',
      smokingAcceptable: false,
      communicationStyle: 'withWali',
      residentialStatus: 'rentingAlone',
      livingArrangement: 'ownHome',
      familyLivingWithYou: 'liveAlone',
      relocateWilling: true,
      height: null,
      weight: null,
      complexion: 'medium',
      bodyType: 'average',
      fitnessLevel: 'moderate',
      hijabLevel: gender === 'female' ? 'always' : null,
      beardLevel: gender === 'female' ? null : 'short',
      preferredAgeMin: null,
      preferredAgeMax: null,
      ...answers,
    },
  };
};
