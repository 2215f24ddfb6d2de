import type { Candidate, Weights } from '@mithaq/matching-engine';

/** One partner of a member as scored by the engine. */
export interface ScoredPartner {
  userId: string;
  score: number;
  /** Bit i set when both sides are satisfied on factor i (matchFactorKeys order). */
  mask: number;
}

/** The N-th best partner of a member: a partner ranking at or above it is in the member's top N. */
export interface Cutoff {
  score: number;
  userId: string;
}

/** Whether a member scoring `score` with a partner falls within that partner's top list. */
export const withinCutoff = (score: number, memberId: string, cutoff: Cutoff | null): boolean =>
  cutoff === null || score > cutoff.score || (score === cutoff.score && memberId <= cutoff.userId);

/** The cutoff of a ranked list, or null when it has fewer than `n` entries (every match is in). */
export const cutoffOf = (rankedList: readonly ScoredPartner[], n: number): Cutoff | null => {
  const last = rankedList[n - 1];
  return rankedList.length >= n && last ? { score: last.score, userId: last.userId } : null;
};

/**
 * A partner's cutoff as last stored: null when every match is within their top list, undefined
 * when they were never computed (nothing beyond the member's own top list is kept for them).
 */
export type CutoffLookup = (partnerId: string) => Cutoff | null | undefined;

/** What a member's recompute keeps, with the member's own cutoff. */
export interface KeptPartners {
  kept: ScoredPartner[];
  cutoff: Cutoff | null;
}

/**
 * A member's best partners by their positions in the pool, best first: the first `count`
 * entries of each array. Read it before the pool's next call, which reuses the arrays.
 */
export interface RankedTop {
  count: number;
  positions: Int32Array;
  scores: Uint8Array;
  masks: Uint32Array;
}

/**
 * The candidates a worker scores against, kept in memory and updated one member at a time.
 * Weights and "today" are fixed per pool: a change of either builds a new pool. `blocked` holds
 * the member's blocks (blockKey of the two ids, either direction): those partners are left out.
 */
export interface ScoringPool {
  readonly weights: Readonly<Weights>;
  readonly today: string;
  readonly size: number;
  has(userId: string): boolean;
  /**
   * Where the member sits in the pool (0 to size - 1), -1 when absent. A remove moves others, so
   * a position holds only until the pool next changes.
   */
  positionOf(userId: string): number;
  userIdAt(position: number): string;
  upsert(candidate: Candidate): void;
  remove(userId: string): void;
  /** Every pool member passing the hard filters with the member and scoring at least `low`. */
  scoreMember(userId: string, low: number, blocked?: ReadonlySet<string>): ScoredPartner[];
  /** The member's best `n` of those, ranked. */
  topPartners(
    userId: string,
    low: number,
    n: number,
    blocked?: ReadonlySet<string>,
  ): ScoredPartner[];
  /** topPartners of the member at `position`, without an object per partner. */
  rankedTop(position: number, low: number, n: number, blocked?: ReadonlySet<string>): RankedTop;
  /**
   * The member's top `n` plus every partner whose own top list (per `cutoffOf`) would include
   * the member, and the member's own cutoff (null under `n` matches).
   */
  keptPartners(
    userId: string,
    low: number,
    n: number,
    cutoffOf: CutoffLookup,
    blocked?: ReadonlySet<string>,
  ): KeptPartners;
}

/** Best first; equal scores by userId so every worker orders the same way. */
export const byRank = (x: ScoredPartner, y: ScoredPartner): number =>
  y.score - x.score || (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : 0);
