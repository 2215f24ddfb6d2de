import { FACTORS } from '../factors';
import type { Candidate, Weights } from '../types';

const ALL_FACTORS = (1 << FACTORS.length) - 1;

/**
 * The reasons of a factor mask as scorePair words them: highest admin weight first, the factor
 * key breaking ties, each worded for the pair (a, b) (the wording is symmetric).
 */
export const explainMask = (
  a: Candidate,
  b: Candidate,
  mask: number,
  weights: Weights,
): string[] => {
  if (!Number.isInteger(mask) || mask < 0 || (mask & ~ALL_FACTORS) !== 0) {
    throw new RangeError(`Factor mask ${mask} has bits outside the ${FACTORS.length} factors`);
  }
  return FACTORS.map((factor, i) => ({ factor, i }))
    .filter(({ i }) => (mask & (1 << i)) !== 0)
    .sort(
      (x, y) =>
        weights[y.factor.key] - weights[x.factor.key] || x.factor.key.localeCompare(y.factor.key),
    )
    .map(({ factor }) => factor.explain(a, b));
};
