import { ageOn } from '../age';
import { FACTORS, effectiveWeight } from '../factors';
import type { Candidate, Weights } from '../types';
import {
  CODED_FACTORS,
  FACTOR_COUNT,
  F_AGE,
  F_EDUCATION,
  F_ETHNICITY,
  INTERCULTURAL,
  INTERCULTURAL_NO,
  LOOKING_LEVELS,
  OPENNESS,
  SAME_ETHNICITY,
  PRACTICE_LEVELS,
  PRACTICE_VALUES,
  checkWeights,
  codeOf,
  genderCode,
} from './tables';

/** Codes per member in `codes`, one row of CODE_STRIDE bytes each. */
export const CODE_STRIDE = 16;
/** codes[row + C_PRACTICE]: own practice level. */
export const C_PRACTICE = 0;
/** codes[row + C_RELIGION_BA]: (priority-1, lookingFor, practice) as one code below 80. */
export const C_RELIGION_BA = 1;
/** codes[row + C_CODED + k]: the answer code of CODED_FACTORS[k]. */
export const C_CODED = 2;
/** codes[row + C_AGE]: whole-year age when 0..AGE_SLOTS-1, else AGE_OUTSIDE. */
export const C_AGE = 2 + CODED_FACTORS.length;
export const C_INTERCULTURAL = C_AGE + 1;
export const AGE_SLOTS = 128;

/** reals[row + R_*]: whole-year age, preferred bounds (±Infinity when not given), total weight. */
export const REAL_STRIDE = 8;
export const R_AGE = 0;
export const R_AGE_MIN = 1;
export const R_AGE_MAX = 2;
export const R_TOTAL = 3;
/** Effective age and education weights, and the ethnicity weight × satisfaction (same, other). */
export const R_AGE_WEIGHT = 4;
export const R_EDUCATION_WEIGHT = 5;
export const R_SAME_ETHNICITY = 6;
export const R_OTHER_ETHNICITY = 7;

/**
 * ints[row + I_*]: interned ethnicity, country, lower-cased education (0 = unknown), flags,
 * whole-year age, preferred bounds (±AGE_UNBOUNDED when not given) and eligibility
 * (gender * 2 + lookingFor when both approvals hold, else -1), so the hard filters of a pair
 * read one 32-byte row and combine into one integer without branching.
 */
export const INT_STRIDE = 8;
export const I_ETHNICITY = 0;
export const I_COUNTRY = 1;
export const I_EDUCATION = 2;
export const I_FLAGS = 3;
export const I_AGE = 4;
export const I_AGE_MIN = 5;
export const I_AGE_MAX = 6;
export const I_ELIGIBILITY = 7;
/** Far beyond any age yet small enough that differences of ages stay 32-bit integers. */
export const AGE_UNBOUNDED = 1 << 29;
export const FLAG_RANGE = 1;
export const FLAG_NO_INTERCULTURAL = 2;
export const FLAG_RELOCATE = 4;
export const AGE_OUTSIDE = 255;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EMPTY_SLOTS = new Int32Array(0);

/** Interns strings as small integers; codes are never reused, so equality is exact. */
class Interner {
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(value, code);
    }
    return code;
  }
}

/**
 * The candidates of one scoring run held as typed-array columns, one slot per member. Slots are
 * dense (0..size-1); remove moves the last member into the freed slot, so slot numbers (and
 * ScoreBuffer indices) stay valid only until the next remove.
 */
export class CandidatePool {
  /** YYYY-MM-DD the ages were computed on; recompile when the day changes. */
  readonly today: string;
  /** The admin weights compiled in; recompile when they change. */
  readonly weights: Readonly<Weights>;
  private count = 0;
  private capacity = 0;
  private ids: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly ethnicities = new Interner();
  private readonly countries = new Interner();
  private readonly educations = new Interner();
  /** Bumped by remove, which is the only change that moves members between slots. */
  layoutVersion = 0;
  /**
   * The slots of each eligibility value (ints[I_ELIGIBILITY], 0..3), ascending; built when first
   * asked for after a change that adds, moves or re-classes a member (null until then).
   */
  private slotsByEligibility: Int32Array[] | null = null;

  // Columns, packed per member so scoring one pair touches few cache lines; see scoreMember.
  /** Answer codes, CODE_STRIDE per member (C_* positions). */
  codes = new Uint8Array(0);
  /** Numbers, REAL_STRIDE per member (R_* positions). */
  reals = new Float64Array(0);
  /** Interned strings, flags, whole-year ages and eligibility, INT_STRIDE per member (I_*). */
  ints = new Int32Array(0);
  /** Effective (priority-scaled) weight per factor, FACTOR_COUNT per member. */
  factorWeight = new Float64Array(0);
  /** Scratch for scoreMember: slot is blocked for the current call when it equals blockEpoch. */
  blockStamp = new Uint32Array(0);
  blockEpoch = 0;

