import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@mithaq/contracts';
import { PostCommitEnqueue } from '@mithaq/jobs';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import type { EntityManager } from 'typeorm';
import { EmailsRepository } from './emails.repository';
import { SentEmailEntity } from './entities/sent-email.entity';
import { MailQueue } from './mail-queue';

/** Column limits of sent_emails. */
const TO_MAX = 254;
const SUBJECT_MAX = 200;

/** The stored form of a dedupeKey: fixed length, and no id another service put in it. */
export const dedupeHashOf = (dedupeKey: string): string =>
  createHash('sha256').update(dedupeKey, 'utf8').digest('hex');

/** The events that ask for a transactional notice. */
export type NoticeRequestEvent =
  | 'messaging.email.requested'
  | 'course.email.requested'
  | 'profile.email.requested'
  | 'identity.email.requested';

/** At most this many copied recipients per notice. */
export const CC_MAX = 5;

/**
 * The usable copied addresses of a notice: deliverable ones only, each once, never the main
 * recipient, at most CC_MAX.
 */
export const ccAddressesOf = (to: string, cc: readonly string[] | undefined): string[] => {
  const seen = new Set([to.toLowerCase()]);
  const usable: string[] = [];
  for (const raw of cc ?? []) {
    const address = raw.trim();
    if (isDeliverableAddress(address) && !seen.has(address.toLowerCase())) {
      seen.add(address.toLowerCase());
      usable.push(address);
    }
  }
  return usable.slice(0, CC_MAX);
};

/**
 * The key a notice is deduplicated on: messaging's own key as it always was, another service's
 * key prefixed with its event name, so two services' keys can never collide.
 */
export const noticeDedupeKey = (event: NoticeRequestEvent, dedupeKey: string): string =>
  event === 'messaging.email.requested' ? dedupeKey : `${event}:${dedupeKey}`;

/** An address the mail job can use: one "@" with text either side, no spaces, within the column. */
export const isDeliverableAddress = (to: string): boolean =>
  to.length <= TO_MAX && /^[^\s@]+@[^\s@]+$/.test(to);

/**
 * Transactional notices other services ask for (messaging.email.requested: match requests and
 * messages; course.email.requested: booking and services confirmations;
 * profile.email.requested: document decisions and meetings, walis copied;
 * identity.email.requested: password reset, verification and account notices): one sent_emails row
 * per dedupeKey, delivered by the mail job once the row commits. Marketing consent does not gate
 * them (they are not marketing); the asking service applies the member's notification choices.
 */
@Injectable()
export class NoticeEmailsService {
  constructor(
    private readonly emails: EmailsRepository,
    private readonly queue: MailQueue,
    private readonly postCommit: PostCommitEnqueue,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async requested(event: EventEnvelope<NoticeRequestEvent>, manager: EntityManager): Promise<void> {
    const { to, subject, text, kind } = event.payload;
    const dedupeKey = noticeDedupeKey(event.name, event.payload.dedupeKey);
    const address = to.trim();
    if (!isDeliverableAddress(address)) {
      // Retrying cannot make the address valid: drop it with a trace rather than dead-letter.
      this.logger.warn({ eventId: event.id, kind }, 'notice email dropped: no usable address');
      return;
    }
    const cc = ccAddressesOf(address, 'cc' in event.payload ? event.payload.cc : undefined);
    const notice = Object.assign(new SentEmailEntity(), {
      id: randomUUID(),
      to: address,
      cc: cc.length > 0 ? cc : null,
      subject: subject.trim().slice(0, SUBJECT_MAX) || 'Mithaq',
      body: text,
      emailType: 'notice' as const,
      sentAt: new Date(),
      deliveryStatus: 'queued' as const,
      deliveredAt: null,
      failureReason: null,
      contactSubmissionId: null,
      sentBy: null,
      noticeKind: kind,
      dedupeHash: dedupeHashOf(dedupeKey),
    });
    if (!(await this.emails.insertNotice(manager, notice))) {
      this.logger.info(
        { eventId: event.id, kind },
        'notice email already recorded; not sent again',
      );
      return;
    }
    this.postCommit.enqueueAfterCommit(manager, this.queue.producer, [
      { name: 'send-email', data: { sentEmailId: notice.id }, jobId: notice.id },
    ]);
  }
}
