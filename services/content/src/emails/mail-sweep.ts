import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Sweeper } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { InjectContentConfig, type ContentConfig } from '../config';
import { EmailsRepository } from './emails.repository';
import { MailQueue } from './mail-queue';

const BATCH = 100;

/**
 * Emails are queued after their row commits; if Redis refused the job then, the row stays
 * 'queued'. This periodic pass hands such rows to the queue again (the job id is the row id, so
 * rows whose job is still waiting or retrying are not duplicated).
 */
@Injectable()
export class MailSweep implements OnModuleInit, OnModuleDestroy {
  private readonly sweeper: Sweeper<number>;

  constructor(
    private readonly emails: EmailsRepository,
    private readonly queue: MailQueue,
    @InjectContentConfig() private readonly config: ContentConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.sweeper = new Sweeper({
      name: 'mail sweep',
      everyMs: config.MAIL_SWEEP_INTERVAL_MS,
      logger,
      sweep: () => this.handOverStaleRows(),
    });
  }

  onModuleInit(): void {
    this.sweeper.start();
  }

  /** Re-enqueues rows queued longer ago than MAIL_STALE_AFTER_MS; returns how many. */
  sweep(): Promise<number> {
    return this.sweeper.run();
  }

  private async handOverStaleRows(): Promise<number> {
    const before = new Date(Date.now() - this.config.MAIL_STALE_AFTER_MS);
    const stale = await this.emails.findQueuedBefore(before, BATCH);
    let handed = 0;
    for (const email of stale) {
      if (await this.queue.add({ name: 'send-email', data: { sentEmailId: email.id } }, email.id)) {
        handed += 1;
      }
    }
    if (stale.length > 0) {
      this.logger.info(
        { stale: stale.length, handed },
        'mail sweep handed long-queued emails to the queue',
      );
    }
    return handed;
  }

  onModuleDestroy(): Promise<void> {
    return this.sweeper.stop();
  }
}
