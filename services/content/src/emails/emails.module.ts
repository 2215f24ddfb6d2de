import { Module } from '@nestjs/common';
import { PostCommitEnqueue } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { LOGGER } from '@mithaq/service-kit';
import { DataSource } from 'typeorm';
import { EmailsRepository } from './emails.repository';
import { EmailsRpc } from './emails.rpc';
import { EmailsService } from './emails.service';
import { MailDeliveryService } from './mail-delivery.service';
import { MailQueue } from './mail-queue';
import { MailSweep } from './mail-sweep';
import { MailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import { NoticeEmailsEvents } from './notice-emails.events';
import { NoticeEmailsService } from './notice-emails.service';

@Module({
  controllers: [EmailsRpc],
  providers: [
    EmailsRepository,
    EmailsService,
    MailQueue,
    MailTransport,
    MailDeliveryService,
    MailWorker,
    MailSweep,
    {
      provide: PostCommitEnqueue,
      inject: [DataSource, LOGGER],
      useFactory: (dataSource: DataSource, logger: Logger) =>
        new PostCommitEnqueue(dataSource, logger),
    },
    NoticeEmailsService,
    NoticeEmailsEvents,
  ],
  // Contact replies record their email in the same transaction as the status change.
  exports: [EmailsService],
})
export class EmailsModule {}
