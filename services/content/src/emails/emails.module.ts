import { Module } from '@nestjs/common';
import { EmailsRepository } from './emails.repository';
import { EmailsRpc } from './emails.rpc';
import { EmailsService } from './emails.service';
import { MailDeliveryService } from './mail-delivery.service';
import { MailQueue } from './mail-queue';
import { MailSweep } from './mail-sweep';
import { MailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';

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
  ],
  // Contact replies record their email in the same transaction as the status change.
  exports: [EmailsService],
})
export class EmailsModule {}
