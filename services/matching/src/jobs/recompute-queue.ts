import type { Logger } from '@mithaq/logging';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  bullPrefixOf,
  chunkJobId,
  memberJobId,
  RECOMPUTE_QUEUE,
  recomputeJobOptions,
} from './queues';

export interface QueueConnection {
  redisUrl: string;
  redisPrefix: string;
  attempts: number;
}

/** An enqueue Redis does not confirm in this time is given up; the dirty sweep retries it. */
const ENQUEUE_TIMEOUT_MS = 3000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * The producer side of the recompute queue. Adds never throw: the database row (dirty member,
 * unfinished chunk) is the source of truth and the sweep hands it over again if Redis was away.
 */
export class RecomputeQueue {
  private readonly connection: Redis;
  readonly queue: Queue;

  constructor(
    private readonly options: QueueConnection,
    private readonly logger: Logger,
  ) {
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    this.connection.on('error', (err) => logger.warn({ err }, 'recompute queue: Redis error'));
    this.queue = new Queue(RECOMPUTE_QUEUE, {
      connection: this.connection,
      prefix: bullPrefixOf(options.redisPrefix),
    });
    this.queue.on('error', (err) => logger.warn({ err }, 'recompute queue error'));
  }

  async addMembers(userIds: readonly string[]): Promise<boolean> {
    if (userIds.length === 0) {
      return true;
    }
    const opts = recomputeJobOptions(this.options.attempts);
    return this.addBulk(
      [...new Set(userIds)].map((userId) => ({
        name: 'recompute-member',
        data: { userId },
        opts: { ...opts, jobId: memberJobId(userId) },
      })),
    );
  }

  async addChunks(runId: string, chunkIndexes: readonly number[]): Promise<boolean> {
    const opts = recomputeJobOptions(this.options.attempts);
    return this.addBulk(
      chunkIndexes.map((chunkIndex) => ({
        name: 'recompute-chunk',
        data: { runId, chunkIndex },
        opts: { ...opts, jobId: chunkJobId(runId, chunkIndex) },
      })),
    );
  }

  private async addBulk(jobs: Parameters<Queue['addBulk']>[0]): Promise<boolean> {
    try {
      await withTimeout(this.queue.addBulk(jobs), ENQUEUE_TIMEOUT_MS);
      return true;
    } catch (err) {
      this.logger.warn({ err, jobs: jobs.length }, 'could not enqueue; the sweep will retry');
      return false;
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
