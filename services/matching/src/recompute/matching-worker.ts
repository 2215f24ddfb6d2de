import { MatchingQueues } from '@mithaq/contracts';
import {
  createJobProducer,
  startJobWorker,
  Sweeper,
  type JobConnection,
  type JobProducer,
  type JobWorker,
} from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import type { DataSource } from 'typeorm';
import { CandidatesRepository } from '../candidates/candidates.repository';
import type { MatchingConfig } from '../config';
import { RecomputeQueue } from '../jobs/recompute-queue';
import { MatchRequestsRepository } from '../match-requests/match-requests.repository';
import { RunsRepository } from '../runs/runs.repository';
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
/** Dirty members handed over per sweep. */
const SWEEP_BATCH = 5000;

type MaintenanceJobs = (typeof MatchingQueues.maintenance)['jobs'];

/**
 * The worker process's jobs: recompute-member and recompute-chunk on the recompute queue,
 * expire-requests on a schedule, and a sweep that hands dirty members and unfinished chunks to
 * the queue again when their job was lost (Redis flushed, crash between commit and enqueue).
 */
export class MatchingWorker {
  readonly recomputer: Recomputer;
  private readonly connection: JobConnection;
  private readonly producer: RecomputeQueue;
  private readonly sweeper: Sweeper<{ members: number; chunks: number }>;
  private readonly candidates: CandidatesRepository;
  private readonly runs: RunsRepository;
  private readonly requests: MatchRequestsRepository;
  private readonly workers: JobWorker[] = [];
  private maintenance: JobProducer<MaintenanceJobs> | null = null;

  constructor(private readonly options: MatchingWorkerOptions) {
    const { dataSource, config, logger } = options;
    this.connection = { redisUrl: options.redisUrl, redisPrefix: options.redisPrefix };
    this.candidates = new CandidatesRepository(dataSource);
    this.runs = new RunsRepository(dataSource);
    this.requests = new MatchRequestsRepository(dataSource);
    this.recomputer = new Recomputer(
      dataSource,
      new PoolHolder(dataSource),
      config.MATCHES_PER_MEMBER,
      logger,
      options.hooks,
    );
    this.producer = RecomputeQueue.connect(
      { ...this.connection, attempts: config.RECOMPUTE_ATTEMPTS },
      logger,
    );
    this.sweeper = new Sweeper({
      name: 'dirty sweep',
      everyMs: config.DIRTY_SWEEP_MS,
      logger,
      sweep: () => this.handOverLostWork(),
    });
  }

  async start(): Promise<void> {
    const { config, logger } = this.options;
    // The pool before the first job: a job taken first would wait for it (a new worker joining a
    // full recompute would hold its first chunk that long while the others' chunks go on).
    await this.recomputer.warm().catch((err: unknown) => {
      logger.warn({ err }, 'candidate pool not built at start; the first job builds it');
    });
    const common = { connection: this.connection, logger, lockDurationMs: config.WORKER_LOCK_MS };
    this.workers.push(
      startJobWorker(
        MatchingQueues.recompute,
        {
          'recompute-member': async ({ userId }) => {
            const orphaned = await this.recomputer.recomputeMember(userId);
            await this.producer.addMembers(orphaned);
          },
          'recompute-chunk': async ({ runId, chunkIndex }) => {
            await this.recomputer.recomputeChunk(runId, chunkIndex);
          },
        },
        {
          ...common,
          concurrency: config.WORKER_CONCURRENCY,
          onCompleted: (job) =>
            job.name === 'recompute-member' ? this.requeueIfStillDirty(job.data.userId) : undefined,
        },
      ),
      startJobWorker(
        MatchingQueues.maintenance,
        { 'expire-requests': () => this.expireRequests() },
        { ...common, concurrency: 1 },
      ),
    );
    this.maintenance = createJobProducer(MatchingQueues.maintenance, {
      connection: this.connection,
      logger,
      defaults: { attempts: 1, removeOnComplete: true, removeOnFail: true },
    });
    await this.maintenance.schedule(
      EXPIRE_SCHEDULER_ID,
      'expire-requests',
      {},
      config.REQUEST_EXPIRY_SWEEP_MS,
    );
    // Once at start as well, so requests overdue while no worker ran expire without waiting.
    await this.maintenance.enqueue('expire-requests', {});
    this.sweeper.start();
  }

  private async expireRequests(): Promise<void> {
    const expired = await this.requests.expirePending(new Date());
    if (expired > 0) {
      this.options.logger.info({ expired }, 'pending match requests expired');
    }
  }

  /** A change that arrived while the member's job ran could not add a job with the same id. */
  private async requeueIfStillDirty(userId: string): Promise<void> {
    try {
      if (await this.candidates.isDirty(userId)) {
        await this.producer.addMembers([userId]);
      }
    } catch (err) {
      this.options.logger.warn({ err, userId }, 'could not check the dirty mark; the sweep will');
    }
  }

  /** Re-enqueues dirty members marked before the last sweep period and unfinished chunks. */
  sweep(): Promise<{ members: number; chunks: number }> {
    return this.sweeper.run();
  }

  private async handOverLostWork(): Promise<{ members: number; chunks: number }> {
    const ageMs = this.options.config.DIRTY_SWEEP_MS;
    const dirty = await this.candidates.dirtyOlderThan(ageMs, SWEEP_BATCH);
    await this.producer.addMembers(dirty);
    const chunks = await this.runs.unfinishedChunks(ageMs);
    const byRun = new Map<string, number[]>();
    for (const { runId, chunkIndex } of chunks) {
      byRun.set(runId, [...(byRun.get(runId) ?? []), chunkIndex]);
    }
    for (const [runId, indexes] of byRun) {
      await this.producer.addChunks(runId, indexes);
    }
    return { members: dirty.length, chunks: chunks.length };
  }

  async close(): Promise<void> {
    await this.sweeper.stop();
    for (const worker of this.workers.splice(0)) {
      await worker.close();
    }
    await this.maintenance?.close();
    await this.producer.close();
  }
}
