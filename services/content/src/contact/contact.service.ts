import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CONTACT_THANKS,
  DomainError,
  ErrorCode,
  type Actor,
  type ContactReply,
  type ContactRequest,
  type ContactSubmission,
  type DeletedReply,
  type RespondReply,
  type RespondRequest,
  type UpdateSubmissionRequest,
} from '@mithaq/contracts';
import { EmailsService } from '../emails/emails.service';
import { toSentEmail } from '../emails/sent-email.mapper';
import { toContactSubmission } from './contact-submission.mapper';
import { ContactRepository } from './contact.repository';
import { ContactSubmissionEntity } from './entities/contact-submission.entity';

const notFound = (): DomainError =>
  new DomainError(ErrorCode.NotFound, 'Contact submission not found');

export interface Origin {
  ipAddress: string | null;
  userAgent: string | null;
}

@Injectable()
export class ContactService {
  constructor(
    private readonly submissions: ContactRepository,
    private readonly emails: EmailsService,
  ) {}

  async submit(request: ContactRequest, origin: Origin): Promise<ContactReply> {
    await this.submissions.insert(
      Object.assign(new ContactSubmissionEntity(), {
        id: randomUUID(),
        ...request,
        status: 'unread' as const,
        submittedAt: new Date(),
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        adminNotes: null,
        respondedAt: null,
      }),
    );
    return { success: true, message: CONTACT_THANKS };
  }

  async list(): Promise<ContactSubmission[]> {
    return (await this.submissions.listNewestFirst()).map(toContactSubmission);
  }

  async update(id: string, request: UpdateSubmissionRequest): Promise<ContactSubmission> {
    const entity = await this.submissions.findById(id);
    if (!entity) {
      throw notFound();
    }
    const changes: Partial<ContactSubmissionEntity> = {};
    if (request.status !== undefined) {
      changes.status = request.status;
    }
    if (request.adminNotes !== undefined) {
      changes.adminNotes = request.adminNotes === '' ? null : request.adminNotes;
    }
    await this.submissions.update(id, changes);
    return toContactSubmission(Object.assign(entity, changes));
  }

  /** Records the reply and the status change together, then queues the email once committed. */
  async respond(admin: Actor, id: string, request: RespondRequest): Promise<RespondReply> {
    const { submission, email } = await this.submissions.transaction(async (manager) => {
      const entity = await this.submissions.findById(id, manager);
      if (!entity) {
        throw notFound();
      }
      const sent = await this.emails.record(manager, {
        to: entity.email,
        subject: request.subject,
        body: request.message,
        emailType: 'response',
        contactSubmissionId: entity.id,
        sentBy: admin.userId,
      });
      const changes = { status: 'responded' as const, respondedAt: new Date() };
      await this.submissions.update(id, changes, manager);
      return { submission: Object.assign(entity, changes), email: sent };
    });
    await this.emails.dispatch(email);
    return {
      recipientEmail: email.to,
      sentEmail: toSentEmail(email),
      submission: toContactSubmission(submission),
    };
  }

  async delete(id: string): Promise<DeletedReply> {
    if (!(await this.submissions.delete(id))) {
      throw notFound();
    }
    return { deleted: true, id };
  }
}
