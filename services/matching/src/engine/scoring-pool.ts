import type { Candidate, Weights } from '@mithaq/matching-engine';

/** One partner of a member as scored by the engine. */
export interface ScoredPartner {
  userId: string;
  score: number;
  /** Bit i set when both sides are satisfied on factor i (matchFactorKeys order). */
  mask: number;
}

/**
 * The candidates a worker scores against, kept in memory and updated one member at a time.
 * Weights and "today" are fixed per pool: a change of either builds a new pool.
 */
export interface ScoringPool {
  readonly weights: Readonly<Weights>;
  readonly today: string;
  readonly size: number;
  has(userId: string): boolean;
  upsert(candidate: Candidate): void;
  remove(userId: string): void;
  /** Every pool member passing the hard filters with the member and scoring at least `low`. */
  scoreMember(userId: string, low: number): ScoredPartner[];
  /** The member's best `n` of those, ranked, and how many there are in all. */
  topPartners(userId: string, low: number, n: number): { top: ScoredPartner[]; count: number };
}

/** Best first; equal scores by userId so every worker orders the same way. */
export const byRank = (x: ScoredPartner, y: ScoredPartner): number =>
  y.score - x.score || (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : 0);
