import { genders, questionnaireOptions } from '@mithaq/contracts';
import type { Gender, QuestionnaireAnswers } from '@mithaq/contracts';
import { FACTORS, NEUTRAL_PRIORITY, PRIORITY_OF } from '../factors';
import { EXPLANATION_THRESHOLD } from '../score';
import type { Candidate, FactorKey, Weights } from '../types';

/**
 * Answer encodings and per-factor similarity tables for the compiled scorer. Every table entry
 * is produced by calling the object engine's own factor function on two stand-in members, so
 * the compiled scorer multiplies and adds exactly the same doubles as scorePair.
 */

/** Factor positions: bit i of a factor mask is FACTORS[i] (the matchFactorKeys order). */
const position = (key: FactorKey): number => {
  const i = FACTORS.findIndex((factor) => factor.key === key);
  if (i < 0) throw new Error(`Factor ${key} is missing from FACTORS`);
  return i;
};
export const F_RELIGION = position('religiousPractice');
export const F_AGE = position('ageCompatibility');
export const F_EDUCATION = position('education');
export const F_ETHNICITY = position('ethnicity');
export const FACTOR_COUNT = FACTORS.length;

/** Answers whose similarity depends on one answer of each side only (code × code tables). */
type CodedField =
  | 'timelineToMarriage'
  | 'familyInvolvement'
  | 'childrenViews'
  | 'communicationStyle'
  | 'livingArrangement'
  | 'workAfterMarriage'
  | 'polygamyViews'
  | 'madhhab'
  | 'smokingAcceptable';

const CODED_FIELD_OF: Partial<Record<FactorKey, CodedField>> = {
  marriageTimeline: 'timelineToMarriage',
  familyValues: 'familyInvolvement',
  childrenViews: 'childrenViews',
  communicationStyle: 'communicationStyle',
  livingArrangement: 'livingArrangement',
  workAfterMarriage: 'workAfterMarriage',
  polygamyViews: 'polygamyViews',
  madhhab: 'madhhab',
  smoking: 'smokingAcceptable',
};

const valuesOf = (field: CodedField): readonly (string | boolean)[] =>
  field === 'smokingAcceptable' ? [false, true] : questionnaireOptions[field];

export type CodedFactor = {
  /** Position of the factor in FACTORS (and its bit in a mask). */
  factor: number;
  field: CodedField;
  values: readonly (string | boolean)[];
  /** sim[x * size + y]: how satisfied a member answering x is with one answering y. */
  sim: Float64Array;
};

/** A stand-in member carrying only the answers a factor function reads. */
const standIn = (answers: Partial<QuestionnaireAnswers>): Candidate =>
  ({ answers }) as unknown as Candidate;

const tableOf = (factor: number, field: CodedField): CodedFactor => {
  const values = valuesOf(field);
  const size = values.length;
  const sim = new Float64Array(size * size);
  const fn = FACTORS[factor].similarity;
  values.forEach((x, i) =>
    values.forEach((y, j) => {
      sim[i * size + j] = fn(standIn({ [field]: x }), standIn({ [field]: y }), '2000-01-01');
    }),
  );
  return { factor, field, values, sim };
};

/** The code × code factors in factor order. */
export const CODED_FACTORS: readonly CodedFactor[] = FACTORS.flatMap((factor, i) => {
  const field = CODED_FIELD_OF[factor.key];
  return field === undefined ? [] : [tableOf(i, field)];
});

/**
 * scoreMember adds the thirteen weighted satisfactions in one hand-written expression, in factor
 * order, so its sums are bit-identical to scorePair's loop. Fail loudly at load if the factor
 * list changes shape (or a coded factor gains a member priority) until that expression follows.
 */
const layout = FACTORS.map((factor) =>
  CODED_FIELD_OF[factor.key] === undefined ? factor.key : 'coded',
).join(',');
const expected = [
  'religiousPractice,coded,coded,ageCompatibility,education,coded,coded,coded,coded,coded,coded',
  'ethnicity,coded',
].join(',');
if (layout !== expected || CODED_FACTORS.some((c) => PRIORITY_OF[FACTORS[c.factor].key])) {
  throw new Error(`The fast scorer does not know this factor layout: ${layout}`);
}

