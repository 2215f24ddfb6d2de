/**
 * The rows scoreMember looks a pair's terms up in, filled once per member (prepareMember): each
 * answer code's weighted satisfaction both ways and its factor bit, the age, education and
 * ethnicity terms. Module-level scratch, reused by every call; scoreMember reads them through
 * `memberRows`.
 */
import { FACTORS } from '../factors';
import {
  AGE_SLOTS,
  CODE_STRIDE,
  C_CODED,
  C_INTERCULTURAL,
  C_PRACTICE,
  C_RELIGION_BA,
  type CandidatePool,
  FLAG_RANGE,
  INT_STRIDE,
  I_FLAGS,
  REAL_STRIDE,
  R_AGE,
  R_AGE_MAX,
  R_AGE_MIN,
  R_OTHER_ETHNICITY,
  R_SAME_ETHNICITY,
} from './pool';
import {
  CODED_FACTORS,
  EDUCATION_SIM,
  FACTOR_COUNT,
  F_AGE,
  F_EDUCATION,
  F_ETHNICITY,
  F_RELIGION,
  OPENNESS,
  PRACTICE_LEVELS,
  PRACTICE_PROFILES,
  RELIGION_CODES,
  RELIGION_SIM,
  SAME_ETHNICITY,
  THRESHOLD,
  ageSimilarity,
  scaledWeight,
} from './tables';

// Offsets of the per-member rows in the scratch arrays: religion first, then each coded factor.
export const CODED_OFFSET: number[] = [];
let scratchSize = RELIGION_CODES;
for (const coded of CODED_FACTORS) {
  CODED_OFFSET.push(scratchSize);
  scratchSize += coded.values.length;
}
/** Where each coded factor's answer code sits in a member's codes row. */
export const CODED_POSITION = CODED_FACTORS.map((_, k) => C_CODED + k);

/** Member → candidate weighted satisfactions per code (member's weights). */
const rowAB = new Float64Array(scratchSize);
/** Candidate → member weighted satisfactions per code (candidate's weights). */
const rowBA = new Float64Array(scratchSize);
/** Factor bit when both sides are satisfied, per candidate code. */
const rowMask = new Uint32Array(scratchSize);
/** The member's satisfaction with a candidate of each whole-year age, and its factor bit. */
const ageSimAB = new Float64Array(AGE_SLOTS);
const ageBitAB = new Uint32Array(AGE_SLOTS);
/**
 * A candidate's satisfaction with the member's age: [age] for candidates without a preferred
 * range, [AGE_SLOTS + age] for those with one (inside it, as the hard filter guarantees).
 */
const ageSimBA = new Float64Array(2 * AGE_SLOTS);
const ageBitBA = new Uint32Array(2 * AGE_SLOTS);
/** Education satisfaction by case (0 unknown, EDU_DIFFERENT, EDU_DIFFERENT + 1 same) and bit. */
export const EDU_DIFFERENT = 1;
const educationSim = Float64Array.from([
  EDUCATION_SIM.unknown,
  EDUCATION_SIM.different,
  EDUCATION_SIM.same,
]);
const educationBit = Uint32Array.from(educationSim, (sim) =>
  sim >= THRESHOLD ? 1 << F_EDUCATION : 0,
);
/** The member's weighted ethnicity satisfaction: [0] other background, [1] same. */
const ethnicityAB = new Float64Array(2);
/** Ethnicity factor bit by same * ETHNICITY_ROW + the candidate's interculturalMarriage code. */
export const ETHNICITY_ROW = 4;
const ethnicityBit = new Uint32Array(2 * ETHNICITY_ROW);

/** The rows above, for scoreMember to bind to locals. */
export const memberRows = {
  rowAB,
  rowBA,
  rowMask,
  ageSimAB,
  ageBitAB,
  ageSimBA,
  ageBitBA,
  educationSim,
  educationBit,
  ethnicityAB,
  ethnicityBit,
};

