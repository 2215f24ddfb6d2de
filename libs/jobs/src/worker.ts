import type { JobData, JobMap, JobName, JobOf, JobQueueDef } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { UnrecoverableError, Worker } from 'bullmq';
import { bullPrefix, openJobRedis, type JobConnection } from './connection';

/** What a processor knows about the job it runs. */
export interface JobContext {
  id: string | undefined;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** No retry follows if this run fails. */
  isLastAttempt: boolean;
}

/** Exactly one processor per job of the queue: a missing or extra name fails the build. */
export type JobProcessors<M extends JobMap> = {
  [K in JobName<M>]: (data: JobData<M, K>, job: JobContext) => Promise<void>;
};

/** The fields of a BullMQ job the worker reads. */
export interface ReceivedJob {
  id?: string;
  name: string;
  data: unknown;
  attemptsMade: number;
  opts: { attempts?: number };
}

/** Throws unless `processors` has exactly one function per job of the queue (checked at boot). */
export const assertProcessors = (definition: JobQueueDef, processors: object): void => {
  const declared = Object.keys(definition.jobs).sort();
  const handled = Object.entries(processors)
    .filter(([, processor]) => typeof processor === 'function')
    .map(([name]) => name)
    .sort();
  if (
    declared.join(',') !== handled.join(',') ||
    handled.length !== Object.keys(processors).length
  ) {
    throw new Error(
      `queue ${definition.queue}: processors [${Object.keys(processors).sort().join(', ')}] ` +
        `do not match the declared jobs [${declared.join(', ')}]`,
    );
  }
};

type Validated<M extends JobMap> = { job: JobOf<M> } | { error: string };

const validate = <M extends JobMap>(
  definition: JobQueueDef<M>,
  name: string,
  data: unknown,
): Validated<M> => {
  if (!Object.hasOwn(definition.jobs, name)) {
    return { error: `no processor for job ${name} on queue ${definition.queue}` };
  }
  const result = definition.jobs[name].safeParse(data);
  if (!result.success) {
    return { error: `invalid data for job ${name}: ${result.error.message}` };
  }
  return { job: { name, data: result.data } as JobOf<M> };
};

/**
 * The function BullMQ calls for each job: it validates the data against the job's schema and
 * hands it to the job's processor. An unknown job or invalid data fails at once, without retries
 * and without running the processor.
 */
export const jobHandler = <M extends JobMap>(
  definition: JobQueueDef<M>,
  processors: JobProcessors<M>,
): ((job: ReceivedJob) => Promise<void>) => {
  assertProcessors(definition, processors);
  return async (received) => {
    const checked = validate(definition, received.name, received.data);
    if ('error' in checked) {
      throw new UnrecoverableError(checked.error);
    }
    const attempt = received.attemptsMade + 1;
    const processor = processors[checked.job.name] as (
      data: unknown,
      job: JobContext,
    ) => Promise<void>;
    await processor(checked.job.data, {
      id: received.id,
      attempt,
      isLastAttempt: attempt >= (received.opts.attempts ?? 1),
    });
  };
};

export interface JobWorkerOptions<M extends JobMap> {
  connection: JobConnection;
  logger: Logger;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /**
   * A job whose worker stops renewing its lock for this long is handed to another worker
   * (checked every half of it, at most three times). BullMQ's defaults when unset.
   */
  lockDurationMs?: number;
  /** Runs after a job completed and was removed, e.g. to add the same job id again. */
  onCompleted?: (job: JobOf<M>) => Promise<void> | void;
}

export interface JobWorker {
  close(): Promise<void>;
}

/**
 * Consumes `definition`'s queue with one processor per job name. The processor map is checked
 * before anything connects, so a process with a missing processor does not start.
 */
export const startJobWorker = <M extends JobMap>(
  definition: JobQueueDef<M>,
  processors: JobProcessors<M>,
  options: JobWorkerOptions<M>,
): JobWorker => {
  const handle = jobHandler(definition, processors);
  const { logger } = options;
  const queue = definition.queue;
  const redis = openJobRedis(options.connection, 'worker', logger, queue);
  const lock =
    options.lockDurationMs === undefined
      ? {}
      : {
          lockDuration: options.lockDurationMs,
          stalledInterval: Math.max(250, Math.floor(options.lockDurationMs / 2)),
          maxStalledCount: 3,
        };
  const worker = new Worker(queue, handle, {
    connection: redis,
    prefix: bullPrefix(options.connection.redisPrefix),
    concurrency: options.concurrency ?? 1,
    ...lock,
  });
  worker.on('error', (err) => logger.warn({ err, queue }, 'job worker error'));
  worker.on('failed', (job, err) =>
    logger.warn({ err, queue, job: job?.name, jobId: job?.id }, 'job failed'),
  );
  const onCompleted = options.onCompleted;
  if (onCompleted) {
    worker.on('completed', (job) => {
      const checked = validate(definition, job.name, job.data);
      if ('job' in checked) {
        Promise.resolve()
          .then(() => onCompleted(checked.job))
          .catch((err: unknown) =>
            logger.warn({ err, queue, job: job.name }, 'after-completion step failed'),
          );
      }
    });
  }
  return {
    close: async () => {
      await worker.close();
      redis.disconnect();
    },
  };
};
