import type { QuestionnaireAnswers, QuestionnaireReviewStatus } from '@mithaq/contracts';

const base: QuestionnaireAnswers = {
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
 * The questionnaires of the identity seed's demo members (services/identity/src/seed), found by
 * full name and date of birth because the profile service knows no usernames. Ibrahim is left
 * without one so the "complete your questionnaire" path can be shown too.
 */
export const demoQuestionnaires: {
  fullName: string;
  dateOfBirth: string;
  reviewStatus: QuestionnaireReviewStatus;
  answers: QuestionnaireAnswers;
}[] = [
  {
    fullName: 'Amina Yusuf',
    dateOfBirth: '1996-05-12',
    reviewStatus: 'approved',
    answers: {
      ...base,
      practiceLevel: 'veryPracticing',
      madhhab: 'shafii',
      height: 163,
      weight: 58,
      hijabLevel: 'always',
      preferredAgeMin: 27,
      preferredAgeMax: 36,
    },
  },
  {
    fullName: 'Yusuf Rahman',
    dateOfBirth: '1993-09-03',
    reviewStatus: 'approved',
    answers: {
      ...base,
      residentialStatus: 'rentingAlone',
      familyLivingWithYou: 'liveAlone',
      height: 178,
      weight: 76,
      beardLevel: 'short',
      preferredAgeMin: 24,
      preferredAgeMax: 33,
    },
  },
  {
    fullName: 'Maryam Ali',
    dateOfBirth: '1991-02-20',
    reviewStatus: 'pending',
    answers: {
      ...base,
      timelineToMarriage: 'sixMonths',
      marriageExpectations: 'stability',
      familyInvolvement: 'veryInvolved',
      height: 160,
      weight: 62,
      hijabLevel: 'mostly',
      preferredAgeMin: 30,
      preferredAgeMax: 42,
    },
  },
];
