import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  type Actor,
  type ComposeEmailRequest,
  type ComposeReply,
  type DeletedEmailReply,
  type EmailType,
  type SentEmail,
} from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';
import { EmailsRepository } from './emails.repository';
import { SentEmailEntity, type TeamEmailEntity } from './entities/sent-email.entity';
import { MailQueue } from './mail-queue';
import { toSentEmail } from './sent-email.mapper';

export interface EmailDraft {
  to: string;
  subject: string;
  body: string;
  emailType: EmailType;
  contactSubmissionId: string | null;
  sentBy: string;
}

@Injectable()
export class EmailsService {
  constructor(
    private readonly emails: EmailsRepository,
    private readonly queue: MailQueue,
  ) {}

  /** Writes the 'queued' row inside the caller's transaction; call `dispatch` after it commits. */
  async record(manager: EntityManager, draft: EmailDraft): Promise<TeamEmailEntity> {
    const entity = Object.assign(new SentEmailEntity(), {
      id: randomUUID(),
      ...draft,
      sentAt: new Date(),
      deliveryStatus: 'queued' as const,
      deliveredAt: null,
      failureReason: null,
      noticeKind: null,
      dedupeHash: null,
    });
    await this.emails.insert(manager, entity);
    return entity;
  }

  /**
   * Queues delivery of a committed row. Never before the commit: the worker would find no row.
   * A refused enqueue is left to the sweep, so the caller's request still succeeds.
   */
  async dispatch(entity: SentEmailEntity): Promise<void> {
    await this.queue.add({ name: 'send-email', data: { sentEmailId: entity.id } }, entity.id);
  }

  async compose(admin: Actor, request: ComposeEmailRequest): Promise<ComposeReply> {
    const entity = await this.emails.transaction((manager) =>
      this.record(manager, {
        to: request.to,
        subject: request.subject,
        body: request.message,
        emailType: 'compose',
        contactSubmissionId: null,
        sentBy: admin.userId,
      }),
    );
    await this.dispatch(entity);
    return { recipientEmail: entity.to, sentEmail: toSentEmail(entity) };
  }

  async list(): Promise<SentEmail[]> {
    return (await this.emails.listNewestFirst()).map(toSentEmail);
  }

  async delete(id: string): Promise<DeletedEmailReply> {
    const entity = await this.emails.findById(id);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, 'Email not found');
    }
    // A still-queued email is not sent after this: the worker skips rows it cannot find.
    await this.emails.delete(id);
    return { deletedEmail: { id: entity.id, subject: entity.subject } };
  }
}
