/**
 * The compiled scorer: candidates encoded once into typed-array columns (compilePool, kept up to
 * date with upsert/remove), then one member scored against the whole pool with table lookups
 * and no allocation per pair (scoreMember), ranked with topN and worded with explainMask.
 * Scores and factor masks equal scorePair's (see fast.spec.ts).
 */
export { explainMask } from './explain';
export { CandidatePool, compilePool } from './pool';
export { ScoreBuffer, scoreMember } from './score-member';
export type { ScoreOptions } from './score-member';
export { topN } from './top';
