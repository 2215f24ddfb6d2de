import type { Candidate, Weights } from '@mithaq/matching-engine';
import { FastScoringPool } from './fast-pool';
import type { ScoringPool } from './scoring-pool';

/** The pool the workers use: the engine's compiled scorer. */
export const createScoringPool = (
  weights: Weights,
  today: string,
  candidates: readonly Candidate[],
): ScoringPool => new FastScoringPool(weights, today, candidates);
