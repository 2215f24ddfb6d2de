import { DEFAULT_MATCH_WEIGHTS, questionnaireOptions } from '@mithaq/contracts';
import { ageOn } from './age';
import type { Candidate, FactorKey, Weights } from './types';

/**
 * Default admin weights, kept in the contracts so the service, the admin area and the engine
 * share one list (the five named by the product total 69; the other 31 are spread over the
 * remaining questionnaire factors by how often they decide a marriage in practice).
 */
export const DEFAULT_WEIGHTS: Readonly<Weights> = DEFAULT_MATCH_WEIGHTS;

export type Factor = {
  key: FactorKey;
  /** How satisfied `self` is with `other` on this factor, 0..1 (directional). */
  similarity: (self: Candidate, other: Candidate, today: string) => number;
  /** Text shown when both sides are satisfied. */
  explain: (a: Candidate, b: Candidate) => string;
};

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** Position of an answer in its ordered option list; the lists are ordered low → high. */
const rank = <K extends keyof typeof questionnaireOptions>(key: K, value: string): number =>
  (questionnaireOptions[key] as readonly string[]).indexOf(value);

/** 1 for equal answers, falling linearly to 0 across the whole ordered scale. */
const closeness = <K extends keyof typeof questionnaireOptions>(
  key: K,
  x: string,
  y: string,
): number => {
  const span = questionnaireOptions[key].length - 1;
  return clamp01(1 - Math.abs(rank(key, x) - rank(key, y)) / span);
};

/**
 * Practice level against what `self` looks for: "any" always satisfies, "more"/"less" are
 * satisfied by anyone at or beyond the member's own level in that direction, and every step
 * short of that (or away from "equally") costs a third.
 */
const practiceSimilarity = (self: Candidate, other: Candidate): number => {
  const mine = rank('practiceLevel', self.answers.practiceLevel);
  const theirs = rank('practiceLevel', other.answers.practiceLevel);
  const step = 1 / (questionnaireOptions.practiceLevel.length - 1);
  switch (self.answers.lookingForPracticeLevel) {
    case 'any':
      return 1;
    case 'more':
      return theirs >= mine ? 1 : clamp01(1 - (mine - theirs) * step);
    case 'less':
      return theirs <= mine ? 1 : clamp01(1 - (theirs - mine) * step);
    case 'equally':
      return clamp01(1 - Math.abs(mine - theirs) * step);
  }
};

/**
 * Inside the preferred range scores 1 (and the dealbreaker already removed pairs outside it);
 * without a range the member is assumed to prefer closeness: up to 5 years apart is full
 * satisfaction, falling to 0 at 20 years apart.
 */
const ageSimilarity = (self: Candidate, other: Candidate, today: string): number => {
  const { preferredAgeMin, preferredAgeMax } = self.answers;
  const theirs = ageOn(other.dateOfBirth, today);
  const hasRange = typeof preferredAgeMin === 'number' || typeof preferredAgeMax === 'number';
  if (hasRange) {
    const below = typeof preferredAgeMin === 'number' ? preferredAgeMin - theirs : 0;
    const above = typeof preferredAgeMax === 'number' ? theirs - preferredAgeMax : 0;
    return clamp01(1 - Math.max(0, below, above) * 0.15);
  }
  const gap = Math.abs(ageOn(self.dateOfBirth, today) - theirs);
  return clamp01(1 - Math.max(0, gap - 5) / 15);
};

/**
 * Education levels are free text in the profile with no agreed order, so only equality is
 * rewarded; an unknown level is neutral (0.5) rather than a penalty.
 */
const educationSimilarity = (self: Candidate, other: Candidate): number => {
  if (self.educationLevel === null || other.educationLevel === null) return 0.5;
  return self.educationLevel.toLowerCase() === other.educationLevel.toLowerCase() ? 1 : 0.5;
};

/** "flexible" accommodates any plan, so it is nearly as good as agreement. */
const livingSimilarity = (self: Candidate, other: Candidate): number => {
  const x = self.answers.livingArrangement;
  const y = other.answers.livingArrangement;
  if (x === y) return 1;
  return x === 'flexible' || y === 'flexible' ? 0.75 : 0.25;
};

/** A different named madhhab is a mild difference; "other"/"none" is closer to indifference. */
const madhhabSimilarity = (self: Candidate, other: Candidate): number => {
  const x = self.answers.madhhab;
  const y = other.answers.madhhab;
  if (x === y) return 1;
  const loose = ['other', 'none'];
  return loose.includes(x) || loose.includes(y) ? 0.6 : 0.5;
};

