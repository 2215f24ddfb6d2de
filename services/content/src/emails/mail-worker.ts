import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  CONTENT_MAIL_QUEUE,
  contentJobNames,
  type ContentJobMap,
  type ContentJobName,
} from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectConfig, InjectLogger, type ServiceConfig } from '@mithaq/service-kit';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullConnection, bullPrefixOf } from './bullmq-options';
import { MailDeliveryService } from './mail-delivery.service';

interface Attempt {
  isLast: boolean;
}

export type JobProcessors = {
  [N in ContentJobName]: (data: ContentJobMap[N], attempt: Attempt) => Promise<void>;
};

/** Every job name has exactly one processor and no processor lacks a job name (checked at boot). */
export const assertProcessorsMatchJobs = (processors: Record<string, unknown>): void => {
  const declared = [...contentJobNames].sort();
  const handled = Object.keys(processors).sort();
  if (declared.join(',') !== handled.join(',')) {
    throw new Error(
      `content job processors [${handled.join(', ')}] do not match the declared jobs [${declared.join(', ')}]`,
    );
  }
};

const isJobName = (name: string): name is ContentJobName =>
  (contentJobNames as readonly string[]).includes(name);

const isSendEmailData = (data: unknown): data is ContentJobMap['send-email'] =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { sentEmailId?: unknown }).sentEmailId === 'string';

/** The consumer side of the mail queue, running inside the content process. */
@Injectable()
export class MailWorker implements OnModuleInit, OnModuleDestroy {
  private worker: Worker | null = null;
  private connection: Redis | null = null;

  constructor(
    @InjectConfig() private readonly config: ServiceConfig,
    @InjectLogger() private readonly logger: Logger,
    private readonly delivery: MailDeliveryService,
  ) {}

  private readonly processors: JobProcessors = {
    'send-email': (data, attempt) => this.delivery.deliver(data.sentEmailId, attempt.isLast),
  };

  onModuleInit(): void {
    assertProcessorsMatchJobs(this.processors);
    // A worker blocks on Redis; BullMQ requires such connections to retry without limit.
    this.connection = bullConnection(this.config, { maxRetriesPerRequest: null });
    this.connection.on('error', (err) => this.logger.warn({ err }, 'mail worker: Redis error'));
    this.worker = new Worker(CONTENT_MAIL_QUEUE, (job: Job) => this.process(job), {
      connection: this.connection,
      prefix: bullPrefixOf(this.config),
      concurrency: 4,
    });
    this.worker.on('error', (err) => this.logger.warn({ err }, 'mail worker error'));
  }

  private async process(job: Job): Promise<void> {
    const attempt = { isLast: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) };
    if (!isJobName(job.name)) {
      throw new UnrecoverableError(`no processor for job ${job.name}`);
    }
    switch (job.name) {
      case 'send-email':
        if (!isSendEmailData(job.data)) {
          throw new UnrecoverableError('send-email job without a sentEmailId');
        }
        return this.processors['send-email'](job.data, attempt);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
  }
}
