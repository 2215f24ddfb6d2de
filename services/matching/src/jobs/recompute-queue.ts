import { MatchingQueues } from '@mithaq/contracts';
import {
  createJobProducer,
  jobId,
  type JobConnection,
  type JobDefaults,
  type JobProducer,
} from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';

export type RecomputeJobs = (typeof MatchingQueues.recompute)['jobs'];

/** Stable ids coalesce bursts: while a member's job waits, adding it again is a no-op. */
export const memberJobId = (userId: string): string => jobId('member', userId);
export const chunkJobId = (runId: string, chunkIndex: number): string =>
  jobId('chunk', runId, chunkIndex);

/**
 * A full recompute's chunk jobs carry a priority, member jobs none: BullMQ takes waiting jobs
 * without one first, so a member's change made during a full recompute is computed within a
 * chunk's time instead of after every chunk queued before it.
 */
export const CHUNK_JOB_PRIORITY = 10;

/**
 * Finished jobs are removed at once so the same id can be added again for the next change; a
 * job that failed every attempt is removed too, and the dirty row brings it back at the sweep.
 */
export const recomputeJobDefaults = (attempts: number): Partial<JobDefaults> => ({
  attempts,
  backoffMs: 500,
  removeOnComplete: true,
  removeOnFail: true,
});

/**
 * The producer side of the recompute queue. Adds never throw for Redis: the database row (dirty
 * member, unfinished chunk) is the source of truth and the sweep hands it over again.
 */
export class RecomputeQueue {
  constructor(readonly producer: JobProducer<RecomputeJobs>) {}

  /** The queue on BullMQ, with `attempts` tries per job. */
  static connect(connection: JobConnection & { attempts: number }, logger: Logger): RecomputeQueue {
    return new RecomputeQueue(
      createJobProducer(MatchingQueues.recompute, {
        connection,
        logger,
        defaults: recomputeJobDefaults(connection.attempts),
      }),
    );
  }

  addMembers(userIds: readonly string[]): Promise<boolean> {
    return this.producer.enqueueMany(userIds.map(memberJob));
  }

  addChunks(runId: string, chunkIndexes: readonly number[]): Promise<boolean> {
    return this.producer.enqueueMany(
      chunkIndexes.map((chunkIndex) => ({
        name: 'recompute-chunk' as const,
        data: { runId, chunkIndex },
        jobId: chunkJobId(runId, chunkIndex),
        priority: CHUNK_JOB_PRIORITY,
      })),
    );
  }

  close(): Promise<void> {
    return this.producer.close();
  }
}

export const memberJob = (userId: string) => ({
  name: 'recompute-member' as const,
  data: { userId },
  jobId: memberJobId(userId),
});
