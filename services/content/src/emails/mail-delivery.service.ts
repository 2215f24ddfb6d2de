import { Injectable } from '@nestjs/common';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { EmailsRepository } from './emails.repository';
import { MailTransport } from './mail-transport';

const MAX_REASON_LENGTH = 500;

/** A short, storable reason: the SMTP reply when there is one, never a stack trace. */
export const failureReasonOf = (error: unknown): string => {
  const smtp = error as { response?: unknown; responseCode?: unknown };
  const text =
    typeof smtp.response === 'string' && smtp.response
      ? smtp.response
      : error instanceof Error
        ? error.message
        : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH) || 'unknown error';
};

/** Delivers one sent_emails row and records the outcome on it. */
@Injectable()
export class MailDeliveryService {
  constructor(
    private readonly emails: EmailsRepository,
    private readonly transport: MailTransport,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Throws when sending fails so the queue retries; on the last attempt the row is marked failed
   * first. A row that is gone (deleted) or already settled is not sent again.
   */
  async deliver(sentEmailId: string, isLastAttempt: boolean): Promise<void> {
    const email = await this.emails.findById(sentEmailId);
    if (!email || email.deliveryStatus !== 'queued') {
      this.logger.info(
        { sentEmailId, status: email?.deliveryStatus ?? 'deleted' },
        'email not sent: no longer queued',
      );
      return;
    }
    try {
      const receipt = await this.transport.send({
        id: email.id,
        to: email.to,
        ...(email.cc && email.cc.length > 0 ? { cc: email.cc } : {}),
        subject: email.subject,
        text: email.body,
      });
      this.logger.info({ sentEmailId, destination: receipt.destination }, 'email delivered');
    } catch (error) {
      const reason = failureReasonOf(error);
      this.logger.warn({ sentEmailId, reason, isLastAttempt }, 'email delivery failed');
      if (isLastAttempt) {
        await this.emails.settle(sentEmailId, {
          deliveryStatus: 'failed',
          deliveredAt: null,
          failureReason: reason,
        });
      }
      throw error;
    }
    await this.emails.settle(sentEmailId, {
      deliveryStatus: 'sent',
      deliveredAt: new Date(),
      failureReason: null,
    });
  }
}
