import {
  AGE_OUTSIDE,
  AGE_SLOTS,
  CODE_STRIDE,
  C_AGE,
  C_INTERCULTURAL,
  C_PRACTICE,
  C_RELIGION_BA,
  CandidatePool,
  FLAG_NO_INTERCULTURAL,
  FLAG_RANGE,
  FLAG_RELOCATE,
  INT_STRIDE,
  I_COUNTRY,
  I_EDUCATION,
  I_ETHNICITY,
  I_FLAGS,
  I_AGE,
  I_AGE_MAX,
  I_AGE_MIN,
  I_ELIGIBILITY,
  REAL_STRIDE,
  R_AGE,
  R_AGE_MAX,
  R_AGE_MIN,
  R_AGE_WEIGHT,
  R_EDUCATION_WEIGHT,
  R_OTHER_ETHNICITY,
  R_SAME_ETHNICITY,
  R_TOTAL,
} from './pool';
import { F_AGE, MAX_SCORE, THRESHOLD, ageSimilarity } from './tables';
import { markBlocked } from './blocked';
import {
  CODED_OFFSET,
  CODED_POSITION,
  EDU_DIFFERENT,
  ETHNICITY_ROW,
  memberRows,
  prepareMember,
} from './member-rows';
import { ScoreBuffer, type ScoreOptions } from './score-buffer';

export { ScoreBuffer } from './score-buffer';
export type { ScoreOptions } from './score-buffer';

// scoreMember's loop reads candidate columns at these literal offsets, for speed.
if (
  R_AGE !== 0 ||
  R_AGE_MIN !== 1 ||
  R_AGE_MAX !== 2 ||
  R_TOTAL !== 3 ||
  R_AGE_WEIGHT !== 4 ||
  R_EDUCATION_WEIGHT !== 5 ||
  R_SAME_ETHNICITY !== 6 ||
  R_OTHER_ETHNICITY !== 7 ||
  I_ETHNICITY !== 0 ||
  I_COUNTRY !== 1 ||
  I_EDUCATION !== 2 ||
  I_FLAGS !== 3 ||
  I_AGE !== 4 ||
  I_AGE_MIN !== 5 ||
  I_AGE_MAX !== 6 ||
  I_ELIGIBILITY !== 7 ||
  INT_STRIDE !== 8 ||
  FLAG_RANGE !== 1
) {
  throw new Error('The packed column layout changed; update scoreMember');
}

/** How many kept scores scoreMember saw per value, for its running bar (opts.best). */
const keptPerScore = new Int32Array(MAX_SCORE + 2);

/**
 * The least weighted member-side sum (weightedAB) that can still score `bar` once rounded, with
 * the candidate's side fully satisfied: round(100 * sqrt(ab * ba)) with ba ≤ 1 stays below `bar`
 * whenever 100 * sqrt(ab) < bar - 0.5. The margins keep floating rounding on the keeping side.
 */
const leastWeightedFor = (bar: number, total: number): number => {
  const reach = (bar - 0.5 - 1e-9) / 100;
  return reach <= 0 ? -Infinity : reach * reach * total * (1 - 1e-12);
};

/**
 * Every pool member passing the hard filters with the member at `memberIndex` and scoring at
 * least `lowScore`, with the same score and factor mask scorePair gives. Unsorted; see topN.
 * With `opts.best`, a subset that still holds the member's best that many.
 */
