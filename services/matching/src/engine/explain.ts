import { explainMask, type Candidate, type Weights } from '@mithaq/matching-engine';

/** The shared factors of a pair as text, highest admin weight first (as scorePair words them). */
export const explainFactors = (
  a: Candidate,
  b: Candidate,
  mask: number,
  weights: Weights,
): string[] => explainMask(a, b, mask, weights);
