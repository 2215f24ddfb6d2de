import type { EventHandlers } from '@mithaq/bus';
import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MeetingPayments } from '../meetings/meeting-payments';
import { MatchesRepository } from './matches.repository';
import { MembersRepository } from './members.repository';

/** The events of the profile service that documents, matches and meetings consume. */
export type DocumentsEventHandlers = Required<
  Pick<
    EventHandlers,
    | 'identity.account.updated'
    | 'matching.request.answered'
    | 'matching.pair.closed'
    | 'billing.order.paid'
    | 'billing.order.failed'
  >
>;

/**
 * The documents side of the profile service's subscriptions. The service subscribes once (in
 * ProfilesEvents), so the handlers are handed there; every one is safe to run twice.
 */
@Injectable()
export class DocumentsEvents {
  constructor(
    private readonly members: MembersRepository,
    private readonly matches: MatchesRepository,
    private readonly meetingPayments: MeetingPayments,
  ) {}

  handlers(): DocumentsEventHandlers {
    return {
      'identity.account.updated': (event, manager) =>
        this.members.updateAccount(manager, event.payload),
      'matching.request.answered': (event, manager) => this.requestAnswered(event, manager),
      'matching.pair.closed': ({ payload, occurredAt }, manager) =>
        this.matches.closeBetween(manager, payload.userA, payload.userB, new Date(occurredAt)),
      'billing.order.paid': (event, manager) =>
        this.meetingPayments.orderPaid(manager, event.payload),
      'billing.order.failed': (event, manager) =>
        this.meetingPayments.orderFailed(manager, event.payload),
    };
  }

  /** Keeps the username and email the documents' emails and the review list need. */
  async accountRegistered(
    event: EventEnvelope<'identity.account.registered'>,
    manager: EntityManager,
  ): Promise<void> {
    await this.members.upsertAccount(manager, event.payload);
  }

  /**
   * Erases at once everything documents and meetings hold about a deleted account: documents
   * and their files, the admin-view log about them, reveal choices, the matches they were a
   * party to and their meetings, unsent emails to them, their directory entry. An administrator's
   * name is taken off the reviews and views they made.
   */
  async accountDeleted(
    event: EventEnvelope<'identity.account.deleted'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId } = event.payload;
    const q = (sql: string): Promise<unknown> => manager.query(sql, [userId]);
    await this.meetingPayments.eraseMember(manager, userId);
    await manager.query(
      `DELETE FROM outbox WHERE name = 'profile.email.requested'
          AND payload->>'to' IN (SELECT email FROM member_accounts WHERE user_id = $1)`,
      [userId],
    );
    await q('DELETE FROM documents WHERE user_id = $1');
    await q('DELETE FROM document_access_log WHERE owner_id = $1');
    await q('UPDATE document_access_log SET admin_id = NULL WHERE admin_id = $1');
    await q('UPDATE documents SET reviewed_by = NULL WHERE reviewed_by = $1');
    await q('DELETE FROM document_verifications WHERE user_id = $1');
    await this.matches.deleteOf(manager, userId);
    await this.members.deleteAccount(manager, userId);
  }

  /** An accepted request becomes a match (once); a declined one is no match. */
  private async requestAnswered(
    { payload, occurredAt }: EventEnvelope<'matching.request.answered'>,
    manager: EntityManager,
  ): Promise<void> {
    if (payload.status !== 'accepted') {
      return;
    }
    await this.matches.insertAccepted(manager, {
      id: payload.requestId,
      userA: payload.requesterId,
      userB: payload.targetId,
      acceptedAt: new Date(occurredAt),
    });
  }
}