/** Fills the scratch rows for one member; everything per pair after this is a lookup. */
export const prepareMember = (pool: CandidatePool, m: number): void => {
  const codes = pool.codes;
  const r = m * CODE_STRIDE;
  const w = pool.factorWeight;
  const wo = m * FACTOR_COUNT;
  const weights = pool.weights;

  const profile = codes[r + C_RELIGION_BA] % PRACTICE_PROFILES;
  const practice = codes[r + C_PRACTICE];
  const wReligion = w[wo + F_RELIGION];
  for (let o = 0; o < PRACTICE_LEVELS; o += 1) {
    rowAB[o] = wReligion * RELIGION_SIM[profile * PRACTICE_LEVELS + o];
  }
  const base = weights.religiousPractice;
  for (let code = 0; code < RELIGION_CODES; code += 1) {
    const theirProfile = code % PRACTICE_PROFILES;
    const theirPriority = (code - theirProfile) / PRACTICE_PROFILES + 1;
    const theirPractice = theirProfile % PRACTICE_LEVELS;
    const theirs = RELIGION_SIM[theirProfile * PRACTICE_LEVELS + practice];
    const mine = RELIGION_SIM[profile * PRACTICE_LEVELS + theirPractice];
    rowBA[code] = scaledWeight(base, theirPriority) * theirs;
    rowMask[code] = mine >= THRESHOLD && theirs >= THRESHOLD ? 1 << F_RELIGION : 0;
  }

  CODED_FACTORS.forEach((coded, k) => {
    const size = coded.values.length;
    const own = codes[r + C_CODED + k];
    const off = CODED_OFFSET[k];
    const wMine = w[wo + coded.factor];
    const wTheirs = weights[FACTORS[coded.factor].key];
    const bit = 1 << coded.factor;
    for (let c = 0; c < size; c += 1) {
      const mine = coded.sim[own * size + c];
      const theirs = coded.sim[c * size + own];
      rowAB[off + c] = wMine * mine;
      rowBA[off + c] = wTheirs * theirs;
      rowMask[off + c] = mine >= THRESHOLD && theirs >= THRESHOLD ? bit : 0;
    }
  });

  const ageBit = 1 << F_AGE;
  const real = m * REAL_STRIDE;
  const hasRange = (pool.ints[m * INT_STRIDE + I_FLAGS] & FLAG_RANGE) !== 0;
  const min = pool.reals[real + R_AGE_MIN];
  const max = pool.reals[real + R_AGE_MAX];
  const age = pool.reals[real + R_AGE];
  // A candidate's range holds the member's age once the hard filter passed, so k = 0 there.
  const insideRange = ageSimilarity(true, age, age, age, age);
  for (let a = 0; a < AGE_SLOTS; a += 1) {
    const mine = ageSimilarity(hasRange, min, max, age, a);
    const theirs = ageSimilarity(false, 0, 0, a, age);
    ageSimAB[a] = mine;
    ageBitAB[a] = mine >= THRESHOLD ? ageBit : 0;
    ageSimBA[a] = theirs;
    ageBitBA[a] = theirs >= THRESHOLD ? ageBit : 0;
    ageSimBA[AGE_SLOTS + a] = insideRange;
    ageBitBA[AGE_SLOTS + a] = insideRange >= THRESHOLD ? ageBit : 0;
  }

  ethnicityAB[0] = pool.reals[real + R_OTHER_ETHNICITY];
  ethnicityAB[1] = pool.reals[real + R_SAME_ETHNICITY];
  const openM = OPENNESS[codes[r + C_INTERCULTURAL]];
  const ethBit = 1 << F_ETHNICITY;
  for (let ic = 0; ic < OPENNESS.length; ic += 1) {
    ethnicityBit[ic] = openM >= THRESHOLD && OPENNESS[ic] >= THRESHOLD ? ethBit : 0;
    ethnicityBit[ETHNICITY_ROW + ic] = SAME_ETHNICITY >= THRESHOLD ? ethBit : 0;
  }
};
