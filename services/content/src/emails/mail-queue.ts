import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CONTENT_MAIL_QUEUE, type ContentJob } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectConfig, InjectLogger, type ServiceConfig } from '@mithaq/service-kit';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { InjectContentConfig, type ContentConfig } from '../config';
import { bullConnection, bullPrefixOf } from './bullmq-options';

/** An enqueue that Redis does not confirm in this time is given up; the sweep retries it. */
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

/** The producer side of the mail queue: retries with exponential backoff, stable job ids. */
@Injectable()
export class MailQueue implements OnModuleDestroy {
  private readonly connection: Redis;
  private readonly queue: Queue;

  constructor(
    @InjectConfig() config: ServiceConfig,
    @InjectContentConfig() private readonly contentConfig: ContentConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    // Fail fast rather than hold an admin's request while Redis is away: the row stays queued.
    this.connection = bullConnection(config, { maxRetriesPerRequest: 1 });
    this.connection.on('error', (err) => this.logger.warn({ err }, 'mail queue: Redis error'));
    this.queue = new Queue(CONTENT_MAIL_QUEUE, {
      connection: this.connection,
      prefix: bullPrefixOf(config),
    });
    this.queue.on('error', (err) => this.logger.warn({ err }, 'mail queue error'));
  }

  /**
   * Hands a job to BullMQ; the job id makes a second add of the same job a no-op. Returns false
   * (and logs) when Redis is unavailable, leaving the job to the sweep.
   */
  async add(job: ContentJob, jobId: string): Promise<boolean> {
    try {
      await withTimeout(
        this.queue.add(job.name, job.data, {
          jobId,
          attempts: this.contentConfig.MAIL_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.contentConfig.MAIL_BACKOFF_MS },
          removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
          removeOnFail: { age: 30 * 24 * 3600 },
        }),
        ENQUEUE_TIMEOUT_MS,
      );
      return true;
    } catch (err) {
      this.logger.warn({ err, jobId, job: job.name }, 'could not enqueue; the sweep will retry');
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}
