import { EventBus, recordEvent } from '@mithaq/bus';
import {
  documentLabels,
  DocumentMessage,
  DomainError,
  ErrorCode,
  type DocumentReview,
  type DocumentReviewSet,
  type MemberDocument,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fullSet, isVerifiedSet, toMemberDocument, type DocumentRecord } from './document-status';
import { DocumentsRepository } from './documents.repository';
import { MembersRepository } from './members.repository';

/** The email telling a member how their document was decided. */
export const decisionEmail = (
  document: Pick<DocumentRecord, 'type'>,
  decision: DocumentReview['decision'],
  notes: string | null,
): { subject: string; text: string } => {
  const label = documentLabels[document.type];
  if (decision === 'approve') {
    return {
      subject: `Your ${label} is approved`,
      text: `Assalamu alaikum,\n\nYour ${label} has been reviewed and approved.${
        notes ? `\n\nNote from our team: ${notes}` : ''
      }\n\nThe Mithaq team`,
    };
  }
  return {
    subject: `Please upload your ${label} again`,
    text: `Assalamu alaikum,\n\nYour ${label} could not be approved: ${
      notes ?? ''
    }\n\nPlease upload a new one from your documents page.\n\nThe Mithaq team`,
  };
};

/** The administrators' review of submitted documents, and the Verified state it decides. */
@Injectable()
export class DocumentReviewService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly members: MembersRepository,
    private readonly events: EventBus,
  ) {}

  /** Members with documents awaiting review, the longest waiting first, with all five types. */
  async pending(): Promise<DocumentReviewSet[]> {
    const pending = await this.documents.pendingReviews();
    const ids = pending.map((entry) => entry.userId);
    const [documents, contacts] = await Promise.all([
      this.documents.ofMembers(ids),
      this.members.contactsOf(ids),
    ]);
    const contactOf = new Map(contacts.map((contact) => [contact.userId, contact]));
    return pending.map(({ userId, submittedAt }) => {
      const contact = contactOf.get(userId);
      return {
        userId,
        username: contact?.username ?? null,
        fullName: contact?.fullName ?? null,
        email: contact?.email ?? null,
        submittedAt: submittedAt.toISOString(),
        documents: fullSet(documents.get(userId) ?? []),
      };
    });
  }

  /**
   * Approves a submitted document, or sends it back to requested with the reviewer's note. The
   * member is emailed, and their Verified state is announced when the decision changes it.
   */
  async review(
    adminId: string,
    documentId: string,
    review: DocumentReview,
    now = new Date(),
  ): Promise<MemberDocument> {
    const notes = review.notes?.trim() ? review.notes.trim() : null;
    if (review.decision === 'reject' && (notes ?? '').length < 3) {
      throw new DomainError(ErrorCode.ValidationFailed, DocumentMessage.NotesRequired, {
        notes: DocumentMessage.NotesRequired,
      });
    }
    return this.events.transaction(async (manager) => {
      const found = await this.documents.findById(documentId, manager);
      if (!found) {
        throw new DomainError(ErrorCode.NotFound, DocumentMessage.DocumentNotFound);
      }
      // One decision at a time per member, so two approvals at once still see each other.
      const locked = await this.documents.lockOfMember(manager, found.userId);
      const document = locked.find((record) => record.id === documentId);
      if (!document) {
        throw new DomainError(ErrorCode.NotFound, DocumentMessage.DocumentNotFound);
      }
      if (document.status !== 'submitted') {
        throw new DomainError(
          ErrorCode.Conflict,
          document.status === 'approved'
            ? DocumentMessage.AlreadyApproved
            : DocumentMessage.NotSubmitted,
        );
      }
      const decision = {
        status: review.decision === 'approve' ? ('approved' as const) : ('requested' as const),
        notes,
        reviewedAt: now,
        reviewedBy: adminId,
      };
      await this.documents.review(manager, documentId, decision);
      const decided: DocumentRecord = { ...document, ...decision };
      await this.emailDecision(manager, decided, review.decision);
      await this.announceVerification(
        manager,
        document.userId,
        locked.map((record) => (record.id === documentId ? decided : record)),
        now,
      );
      return toMemberDocument(decided);
    });
  }

  private async emailDecision(
    manager: EntityManager,
    document: DocumentRecord,
    decision: DocumentReview['decision'],
  ): Promise<void> {
    const [contact] = await this.members.contactsOf([document.userId], manager);
    if (!contact?.email) {
      return;
    }
    await recordEvent(manager, 'profile.email.requested', {
      // A document is decided once: a new upload is a new document.
      dedupeKey: `document-reviewed:${document.id}`,
      to: contact.email,
      ...decisionEmail(document, decision, document.notes),
      kind: 'document-reviewed',
    });
  }

  /** Publishes the member's Verified state when it differs from the one last announced. */
  private async announceVerification(
    manager: EntityManager,
    userId: string,
    records: readonly DocumentRecord[],
    now: Date,
  ): Promise<void> {
    const isVerified = isVerifiedSet(records);
    if ((await this.documents.verification(manager, userId)) === isVerified) {
      return;
    }
    await this.documents.setVerification(manager, userId, isVerified, now);
    await recordEvent(manager, 'profile.verification.changed', {
      userId,
      isVerified,
      changedAt: now.toISOString(),
    });
  }
}