export const scoreMember = (
  pool: CandidatePool,
  memberIndex: number,
  opts: ScoreOptions,
  out: ScoreBuffer = new ScoreBuffer(),
): ScoreBuffer => {
  const n = pool.size;
  if (!Number.isInteger(memberIndex) || memberIndex < 0 || memberIndex >= n) {
    throw new RangeError(`No candidate at index ${memberIndex} (pool size ${n})`);
  }
  if (typeof opts.lowScore !== 'number' || Number.isNaN(opts.lowScore)) {
    throw new RangeError('lowScore must be a number');
  }
  const best = opts.best ?? 0;
  if (!Number.isInteger(best) || best < 0) {
    throw new RangeError('best must be a whole number ≥ 0');
  }
  out.reserve(n);
  out.count = 0;
  out.pool = pool;
  out.layoutVersion = pool.layoutVersion;
  const m = memberIndex;
  const own = pool.ints[m * INT_STRIDE + I_ELIGIBILITY];
  if (own < 0) return out;
  // They must be the gender the member looks for and look for the member's gender.
  const want = (own & 1) * 2 + (own >> 1);
  const anyBlocked = markBlocked(pool, pool.userIdAt(m), opts.blocked);
  prepareMember(pool, m);

  const { codes, reals, ints, blockStamp } = pool;
  const epoch = pool.blockEpoch;
  const indices = out.indices;
  const scores = out.scores;
  const masks = out.masks;

  // Imported bindings compile to property reads on module objects; the loop reads locals only.
  const stride = CODE_STRIDE;
  const realStride = REAL_STRIDE;
  const intStride = INT_STRIDE;
  const cAge = C_AGE;
  const cPractice = C_PRACTICE;
  const cReligion = C_RELIGION_BA;
  const cIntercultural = C_INTERCULTURAL;
  const ageOutside = AGE_OUTSIDE;
  const threshold = THRESHOLD;
  const [p1, p2, p5, p6, p7, p8, p9, p10, p12] = CODED_POSITION;
  const [k1, k2, k5, k6, k7, k8, k9, k10, k12] = CODED_OFFSET;
  const {
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
  } = memberRows;

  const mr = m * realStride;
  const mi = m * intStride;
  const ageM = reals[mr + R_AGE];
  const minM = reals[mr + R_AGE_MIN];
  const maxM = reals[mr + R_AGE_MAX];
  const totalM = reals[mr + R_TOTAL];
  const wAgeM = reals[mr + R_AGE_WEIGHT];
  const wEduM = reals[mr + R_EDUCATION_WEIGHT];
  const ethM = ints[mi + I_ETHNICITY];
  const countryM = ints[mi + I_COUNTRY];
  const eduM = ints[mi + I_EDUCATION];
  const flagsM = ints[mi + I_FLAGS];
  const hasRangeM = (flagsM & FLAG_RANGE) !== 0;
  const flagRange = FLAG_RANGE;
  const ageSlots = AGE_SLOTS;
  const eduUnknownM = eduM === 0 ? 1 : 0;
  const eduDifferent = EDU_DIFFERENT;
  const ethnicityRow = ETHNICITY_ROW;
  const ageBit = 1 << F_AGE;

  const ageIntM = ints[mi + I_AGE];
  const minIntM = ints[mi + I_AGE_MIN];
  const maxIntM = ints[mi + I_AGE_MAX];
  const flagNoIntercultural = FLAG_NO_INTERCULTURAL;
  const flagRelocate = FLAG_RELOCATE;
  // The least score worth keeping: the low threshold, then, with opts.best, a running bar. Once
  // `best` kept scores lie above the bar, a candidate scoring at the bar or less cannot be among
  // the member's best, so the bar rises. A candidate is dropped before its own half of the score
  // when the member's half alone cannot reach the bar (satisfactionBA is at most 1), and before
  // its factor mask when the score does not. Scores are whole numbers from 0 to 100.
  let bar = Math.max(0, Math.ceil(opts.lowScore));
  let atOrAbove = 0;
  keptPerScore.fill(0);
  let leastWeightedAB = leastWeightedFor(bar, totalM);
  let count = 0;
  // Eligibility (both approved, each the gender the other looks for): the pool's list of slots.
  const slots = pool.slotsWith(want);
  const eligible = slots.length;
  for (let t = 0; t < eligible; t += 1) {
    const j = slots[t];
    // Every other hard filter as integer arithmetic folded into one value, zero when the pair
    // may be scored, so random candidates cost no mispredicted branches:
    const ji = j * intStride;
    const flagsJ = ints[ji + 3];
    const either = flagsM | flagsJ;
    const ageJInt = ints[ji + 4];
    const rejected =
      // each age inside the other's preferred range (a negative difference sets bit 31) ...
      (((ageJInt - minIntM) |
        (maxIntM - ageJInt) |
        (ageIntM - ints[ji + 5]) |
        (ints[ji + 6] - ageIntM)) >>>
        31) |
      // ... other ethnicities only when neither said no to intercultural marriage ...
      ((-(ints[ji] ^ ethM) >> 31) & either & flagNoIntercultural) |
      // ... other countries only when one is willing to relocate.
      ((-(ints[ji + 1] ^ countryM) >> 31) & ~either & flagRelocate);
    if (rejected !== 0 || j === m) continue;
    if (anyBlocked && blockStamp[j] === epoch) continue;

    const jr = j * realStride;
    const r = j * stride;
    const ageCode = codes[r + cAge];
    let ageMine: number;
    let ageTheirs: number;
    let ageBits: number;
    if (ageCode !== ageOutside) {
      const theirSlot = ageCode + (flagsJ & flagRange) * ageSlots;
      ageMine = ageSimAB[ageCode];
      ageTheirs = ageSimBA[theirSlot];
      ageBits = ageBitAB[ageCode] & ageBitBA[theirSlot];
    } else {
      // An age beyond the precomputed slots: the same arithmetic, done for this pair.
      const ageJ = reals[jr];
      ageMine = ageSimilarity(hasRangeM, minM, maxM, ageM, ageJ);
      ageTheirs = ageSimilarity(
        (flagsJ & flagRange) !== 0,
        reals[jr + 1],
        reals[jr + 2],
        ageJ,
        ageM,
      );
      ageBits = ageMine >= threshold && ageTheirs >= threshold ? ageBit : 0;
    }
    // Branch-free 0/1 flags on small non-negative integers: ((x ^ y) - 1) >>> 31 is x === y.
    const eduJ = ints[ji + 2];
    const known = 1 - (((eduJ - 1) >>> 31) | eduUnknownM);
    const eduCase = known * (eduDifferent + (((eduJ ^ eduM) - 1) >>> 31));
    const eduSim = educationSim[eduCase];
    const same = ((ints[ji] ^ ethM) - 1) >>> 31;
    // Both sums run in factor order, one term per factor, exactly as scorePair adds them.
    const weightedAB =
      rowAB[codes[r + cPractice]] +
      rowAB[k1 + codes[r + p1]] +
      rowAB[k2 + codes[r + p2]] +
      wAgeM * ageMine +
      wEduM * eduSim +
      rowAB[k5 + codes[r + p5]] +
      rowAB[k6 + codes[r + p6]] +
      rowAB[k7 + codes[r + p7]] +
      rowAB[k8 + codes[r + p8]] +
      rowAB[k9 + codes[r + p9]] +
      rowAB[k10 + codes[r + p10]] +
      ethnicityAB[same] +
      rowAB[k12 + codes[r + p12]];
    if (weightedAB < leastWeightedAB) continue;
    const weightedBA =
      rowBA[codes[r + cReligion]] +
      rowBA[k1 + codes[r + p1]] +
      rowBA[k2 + codes[r + p2]] +
      reals[jr + 4] * ageTheirs +
      reals[jr + 5] * eduSim +
      rowBA[k5 + codes[r + p5]] +
      rowBA[k6 + codes[r + p6]] +
      rowBA[k7 + codes[r + p7]] +
      rowBA[k8 + codes[r + p8]] +
      rowBA[k9 + codes[r + p9]] +
      rowBA[k10 + codes[r + p10]] +
      reals[jr + 7 - same] +
      rowBA[k12 + codes[r + p12]];
    const totalJ = reals[jr + 3];
    const satisfactionAB = totalM === 0 ? 0 : weightedAB / totalM;
    const satisfactionBA = totalJ === 0 ? 0 : weightedBA / totalJ;
    const score = Math.round(100 * Math.sqrt(satisfactionAB * satisfactionBA));
    if (!(score >= bar)) continue;

    const mask =
      rowMask[codes[r + cReligion]] |
      rowMask[k1 + codes[r + p1]] |
      rowMask[k2 + codes[r + p2]] |
      ageBits |
      educationBit[eduCase] |
      rowMask[k5 + codes[r + p5]] |
      rowMask[k6 + codes[r + p6]] |
      rowMask[k7 + codes[r + p7]] |
      rowMask[k8 + codes[r + p8]] |
      rowMask[k9 + codes[r + p9]] |
      rowMask[k10 + codes[r + p10]] |
      ethnicityBit[same * ethnicityRow + codes[r + cIntercultural]] |
      rowMask[k12 + codes[r + p12]];
    indices[count] = j;
    scores[count] = score;
    masks[count] = mask;
    count += 1;
    if (best > 0) {
      keptPerScore[score] += 1;
      atOrAbove += 1;
      if (atOrAbove - keptPerScore[bar] >= best) {
        do {
          atOrAbove -= keptPerScore[bar];
          bar += 1;
        } while (atOrAbove - keptPerScore[bar] >= best);
        leastWeightedAB = leastWeightedFor(bar, totalM);
      }
    }
  }
  out.count = count;
  return out;
};
