import { z } from 'zod';
import { defineJobQueues, type JobMap, type JobOf } from '../jobs';

/** Background jobs of the matching service (run by its worker process). */
export const MatchingJobs = {
  /** Recomputes one member's matches; one job id per member coalesces bursts of changes. */
  'recompute-member': z.object({ userId: z.string().min(1) }),
  /** One chunk of a full recompute; the run's rows in the database say which chunks are done. */
  'recompute-chunk': z.object({
    runId: z.string().min(1),
    chunkIndex: z.number().int().min(0),
  }),
  /** Marks pending match requests past their expiry as expired (scheduled). */
  'expire-requests': z.object({}),
} satisfies JobMap;
export type MatchingJobs = typeof MatchingJobs;
export type MatchingJob = JobOf<MatchingJobs>;

export const MATCHING_RECOMPUTE_QUEUE = 'matching-recompute';
export const MATCHING_MAINTENANCE_QUEUE = 'matching-maintenance';

export const MatchingQueues = defineJobQueues(MatchingJobs, {
  recompute: { queue: MATCHING_RECOMPUTE_QUEUE, jobs: ['recompute-member', 'recompute-chunk'] },
  maintenance: { queue: MATCHING_MAINTENANCE_QUEUE, jobs: ['expire-requests'] },
});
