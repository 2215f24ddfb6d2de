import { FACTORS, effectiveWeight } from './factors';
import { passesHardFilters } from './filters';
import type { Candidate, Match, MatchLevel, PairScore, Thresholds, Weights } from './types';

export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = { high: 75, medium: 50, low: 30 };

/** A factor counts as shared when both sides are at least this satisfied with it. */
export const EXPLANATION_THRESHOLD = 0.75;

/** Weighted mean of `self`'s per-factor satisfaction with `other`, using `self`'s priorities. */
const satisfaction = (
  self: Candidate,
  other: Candidate,
  weights: Weights,
  today: string,
  similarities: number[],
): number => {
  let total = 0;
  let weighted = 0;
  FACTORS.forEach((factor, i) => {
    const w = effectiveWeight(weights, factor.key, self);
    const s = factor.similarity(self, other, today);
    similarities[i] = s;
    total += w;
    weighted += w * s;
  });
  // All-zero weights carry no preference to satisfy; treat as no satisfaction, not NaN.
  return total === 0 ? 0 : weighted / total;
};

/**
 * Reciprocal score of a pair. The geometric mean means a pair where only one side is happy
 * scores low; the result is symmetric because swapping a and b swaps the two factors of the
 * product. Hard filters are not applied here (see matchMember).
 */
export const scorePair = (
  a: Candidate,
  b: Candidate,
  weights: Weights,
  today: string,
): PairScore => {
  const simAB: number[] = [];
  const simBA: number[] = [];
  const satisfactionAB = satisfaction(a, b, weights, today, simAB);
  const satisfactionBA = satisfaction(b, a, weights, today, simBA);
  const score = Math.round(100 * Math.sqrt(satisfactionAB * satisfactionBA));
  // Ordered by admin weight so the strongest reasons come first; the key breaks ties so the
  // order never depends on which member is a or b.
  const factors = FACTORS.map((factor, i) => ({ factor, i }))
    .filter(
      ({ i }) =>
        (simAB[i] ?? 0) >= EXPLANATION_THRESHOLD && (simBA[i] ?? 0) >= EXPLANATION_THRESHOLD,
    )
    .sort(
      (x, y) =>
        weights[y.factor.key] - weights[x.factor.key] || x.factor.key.localeCompare(y.factor.key),
    )
    .map(({ factor }) => factor.explain(a, b));
  return { score, satisfactionAB, satisfactionBA, factors };
};

/** The match level of a score; null below `low` means the pair is not shown as a match. */
export const levelOf = (score: number, thresholds: Thresholds): MatchLevel | null => {
  if (score >= thresholds.high) return 'high';
  if (score >= thresholds.medium) return 'medium';
  if (score >= thresholds.low) return 'low';
  return null;
};

export type MatchOptions = {
  weights: Weights;
  thresholds: Thresholds;
  /** YYYY-MM-DD. */
  today: string;
  blocked: ReadonlySet<string>;
};

/**
 * Every candidate that passes the hard filters and scores at least the low threshold, best
 * first; equal scores are ordered by userId so repeated runs give the same list.
 */
export const matchMember = (
  member: Candidate,
  candidates: readonly Candidate[],
  options: MatchOptions,
): Match[] => {
  const ctx = { blocked: options.blocked, today: options.today };
  const matches: Match[] = [];
  for (const candidate of candidates) {
    if (!passesHardFilters(member, candidate, ctx)) continue;
    const pair = scorePair(member, candidate, options.weights, options.today);
    const level = levelOf(pair.score, options.thresholds);
    if (level === null) continue;
    matches.push({ ...pair, userId: candidate.userId, level });
  }
  return matches.sort(
    (x, y) => y.score - x.score || (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : 0),
  );
};
