import type { Gender } from '../enums';
import type { QuestionnaireAnswers } from './questionnaire';

/** A complete questionnaire that passes the schema once the gender's own question is answered. */
const sampleAnswers: QuestionnaireAnswers = {
  priorityReligiousness: 5,
  priorityEthnicity: 3,
  priorityEducation: 3,
  priorityAge: 2,
  practiceLevel: 'practicing',
  lookingForPracticeLevel: 'equally',
  prayerConsistency: 4,
  religiousCommunityInvolvement: 'regular',
  readyForMarriage: true,
  timelineToMarriage: 'oneYear',
  marriageExpectations: 'companionship',
  disabilityOpenness: 'mild',
  madhhab: 'hanafi',
  polygamyViews: 'notPreferred',
  interculturalMarriage: 'yes',
  familyInvolvement: 'moderatelyInvolved',
  workAfterMarriage: 'flexible',
  childrenViews: 'few',
  smokingAcceptable: false,
  communicationStyle: 'waliPresent',
  residentialStatus: 'withParents',
  livingArrangement: 'ownHome',
  familyLivingWithYou: 'bothParents',
  relocateWilling: true,
  height: 170,
  weight: 70,
  complexion: 'medium',
  bodyType: 'average',
  fitnessLevel: 'active',
  hijabLevel: null,
  beardLevel: null,
  preferredAgeMin: 25,
  preferredAgeMax: 35,
};

/**
 * The one builder of questionnaire answers, for the demo seed and for tests: valid answers for a
 * member of `gender` (women answer hijab, men beard length), with `overrides` applied last.
 */
export const buildQuestionnaireAnswers = (
  gender: Gender,
  overrides: Partial<QuestionnaireAnswers> = {},
): QuestionnaireAnswers => ({
  ...sampleAnswers,
  ...(gender === 'female'
    ? { hijabLevel: 'always', beardLevel: null }
    : { hijabLevel: null, beardLevel: 'short' }),
  ...overrides,
});
