import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ContentQueues } from '@mithaq/contracts';
import { jobConnectionOf, startJobWorker, type JobProcessors, type JobWorker } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { InjectConfig, InjectLogger, type ServiceConfig } from '@mithaq/service-kit';
import { MailDeliveryService } from './mail-delivery.service';
import type { MailJobs } from './mail-queue';

/** The consumer side of the mail queue, running inside the content process. */
@Injectable()
export class MailWorker implements OnModuleInit, OnModuleDestroy {
  private worker: JobWorker | null = null;

  constructor(
    @InjectConfig() private readonly config: ServiceConfig,
    @InjectLogger() private readonly logger: Logger,
    private readonly delivery: MailDeliveryService,
  ) {}

  readonly processors: JobProcessors<MailJobs> = {
    'send-email': (data, job) => this.delivery.deliver(data.sentEmailId, job.isLastAttempt),
  };

  onModuleInit(): void {
    this.worker = startJobWorker(ContentQueues.mail, this.processors, {
      connection: jobConnectionOf(this.config),
      logger: this.logger,
      concurrency: 4,
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
  }
}
