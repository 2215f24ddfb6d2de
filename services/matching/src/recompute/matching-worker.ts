import type { Logger } from '@mithaq/logging';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { MatchingConfig } from '../config';
import {
  bullPrefixOf,
  isChunkJobData,
  isMemberJobData,
  MAINTENANCE_QUEUE,
  RECOMPUTE_QUEUE,
} from '../jobs/queues';
import { RecomputeQueue } from '../jobs/recompute-queue';
import { expirePendingRequests } from '../requests/expiry';
import { PoolHolder } from './pool-holder';
import { Recomputer, type RecomputeHooks } from './recomputer';

export interface MatchingWorkerOptions {
  dataSource: DataSource;
  config: MatchingConfig;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  /** Tests only. */
  hooks?: RecomputeHooks;
}

const EXPIRE_SCHEDULER_ID = 'expire-requests';

/**
 * The worker process's jobs: recompute-member and recompute-chunk on the recompute queue,
 * expire-requests on a schedule, and a sweep that hands dirty members and unfinished chunks to
 * the queue again when their job was lost (Redis flushed, crash between commit and enqueue).
 */
export class MatchingWorker {
  readonly recomputer: Recomputer;
  private readonly producer: RecomputeQueue;
  private readonly connections: Redis[] = [];
  private recomputeWorker: Worker | null = null;
  private maintenanceWorker: Worker | null = null;
  private maintenanceQueue: Queue | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(private readonly options: MatchingWorkerOptions) {
    const { dataSource, config, logger } = options;
    const pools = new PoolHolder(dataSource);
    this.recomputer = new Recomputer(
      dataSource,
      pools,
      config.MATCHES_PER_MEMBER,
      logger,
      options.hooks,
    );
    this.producer = new RecomputeQueue(
      {
        redisUrl: options.redisUrl,
        redisPrefix: options.redisPrefix,
        attempts: config.RECOMPUTE_ATTEMPTS,
      },
      logger,
    );
  }