/** Same background satisfies; across ethnicities it depends on `self`'s openness. */
const ethnicitySimilarity = (self: Candidate, other: Candidate): number => {
  if (self.ethnicity === other.ethnicity) return 1;
  const openness = { no: 0, some: 0.6, yes: 1 } as const;
  return openness[self.answers.interculturalMarriage];
};

/**
 * For answers whose options form a scale (timeline, family involvement, children with
 * "undecided" between none and few, communication formality, work, polygamy), so nearer
 * answers are more compatible.
 */
const byCloseness =
  <K extends keyof typeof questionnaireOptions>(
    key: K,
    pick: (c: Candidate) => string,
  ): Factor['similarity'] =>
  (self, other) =>
    closeness(key, pick(self), pick(other));

const sameOr = (same: string, otherwise: string) => (equal: boolean) => (equal ? same : otherwise);

/** The factors in DEFAULT_WEIGHTS order; explanations are re-sorted by the actual weights. */
export const FACTORS: readonly Factor[] = [
  {
    key: 'religiousPractice',
    similarity: practiceSimilarity,
    explain: (a, b) =>
      a.answers.prayerConsistency === 5 && b.answers.prayerConsistency === 5
        ? 'Both pray 5 times daily'
        : a.answers.practiceLevel === b.answers.practiceLevel
          ? 'Same level of religious practice'
          : 'Compatible religious practice',
  },
  {
    key: 'marriageTimeline',
    similarity: byCloseness('timelineToMarriage', (c) => c.answers.timelineToMarriage),
    explain: (a, b) =>
      sameOr(
        'Same marriage timeline',
        'Similar marriage timelines',
      )(a.answers.timelineToMarriage === b.answers.timelineToMarriage),
  },
  {
    key: 'familyValues',
    similarity: byCloseness('familyInvolvement', (c) => c.answers.familyInvolvement),
    explain: () => 'Similar expectations of family involvement',
  },
  {
    key: 'ageCompatibility',
    similarity: ageSimilarity,
    explain: () => "Ages suit each other's preferences",
  },
  {
    key: 'education',
    similarity: educationSimilarity,
    explain: () => 'Same education level',
  },
  {
    key: 'childrenViews',
    similarity: byCloseness('childrenViews', (c) => c.answers.childrenViews),
    explain: (a, b) =>
      sameOr(
        'Same views on children',
        'Similar views on children',
      )(a.answers.childrenViews === b.answers.childrenViews),
  },
  {
    key: 'communicationStyle',
    similarity: byCloseness('communicationStyle', (c) => c.answers.communicationStyle),
    explain: () => 'Compatible ways of getting to know each other',
  },
  {
    key: 'livingArrangement',
    similarity: livingSimilarity,
    explain: () => 'Compatible living arrangements',
  },
  {
    key: 'workAfterMarriage',
    similarity: byCloseness('workAfterMarriage', (c) => c.answers.workAfterMarriage),
    explain: () => 'Similar views on work after marriage',
  },
  {
    key: 'polygamyViews',
    similarity: byCloseness('polygamyViews', (c) => c.answers.polygamyViews),
    explain: () => 'Similar views on polygamy',
  },
  {
    key: 'madhhab',
    similarity: madhhabSimilarity,
    explain: () => 'Same madhhab',
  },
  {
    key: 'ethnicity',
    similarity: ethnicitySimilarity,
    explain: (a, b) =>
      a.ethnicity === b.ethnicity
        ? 'Same cultural background'
        : 'Both open to intercultural marriage',
  },
  {
    key: 'smoking',
    similarity: (self, other) =>
      self.answers.smokingAcceptable === other.answers.smokingAcceptable ? 1 : 0.4,
    explain: () => 'Same view on smoking',
  },
];

/**
 * Which member priority (1–5) scales which factor. Scaling is priority / 3, so the neutral
 * answer 3 keeps the admin weight, 5 makes it 5/3 as heavy and 1 makes it a third.
 */
export const PRIORITY_OF: Partial<
  Record<
    FactorKey,
    'priorityReligiousness' | 'priorityEthnicity' | 'priorityEducation' | 'priorityAge'
  >
> = {
  religiousPractice: 'priorityReligiousness',
  ethnicity: 'priorityEthnicity',
  education: 'priorityEducation',
  ageCompatibility: 'priorityAge',
};

export const NEUTRAL_PRIORITY = 3;

/** The admin weight of a factor scaled by the member's own priority for it. */
export const effectiveWeight = (weights: Weights, key: FactorKey, member: Candidate): number => {
  const priority = PRIORITY_OF[key];
  const base = weights[key];
  return priority === undefined ? base : (base * member.answers[priority]) / NEUTRAL_PRIORITY;
};
