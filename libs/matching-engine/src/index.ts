export { ageOn } from './age';
export {
  DEFAULT_WEIGHTS,
  FACTORS,
  NEUTRAL_PRIORITY,
  PRIORITY_OF,
  effectiveWeight,
} from './factors';
export type { Factor } from './factors';
export { CandidatePool, ScoreBuffer, compilePool, explainMask, scoreMember, topN } from './fast';
export type { ScoreOptions } from './fast';
export { DEALBREAKERS, blockKey, hardFilterRejection, passesHardFilters } from './filters';
export type { Dealbreaker, FilterContext } from './filters';
export {
  DEFAULT_THRESHOLDS,
  EXPLANATION_THRESHOLD,
  levelOf,
  matchMember,
  scorePair,
} from './score';
export type { MatchOptions } from './score';
export { factorKeys } from './types';
export type {
  Candidate,
  FactorKey,
  Match,
  MatchLevel,
  PairScore,
  Thresholds,
  Weights,
} from './types';