  private connection(): Redis {
    // Workers block on Redis; BullMQ requires such connections to retry without limit.
    const connection = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (err) => this.options.logger.warn({ err }, 'worker: Redis error'));
    this.connections.push(connection);
    return connection;
  }

  async start(): Promise<void> {
    const { config, logger } = this.options;
    const prefix = bullPrefixOf(this.options.redisPrefix);
    const lock = {
      lockDuration: config.WORKER_LOCK_MS,
      stalledInterval: Math.max(250, Math.floor(config.WORKER_LOCK_MS / 2)),
      maxStalledCount: 3,
    };
    this.recomputeWorker = new Worker(RECOMPUTE_QUEUE, (job: Job) => this.processRecompute(job), {
      connection: this.connection(),
      prefix,
      concurrency: config.WORKER_CONCURRENCY,
      ...lock,
    });
    this.recomputeWorker.on('error', (err) => logger.warn({ err }, 'recompute worker error'));
    this.recomputeWorker.on('failed', (job, err) =>
      logger.warn({ err, job: job?.name, data: job?.data as unknown }, 'recompute job failed'),
    );
    this.recomputeWorker.on('completed', (job: Job) => {
      if (job.name === 'recompute-member' && isMemberJobData(job.data)) {
        void this.requeueIfStillDirty(job.data.userId);
      }
    });
    this.maintenanceQueue = new Queue(MAINTENANCE_QUEUE, { connection: this.connection(), prefix });
    this.maintenanceQueue.on('error', (err) => logger.warn({ err }, 'maintenance queue error'));
    this.maintenanceWorker = new Worker(
      MAINTENANCE_QUEUE,
      (job: Job) => this.processMaintenance(job),
      {
        connection: this.connection(),
        prefix,
        concurrency: 1,
        ...lock,
      },
    );
    this.maintenanceWorker.on('error', (err) => logger.warn({ err }, 'maintenance worker error'));
    await this.maintenanceQueue.upsertJobScheduler(
      EXPIRE_SCHEDULER_ID,
      { every: config.REQUEST_EXPIRY_SWEEP_MS },
      { name: 'expire-requests', data: {}, opts: { removeOnComplete: true, removeOnFail: true } },
    );
    // Once at start as well, so requests overdue while no worker ran expire without waiting.
    await this.maintenanceQueue.add(
      'expire-requests',
      {},
      { removeOnComplete: true, removeOnFail: true },
    );
    this.sweepTimer = setInterval(() => {
      if (!this.sweeping) {
        this.sweeping = this.sweep()
          .then(() => undefined)
          .catch((err: unknown) => logger.warn({ err }, 'dirty sweep failed'))
          .finally(() => {
            this.sweeping = null;
          });
      }
    }, config.DIRTY_SWEEP_MS);
    this.sweepTimer.unref();
  }

  private async processRecompute(job: Job): Promise<string> {
    switch (job.name) {
      case 'recompute-member': {
        if (!isMemberJobData(job.data)) {
          throw new UnrecoverableError('recompute-member job without a userId');
        }
        const orphaned = await this.recomputer.recomputeMember(job.data.userId);
        await this.producer.addMembers(orphaned);
        return 'done';
      }
      case 'recompute-chunk': {
        if (!isChunkJobData(job.data)) {
          throw new UnrecoverableError('recompute-chunk job without a run and chunk');
        }
        return this.recomputer.recomputeChunk(job.data.runId, job.data.chunkIndex);
      }
      default:
        throw new UnrecoverableError(`no processor for job ${job.name}`);
    }
  }

  private async processMaintenance(job: Job): Promise<number> {
    if (job.name !== 'expire-requests') {
      throw new UnrecoverableError(`no processor for job ${job.name}`);
    }
    const expired = await this.options.dataSource.transaction((m) =>
      expirePendingRequests(m, new Date()),
    );
    if (expired > 0) {
      this.options.logger.info({ expired }, 'pending match requests expired');
    }
    return expired;
  }

  /** A change that arrived while the member's job ran could not add a job with the same id. */
  private async requeueIfStillDirty(userId: string): Promise<void> {
    try {
      const rows: unknown[] = await this.options.dataSource.query(
        'SELECT 1 FROM dirty_members WHERE user_id = $1',
        [userId],
      );
      if (rows.length > 0) {
        await this.producer.addMembers([userId]);
      }
    } catch (err) {
      this.options.logger.warn({ err, userId }, 'could not check the dirty mark; the sweep will');
    }
  }

  /** Re-enqueues dirty members marked before the last sweep period and unfinished chunks. */
  async sweep(): Promise<{ members: number; chunks: number }> {
    const { dataSource, config } = this.options;
    const dirty: { user_id: string }[] = await dataSource.query(
      `SELECT user_id FROM dirty_members
        WHERE marked_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY marked_at LIMIT 5000`,
      [config.DIRTY_SWEEP_MS],
    );
    await this.producer.addMembers(dirty.map((row) => row.user_id));
    const chunks: { run_id: string; chunk_index: number }[] = await dataSource.query(
      `SELECT c.run_id, c.chunk_index FROM recompute_chunks c
         JOIN recompute_runs r ON r.id = c.run_id
        WHERE r.status = 'running' AND NOT c.done
          AND r.started_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [config.DIRTY_SWEEP_MS],
    );
    const byRun = new Map<string, number[]>();
    for (const chunk of chunks) {
      byRun.set(chunk.run_id, [...(byRun.get(chunk.run_id) ?? []), chunk.chunk_index]);
    }
    for (const [runId, indexes] of byRun) {
      await this.producer.addChunks(runId, indexes);
    }
    return { members: dirty.length, chunks: chunks.length };
  }

  async close(): Promise<void> {
    if (this.sweepTimer) {
      clearInterval(this.sweepTimer);
    }
    await this.sweeping;
    await this.recomputeWorker?.close();
    await this.maintenanceWorker?.close();
    await this.maintenanceQueue?.close();
    await this.producer.close();
    this.connections.forEach((connection) => connection.disconnect());
  }
}
