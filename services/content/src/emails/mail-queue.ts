import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ContentQueues, type ContentJob } from '@mithaq/contracts';
import { createJobProducer, jobConnectionOf, type JobProducer } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { InjectConfig, InjectLogger, type ServiceConfig } from '@mithaq/service-kit';
import { InjectContentConfig, type ContentConfig } from '../config';

export type MailJobs = (typeof ContentQueues.mail)['jobs'];

/** The producer side of the mail queue: retries with exponential backoff, stable job ids. */
@Injectable()
export class MailQueue implements OnModuleDestroy {
  /** Also the sink of post-commit enqueues (notices recorded inside an event's transaction). */
  readonly producer: JobProducer<MailJobs>;

  constructor(
    @InjectConfig() config: ServiceConfig,
    @InjectContentConfig() contentConfig: ContentConfig,
    @InjectLogger() logger: Logger,
  ) {
    this.producer = createJobProducer(ContentQueues.mail, {
      connection: jobConnectionOf(config),
      logger,
      defaults: { attempts: contentConfig.MAIL_ATTEMPTS, backoffMs: contentConfig.MAIL_BACKOFF_MS },
    });
  }

  /**
   * Hands a job to BullMQ; the job id makes a second add of the same job a no-op. Returns false
   * (and logs) when Redis is unavailable, leaving the job to the sweep.
   */
  add(job: ContentJob, jobId: string): Promise<boolean> {
    return this.producer.enqueue(job.name, job.data, { jobId });
  }

  onModuleDestroy(): Promise<void> {
    return this.producer.close();
  }
}
