import type { JobsOptions } from 'bullmq';

/** Recompute jobs: one per dirty member, one per chunk of a full recompute. */
export const RECOMPUTE_QUEUE = 'matching-recompute';
/** Scheduled housekeeping (expiring match requests). */
export const MAINTENANCE_QUEUE = 'matching-maintenance';

export interface MatchingJobMap {
  'recompute-member': { userId: string };
  'recompute-chunk': { runId: string; chunkIndex: number };
  'expire-requests': Record<string, never>;
}
export type MatchingJobName = keyof MatchingJobMap;
export const matchingJobNames: readonly MatchingJobName[] = [
  'recompute-member',
  'recompute-chunk',
  'expire-requests',
];

/**
 * Stable job ids coalesce bursts: while a member's job waits, adding it again is a no-op.
 * (BullMQ refuses custom ids with a single ':', hence the dashes.)
 */
export const memberJobId = (userId: string): string => `member-${userId}`;
export const chunkJobId = (runId: string, chunkIndex: number): string =>
  `chunk-${runId}-${chunkIndex}`;

/** BullMQ adds its own ':' after the prefix, so 'mithaq:' becomes 'mithaq'. */
export const bullPrefixOf = (redisPrefix: string): string =>
  redisPrefix.replace(/:+$/, '') || 'mithaq';

/**
 * Finished jobs are removed at once so the same id can be added again for the next change; a
 * job that failed every attempt is removed too, and the dirty row brings it back at the sweep.
 */
export const recomputeJobOptions = (attempts: number): JobsOptions => ({
  attempts,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: true,
  removeOnFail: true,
});

export const isMemberJobData = (data: unknown): data is MatchingJobMap['recompute-member'] =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { userId?: unknown }).userId === 'string';

export const isChunkJobData = (data: unknown): data is MatchingJobMap['recompute-chunk'] =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { runId?: unknown }).runId === 'string' &&
  typeof (data as { chunkIndex?: unknown }).chunkIndex === 'number';
