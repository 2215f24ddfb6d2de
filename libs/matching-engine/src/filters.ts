import { ageOn } from './age';
import type { Candidate } from './types';

export type FilterContext = {
  /** Keys made with blockKey; a block in either direction hides the pair. */
  blocked: ReadonlySet<string>;
  /** YYYY-MM-DD, the day ages are computed on. */
  today: string;
};

/** Order-independent key so one entry covers a block whichever member made it. */
export const blockKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

export type Dealbreaker = {
  name: string;
  reason: string;
  /** True when the pair breaks the rule (checked in both directions by the rule itself). */
  breaks: (a: Candidate, b: Candidate, today: string) => boolean;
};

/** Outside the range one side gave; a missing bound means no limit on that end. */
const outsideRange = (chooser: Candidate, other: Candidate, today: string): boolean => {
  const age = ageOn(other.dateOfBirth, today);
  const { preferredAgeMin, preferredAgeMax } = chooser.answers;
  if (typeof preferredAgeMin === 'number' && age < preferredAgeMin) return true;
  if (typeof preferredAgeMax === 'number' && age > preferredAgeMax) return true;
  return false;
};

/**
 * Every answer that states a hard limit, kept in one list so admins and members can be shown
 * exactly what removes a candidate.
 */
export const DEALBREAKERS: readonly Dealbreaker[] = [
  {
    name: 'preferredAgeRange',
    reason: "Each member's age must fall within the other's preferred age range, when given",
    breaks: (a, b, today) => outsideRange(a, b, today) || outsideRange(b, a, today),
  },
  {
    name: 'interculturalMarriage',
    reason: 'A member who does not want intercultural marriage is not matched across ethnicities',
    breaks: (a, b) =>
      a.ethnicity !== b.ethnicity &&
      (a.answers.interculturalMarriage === 'no' || b.answers.interculturalMarriage === 'no'),
  },
  {
    name: 'relocation',
    reason: 'Members in different countries are not matched when neither is willing to relocate',
    breaks: (a, b) =>
      a.countryOfResidence !== b.countryOfResidence &&
      !a.answers.relocateWilling &&
      !b.answers.relocateWilling,
  },
];

/**
 * Why the pair is excluded, or null when it may be scored. Cheap eligibility checks run before
 * the dealbreakers so most rejections never compute an age.
 */
export const hardFilterRejection = (
  a: Candidate,
  b: Candidate,
  ctx: FilterContext,
): string | null => {
  if (a.userId === b.userId) return 'Same member';
  if (a.lookingFor !== b.gender || b.lookingFor !== a.gender) return 'Not looking for each other';
  if (!a.isApproved || !b.isApproved) return 'Member not approved';
  if (!a.questionnaireApproved || !b.questionnaireApproved) return 'Questionnaire not approved';
  if (ctx.blocked.has(blockKey(a.userId, b.userId))) return 'Blocked';
  const broken = DEALBREAKERS.find((rule) => rule.breaks(a, b, ctx.today));
  return broken ? broken.reason : null;
};

export const passesHardFilters = (a: Candidate, b: Candidate, ctx: FilterContext): boolean =>
  hardFilterRejection(a, b, ctx) === null;
