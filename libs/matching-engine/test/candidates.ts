import { questionnaireOptions } from '@mithaq/contracts';
import type { QuestionnaireAnswers } from '@mithaq/contracts';
import type { Candidate } from '../src/types';

/**
 * A fully compatible default member for tests; callers override only the
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

/** mulberry32: a tiny seeded generator so property tests and benchmarks repeat exactly. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * A random member drawn from a deliberately small space (few ethnicities, countries, birth
 * years and education spellings) so random pairs often tie, sit on range edges and share
 * answers: the cases where two scorers are most likely to disagree.
 */
export const randomCandidate = (random: () => number, userId: string): Candidate => {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const o = questionnaireOptions;
  const gender = pick(['male', 'female'] as const);
  const lookingFor = random() < 0.9 ? (gender === 'male' ? 'female' : 'male') : gender;
  const minAge = random() < 0.4 ? int(18, 40) : null;
  const maxAge = random() < 0.4 ? (minAge ?? 18) + int(0, 20) : null;
  const answers: QuestionnaireAnswers = {
    priorityReligiousness: int(1, 5),
    priorityEthnicity: int(1, 5),
    priorityEducation: int(1, 5),
    priorityAge: int(1, 5),
    practiceLevel: pick(o.practiceLevel),
    lookingForPracticeLevel: pick(o.lookingForPracticeLevel),
    prayerConsistency: random() < 0.2 ? null : int(0, 5),
    religiousCommunityInvolvement: pick(o.religiousCommunityInvolvement),
    readyForMarriage: random() < 0.9,
    timelineToMarriage: pick(o.timelineToMarriage),
    marriageExpectations: pick(o.marriageExpectations),
    disabilityOpenness: pick(o.disabilityOpenness),
    madhhab: pick(o.madhhab),
    polygamyViews: pick(o.polygamyViews),
    interculturalMarriage: pick(o.interculturalMarriage),
    familyInvolvement: pick(o.familyInvolvement),
    workAfterMarriage: pick(o.workAfterMarriage),
    childrenViews: pick(o.childrenViews),
    smokingAcceptable: random() < 0.3,
    communicationStyle: pick(o.communicationStyle),
    residentialStatus: pick(o.residentialStatus),
    livingArrangement: pick(o.livingArrangement),
    familyLivingWithYou: pick(o.familyLivingWithYou),
    relocateWilling: random() < 0.5,
    height: null,
    weight: null,
    complexion: pick(o.complexion),
    bodyType: pick(o.bodyType),
    fitnessLevel: pick(o.fitnessLevel),
    hijabLevel: gender === 'female' ? pick(o.hijabLevel) : null,
    beardLevel: gender === 'female' ? null : pick(o.beardLevel),
    preferredAgeMin: minAge,
    preferredAgeMax: maxAge,
  };
  const two = (n: number): string => String(n).padStart(2, '0');
  return {
    userId,
    gender,
    lookingFor,
    dateOfBirth: `${int(1970, 2006)}-${two(int(1, 12))}-${two(int(1, 28))}`,
    ethnicity: pick(['arab', 'somali', 'malay', 'convert']),
    countryOfResidence: pick(['GB', 'GB', 'IE', 'FR']),
    educationLevel: random() < 0.2 ? null : pick(['Bachelor', 'bachelor', 'master', 'doctorate']),
    isApproved: random() < 0.9,
    questionnaireApproved: random() < 0.9,
    answers,
  };
};
