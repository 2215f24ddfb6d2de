import type { JobInput, JobMap, JobName, JobQueueDef } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { Queue, type JobsOptions, type KeepJobs } from 'bullmq';
import { bullPrefix, openJobRedis, type JobConnection } from './connection';
import { assertJobId } from './job-id';

/** Retries and retention of the jobs a producer adds. */
export interface JobDefaults {
  attempts: number;
  /** First retry delay; each further retry doubles it. */
  backoffMs: number;
  removeOnComplete: boolean | KeepJobs;
  removeOnFail: boolean | KeepJobs;
}

export const DEFAULT_JOB_DEFAULTS: JobDefaults = {
  attempts: 5,
  backoffMs: 1000,
  removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

/** An enqueue that Redis does not confirm in this time is given up; a sweep hands it over again. */
export const DEFAULT_ENQUEUE_TIMEOUT_MS = 3000;

export interface JobProducerOptions {
  connection: JobConnection;
  logger: Logger;
  defaults?: Partial<JobDefaults>;
  enqueueTimeoutMs?: number;
}

export interface EnqueueOptions {
  /** A stable id (see `jobId`): while that job waits or runs, adding it again is a no-op. */
  jobId?: string;
}

/** One job to add: `{ name, data, jobId? }`, discriminated by name. */
export type EnqueueRequest<M extends JobMap> = {
  [K in JobName<M>]: {
    name: K;
    data: JobInput<M, K>;
    jobId?: string;
    /**
     * BullMQ's priority, 1 (first) and up: waiting jobs without one are taken before any job with
     * one, so bulk work given a priority lets single jobs added later go ahead of it.
     */
    priority?: number;
  };
}[JobName<M>];

/** The part of a BullMQ queue a producer uses. */
export type BullQueue = Pick<Queue, 'addBulk' | 'upsertJobScheduler' | 'close'>;

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
 * The producer side of one queue. Data is checked against the job's schema before it is added
 * (a bad job is a bug: it throws). An add that Redis refuses or does not confirm in time resolves
 * to false and is logged: the database row behind the job stays the source of truth and the
 * service's sweeper hands it over again.
 */
export class JobProducer<M extends JobMap> {
  private readonly defaults: JobDefaults;
  private readonly timeoutMs: number;

  constructor(
    private readonly definition: JobQueueDef<M>,
    private readonly queue: BullQueue,
    private readonly logger: Logger,
    options: Pick<JobProducerOptions, 'defaults' | 'enqueueTimeoutMs'> = {},
    private readonly onClose: () => void = () => undefined,
  ) {
    this.defaults = { ...DEFAULT_JOB_DEFAULTS, ...options.defaults };
    this.timeoutMs = options.enqueueTimeoutMs ?? DEFAULT_ENQUEUE_TIMEOUT_MS;
  }

  get queueName(): string {
    return this.definition.queue;
  }

  enqueue<K extends JobName<M>>(
    name: K,
    data: JobInput<M, K>,
    options: EnqueueOptions = {},
  ): Promise<boolean> {
    return this.enqueueMany([{ name, data, jobId: options.jobId }]);
  }

  /** Adds the jobs in one round trip; a job id given twice is added once. */
  async enqueueMany(requests: readonly EnqueueRequest<M>[]): Promise<boolean> {
    const jobs = this.toBulk(requests);
    if (jobs.length === 0) {
      return true;
    }
    try {
      await withTimeout(this.queue.addBulk(jobs), this.timeoutMs);
      return true;
    } catch (err) {
      this.logger.warn(
        { err, queue: this.definition.queue, jobs: jobs.length, first: jobs[0]?.opts?.jobId },
        'could not enqueue; the sweep will retry',
      );
      return false;
    }
  }

  /** Adds job `name` every `everyMs`, once per scheduler id however many processes call this. */
  async schedule<K extends JobName<M>>(
    schedulerId: string,
    name: K,
    data: JobInput<M, K>,
    everyMs: number,
  ): Promise<void> {
    this.validate(name, data);
    await this.queue.upsertJobScheduler(
      schedulerId,
      { every: everyMs },
      { name, data, opts: { removeOnComplete: true, removeOnFail: true } },
    );
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.onClose();
  }

  /** Throws if the request names no job of this queue, carries invalid data or a bad job id. */
  check(request: EnqueueRequest<M>): void {
    this.validate(request.name, request.data);
    if (request.jobId !== undefined) {
      assertJobId(request.jobId);
    }
  }

  private toBulk(requests: readonly EnqueueRequest<M>[]): Parameters<BullQueue['addBulk']>[0] {
    const seen = new Set<string>();
    const jobs: Parameters<BullQueue['addBulk']>[0] = [];
    for (const request of requests) {
      this.check(request);
      if (request.jobId !== undefined) {
        if (seen.has(request.jobId)) {
          continue;
        }
        seen.add(request.jobId);
      }
      const opts = this.jobOptions(request.jobId);
      jobs.push({
        name: request.name,
        data: request.data,
        opts: request.priority === undefined ? opts : { ...opts, priority: request.priority },
      });
    }
    return jobs;
  }

  private jobOptions(jobId: string | undefined): JobsOptions {
    return {
      ...(jobId === undefined ? {} : { jobId }),
      attempts: this.defaults.attempts,
      backoff: { type: 'exponential', delay: this.defaults.backoffMs },
      removeOnComplete: this.defaults.removeOnComplete,
      removeOnFail: this.defaults.removeOnFail,
    };
  }

  private validate(name: string, data: unknown): void {
    const schema = Object.hasOwn(this.definition.jobs, name) ? this.definition.jobs[name] : null;
    if (!schema) {
      throw new Error(`queue ${this.definition.queue} carries no job ${name}`);
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new Error(`invalid data for job ${name}: ${result.error.message}`);
    }
  }
}

/** A producer for `definition`'s queue on its own fail-fast Redis connection. */
export const createJobProducer = <M extends JobMap>(
  definition: JobQueueDef<M>,
  options: JobProducerOptions,
): JobProducer<M> => {
  const redis = openJobRedis(options.connection, 'producer', options.logger, definition.queue);
  // BullMQ's own wait for the connection (ready, then INFO for the version) settles only when
  // ioredis reports 'end'. Closed while Redis is away, it could settle after BullMQ had dropped
  // its listeners and throw the connection error from a promise nobody holds. A producer needs
  // neither: its commands wait in ioredis's queue and fail fast, and the few BullMQ calls that
  // vary with the server's version then take their Lua forms, which every version runs.
  const queue = new Queue(definition.queue, {
    connection: redis,
    prefix: bullPrefix(options.connection.redisPrefix),
    skipWaitingForReady: true,
    skipVersionCheck: true,
  });
  queue.on('error', (err) =>
    options.logger.warn({ err, queue: definition.queue }, 'job queue error'),
  );
  return new JobProducer(definition, queue, options.logger, options, () => redis.disconnect());
};