export const PRACTICE_VALUES = questionnaireOptions.practiceLevel;
export const LOOKING_LEVELS = questionnaireOptions.lookingForPracticeLevel;
const PRACTICE = PRACTICE_VALUES;
const LOOKING = LOOKING_LEVELS;
export const PRACTICE_LEVELS = PRACTICE.length;
/** Codes of the looking-for × own practice pair: looking * PRACTICE_LEVELS + practice. */
export const PRACTICE_PROFILES = LOOKING.length * PRACTICE.length;
/** Religion codes seen from the other side also carry the member's priority (1..5). */
export const RELIGION_CODES = 5 * PRACTICE_PROFILES;

/** religion[profile * PRACTICE_LEVELS + otherPractice], profile as above. */
export const RELIGION_SIM: Float64Array = (() => {
  const sim = new Float64Array(PRACTICE_PROFILES * PRACTICE_LEVELS);
  const fn = FACTORS[F_RELIGION].similarity;
  LOOKING.forEach((looking, l) =>
    PRACTICE.forEach((own, p) =>
      PRACTICE.forEach((other, o) => {
        sim[(l * PRACTICE_LEVELS + p) * PRACTICE_LEVELS + o] = fn(
          standIn({ lookingForPracticeLevel: looking, practiceLevel: own }),
          standIn({ practiceLevel: other }),
          '2000-01-01',
        );
      }),
    ),
  );
  return sim;
})();

/** Openness of the ethnicity factor across backgrounds, by interculturalMarriage code. */
export const INTERCULTURAL = questionnaireOptions.interculturalMarriage;
export const OPENNESS: Float64Array = (() => {
  const fn = FACTORS[F_ETHNICITY].similarity;
  return Float64Array.from(INTERCULTURAL, (answer) =>
    fn(
      { ethnicity: 'x', answers: { interculturalMarriage: answer } } as unknown as Candidate,
      { ethnicity: 'y', answers: {} } as unknown as Candidate,
      '2000-01-01',
    ),
  );
})();
export const INTERCULTURAL_NO = INTERCULTURAL.indexOf('no');
/** The ethnicity factor's satisfaction within the same background. */
export const SAME_ETHNICITY: number = FACTORS[F_ETHNICITY].similarity(
  { ethnicity: 'x', answers: { interculturalMarriage: 'no' } } as unknown as Candidate,
  { ethnicity: 'x', answers: {} } as unknown as Candidate,
  '2000-01-01',
);

/** Education similarity (unknown on either side, different, same), from the factor itself. */
export const EDUCATION_SIM = (() => {
  const fn = FACTORS[F_EDUCATION].similarity;
  const edu = (educationLevel: string | null) => ({ educationLevel }) as unknown as Candidate;
  return {
    unknown: fn(edu(null), edu('a'), '2000-01-01'),
    different: fn(edu('a'), edu('b'), '2000-01-01'),
    same: fn(edu('a'), edu('a'), '2000-01-01'),
  };
})();

/**
 * The age factor as plain arithmetic on whole-year ages; the expressions are the ones in
 * factors.ts (the equality property test holds them together). min/max are -Infinity/Infinity
 * when not given, which leaves Math.max(0, below, above) unchanged.
 */
export const ageSimilarity = (
  hasRange: boolean,
  min: number,
  max: number,
  ownAge: number,
  theirAge: number,
): number => {
  if (hasRange) {
    const x = 1 - Math.max(0, min - theirAge, theirAge - max) * 0.15;
    return x < 0 ? 0 : x > 1 ? 1 : x;
  }
  const x = 1 - Math.max(0, Math.abs(ownAge - theirAge) - 5) / 15;
  return x < 0 ? 0 : x > 1 ? 1 : x;
};

export const THRESHOLD = EXPLANATION_THRESHOLD;

/** Scores are whole numbers from 0 to this. */
export const MAX_SCORE = 100;

/** The admin weight scaled by a priority exactly as effectiveWeight does. */
export const scaledWeight = (base: number, priority: number): number =>
  (base * priority) / NEUTRAL_PRIORITY;

/** Position of a value in a list, or a clear error naming the member and field. */
export const codeOf = <T>(
  values: readonly T[],
  value: T,
  userId: string,
  field: string,
): number => {
  const i = values.indexOf(value);
  if (i < 0) {
    throw new Error(`Candidate ${userId}: ${field} has an unknown value ${JSON.stringify(value)}`);
  }
  return i;
};

export const genderCode = (gender: Gender, userId: string, field: string): number =>
  codeOf(genders, gender, userId, field);

export const checkWeights = (weights: Weights): void => {
  for (const factor of FACTORS) {
    const w = weights[factor.key];
    if (typeof w !== 'number' || !Number.isFinite(w)) {
      throw new Error(`Weight for ${factor.key} must be a finite number`);
    }
  }
};