  constructor(weights: Weights, today: string) {
    checkWeights(weights);
    if (!DATE.test(today) || Number.isNaN(ageOn('2000-01-01', today))) {
      throw new Error(`today must be a YYYY-MM-DD date, got ${JSON.stringify(today)}`);
    }
    this.weights = { ...weights };
    this.today = today;
  }

  get size(): number {
    return this.count;
  }

  userIdAt(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) {
      throw new RangeError(`No candidate at index ${index} (pool size ${this.count})`);
    }
    return this.ids[index];
  }

  indexOf(userId: string): number {
    return this.slotOf.get(userId) ?? -1;
  }

  /**
   * The slots of the members whose eligibility value is `eligibility` (gender * 2 + lookingFor,
   * both approvals held), in ascending order; empty for any other value.
   */
  slotsWith(eligibility: number): Int32Array {
    if (this.slotsByEligibility === null) {
      const counts = [0, 0, 0, 0];
      for (let slot = 0; slot < this.count; slot += 1) {
        const value = this.ints[slot * INT_STRIDE + I_ELIGIBILITY];
        if (value >= 0) counts[value] += 1;
      }
      const lists = counts.map((n) => new Int32Array(n));
      const filled = [0, 0, 0, 0];
      for (let slot = 0; slot < this.count; slot += 1) {
        const value = this.ints[slot * INT_STRIDE + I_ELIGIBILITY];
        if (value >= 0) {
          lists[value][filled[value]] = slot;
          filled[value] += 1;
        }
      }
      this.slotsByEligibility = lists;
    }
    return this.slotsByEligibility[eligibility] ?? EMPTY_SLOTS;
  }

  /** Adds the candidate or replaces the one with the same userId. Invalid input changes nothing. */
  upsert(candidate: Candidate): void {
    const row = this.encode(candidate);
    let slot = this.slotOf.get(candidate.userId);
    if (
      slot === undefined ||
      this.ints[slot * INT_STRIDE + I_ELIGIBILITY] !== row.ints[I_ELIGIBILITY]
    ) {
      this.slotsByEligibility = null;
    }
    if (slot === undefined) {
      if (this.count === this.capacity) this.grow(Math.max(64, this.capacity * 2));
      slot = this.count;
      this.count += 1;
      this.ids[slot] = candidate.userId;
      this.slotOf.set(candidate.userId, slot);
    }
    this.write(slot, row);
  }

  /** Removes the candidate if present (a no-op otherwise, so replayed deletions are harmless). */
  remove(userId: string): void {
    const slot = this.slotOf.get(userId);
    if (slot === undefined) return;
    const last = this.count - 1;
    if (slot !== last) this.move(last, slot);
    this.slotOf.delete(userId);
    this.ids.length = last;
    this.count = last;
    this.layoutVersion += 1;
    this.slotsByEligibility = null;
  }

  private grow(capacity: number): void {
    const widen = <T extends Int8Array | Uint8Array | Int32Array | Uint32Array | Float64Array>(
      old: T,
      make: (n: number) => T,
      per = 1,
    ): T => {
      const next = make(capacity * per);
      next.set(old);
      return next;
    };
    this.codes = widen(this.codes, (n) => new Uint8Array(n), CODE_STRIDE);
    this.reals = widen(this.reals, (n) => new Float64Array(n), REAL_STRIDE);
    this.ints = widen(this.ints, (n) => new Int32Array(n), INT_STRIDE);
    this.factorWeight = widen(this.factorWeight, (n) => new Float64Array(n), FACTOR_COUNT);
    this.blockStamp = widen(this.blockStamp, (n) => new Uint32Array(n));
    this.capacity = capacity;
  }

  private move(from: number, to: number): void {
    const id = this.ids[from];
    this.ids[to] = id;
    this.slotOf.set(id, to);
    const copy = (column: Uint8Array | Int32Array | Float64Array, stride: number): void => {
      column.copyWithin(to * stride, from * stride, (from + 1) * stride);
    };
    copy(this.codes, CODE_STRIDE);
    copy(this.reals, REAL_STRIDE);
    copy(this.ints, INT_STRIDE);
    copy(this.factorWeight, FACTOR_COUNT);
  }

  /** Every check and conversion happens here, before any column is touched. */
  private encode(c: Candidate): EncodedRow {
    const id = c.userId;
    if (typeof id !== 'string' || id.length === 0) {
      throw new Error('Candidate userId must be a non-empty string');
    }
    if (typeof c.dateOfBirth !== 'string' || !DATE.test(c.dateOfBirth)) {
      throw new Error(`Candidate ${id}: dateOfBirth must be YYYY-MM-DD`);
    }
    const a = c.answers;
    const codes = new Uint8Array(CODE_STRIDE);
    const practice = codeOf(PRACTICE_VALUES, a.practiceLevel, id, 'practiceLevel');
    const looking = codeOf(
      LOOKING_LEVELS,
      a.lookingForPracticeLevel,
      id,
      'lookingForPracticeLevel',
    );
    const priority = a.priorityReligiousness;
    if (!Number.isInteger(priority) || priority < 1 || priority > 5) {
      throw new Error(`Candidate ${id}: priorityReligiousness must be a whole number from 1 to 5`);
    }
    codes[C_PRACTICE] = practice;
    codes[C_RELIGION_BA] =
      ((priority - 1) * LOOKING_LEVELS.length + looking) * PRACTICE_LEVELS + practice;
    CODED_FACTORS.forEach((coded, k) => {
      codes[C_CODED + k] = codeOf(coded.values, a[coded.field], id, coded.field);
    });
    const age = ageOn(c.dateOfBirth, this.today);
    codes[C_AGE] = Number.isInteger(age) && age >= 0 && age < AGE_SLOTS ? age : AGE_OUTSIDE;
    const intercultural = codeOf(
      INTERCULTURAL,
      a.interculturalMarriage,
      id,
      'interculturalMarriage',
    );
    codes[C_INTERCULTURAL] = intercultural;
    const gender = genderCode(c.gender, id, 'gender');
    const lookingFor = genderCode(c.lookingFor, id, 'lookingFor');
    const factorWeight = new Float64Array(FACTOR_COUNT);
    let total = 0;
    FACTORS.forEach((factor, i) => {
      const w = effectiveWeight(this.weights, factor.key, c);
      if (!Number.isFinite(w)) {
        throw new Error(`Candidate ${id}: the priority for ${factor.key} must be a number`);
      }
      factorWeight[i] = w;
      total += w;
    });
    const { preferredAgeMin: min, preferredAgeMax: max } = a;
    const wholeAge = (value: unknown, field: string): void => {
      if (value === null || value === undefined) return;
      if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 1000) {
        throw new Error(`Candidate ${id}: ${field} must be a whole number of years or null`);
      }
    };
    wholeAge(min, 'preferredAgeMin');
    wholeAge(max, 'preferredAgeMax');
    if (!Number.isInteger(age) || Math.abs(age) > 1000) {
      throw new Error(`Candidate ${id}: dateOfBirth gives no usable age on ${this.today}`);
    }
    const reals = new Float64Array(REAL_STRIDE);
    reals[R_AGE] = age;
    reals[R_AGE_MIN] = typeof min === 'number' ? min : -Infinity;
    reals[R_AGE_MAX] = typeof max === 'number' ? max : Infinity;
    reals[R_TOTAL] = total;
    reals[R_AGE_WEIGHT] = factorWeight[F_AGE];
    reals[R_EDUCATION_WEIGHT] = factorWeight[F_EDUCATION];
    reals[R_SAME_ETHNICITY] = factorWeight[F_ETHNICITY] * SAME_ETHNICITY;
    reals[R_OTHER_ETHNICITY] = factorWeight[F_ETHNICITY] * OPENNESS[intercultural];
    const ints = new Int32Array(INT_STRIDE);
    ints[I_ETHNICITY] = this.ethnicities.code(String(c.ethnicity));
    ints[I_COUNTRY] = this.countries.code(String(c.countryOfResidence));
    ints[I_EDUCATION] =
      c.educationLevel === null ? 0 : this.educations.code(c.educationLevel.toLowerCase());
    ints[I_FLAGS] =
      (typeof min === 'number' || typeof max === 'number' ? FLAG_RANGE : 0) |
      (intercultural === INTERCULTURAL_NO ? FLAG_NO_INTERCULTURAL : 0) |
      (a.relocateWilling ? FLAG_RELOCATE : 0);
    ints[I_AGE] = age;
    ints[I_AGE_MIN] = typeof min === 'number' ? min : -AGE_UNBOUNDED;
    ints[I_AGE_MAX] = typeof max === 'number' ? max : AGE_UNBOUNDED;
    ints[I_ELIGIBILITY] = c.isApproved && c.questionnaireApproved ? gender * 2 + lookingFor : -1;
    return {
      codes,
      reals,
      ints,
      factorWeight,
    };
  }

  private write(slot: number, row: EncodedRow): void {
    this.codes.set(row.codes, slot * CODE_STRIDE);
    this.reals.set(row.reals, slot * REAL_STRIDE);
    this.ints.set(row.ints, slot * INT_STRIDE);
    this.factorWeight.set(row.factorWeight, slot * FACTOR_COUNT);
  }
}

type EncodedRow = {
  codes: Uint8Array;
  reals: Float64Array;
  ints: Int32Array;
  factorWeight: Float64Array;
};

/** Compiles candidates (weights and today fixed for the pool's life) into a CandidatePool. */
export const compilePool = (
  candidates: readonly Candidate[],
  weights: Weights,
  today: string,
): CandidatePool => {
  const pool = new CandidatePool(weights, today);
  for (const candidate of candidates) pool.upsert(candidate);
  return pool;
};
