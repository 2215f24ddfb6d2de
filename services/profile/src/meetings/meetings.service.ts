import { EventBus, recordEvent, RpcClient } from '@mithaq/bus';
import {
  BillingRpc,
  DocumentMessage,
  DomainError,
  ErrorCode,
  MEETING_FEE_PENCE,
  type Actor,
  type MeetingArrangement,
  type MeetingCheckout,
  type MeetingDetails,
  type MeetingProposal,
  type MeetingRequest,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DocumentMatchesService } from '../documents/document-matches.service';
import type { MeetingEntity } from './entities/meeting.entity';
import { meetingArrangedEmails, meetingProposedEmails } from './meeting-emails';
import { MeetingPayments } from './meeting-payments';
import { MeetingContacts } from './meeting-contacts';
import { MeetingsRepository } from './meetings.repository';

export const MEETING_DESCRIPTION = 'Meeting arrangement fee';
export const MeetingNotFound = 'Meeting not found';

/** The member-facing view of a match's meeting row (none yet: nothing started). */
export const toMeetingDetails = (meeting: MeetingEntity | null, open: boolean): MeetingDetails => ({
  open,
  paid: meeting?.status === 'completed',
  paymentStatus: meeting?.status ?? 'not_started',
  fee: meeting?.status === 'completed' ? meeting.fee : MEETING_FEE_PENCE,
  included: meeting?.status === 'completed' && meeting.included,
  paidBy: meeting?.status === 'completed' ? meeting.paidBy : null,
  proposal:
    meeting?.proposalDates && meeting.proposalArea && meeting.proposedBy && meeting.proposedAt
      ? {
          dates: meeting.proposalDates,
          area: meeting.proposalArea,
          proposedBy: meeting.proposedBy,
          proposedAt: meeting.proposedAt.toISOString(),
        }
      : null,
  arranged:
    meeting?.arrangedDate && meeting.arrangedVenue && meeting.arrangedAt
      ? {
          date: meeting.arrangedDate.toISOString(),
          venue: meeting.arrangedVenue,
          arrangedAt: meeting.arrangedAt.toISOString(),
        }
      : null,
});

/**
 * The meeting arrangement of an accepted match: it opens once both members' documents are
 * approved; either member pays the fee (or a gold member's included meeting covers it), the
 * payment completing only from billing's verified order event; then the members propose dates
 * and an area, and the team records the agreed date and venue.
 */
@Injectable()
export class MeetingsService {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly matches: DocumentMatchesService,
    private readonly payments: MeetingPayments,
    private readonly contacts: MeetingContacts,
    private readonly events: EventBus,
    private readonly rpc: RpcClient,
  ) {}

  /** The meeting tab of the match page; `open` says whether both sets are approved. */
  async detailsFor(matchId: string, _viewerId: string, open: boolean): Promise<MeetingDetails> {
    return toMeetingDetails(await this.meetings.findByMatch(matchId), open);
  }

  /**
   * Starts the fee's payment for the member. The row is claimed for them first (so the other
   * member cannot start a second payment), then a gold member's included meeting is tried,
   * else a charge of the fee; asking again while it runs returns the same checkout.
   */
  async pay(actor: Actor, matchId: string): Promise<MeetingCheckout> {
    const link = await this.matches.requireMember(actor.userId, matchId);
    if (!(await this.matches.bothApproved(matchId))) {
      throw new DomainError(ErrorCode.Unprocessable, DocumentMessage.MeetingClosed);
    }
    const meeting = await this.events.transaction(async (manager) => {
      const row = await this.meetings.lockForMatch(
        manager,
        matchId,
        link.userIds,
        MEETING_FEE_PENCE,
      );
      if (row.status === 'completed') {
        throw new DomainError(ErrorCode.Conflict, DocumentMessage.MeetingAlreadyPaid);
      }
      if (row.status === 'processing' && row.paidBy !== actor.userId) {
        throw new DomainError(ErrorCode.Conflict, DocumentMessage.MeetingPaymentInProgress);
      }
      if (row.status === 'not_started') {
        await this.meetings.update(manager, row.id, { status: 'processing', paidBy: actor.userId });
      }
      return row;
    });
    try {
      return await this.checkout(actor, meeting);
    } catch (error) {
      // No payment could start: the meeting is free for either member to pay again.
      await this.events.transaction((manager) =>
        this.payments.release(manager, meeting.id, actor.userId, null),
      );
      throw error;
    }
  }

  private async checkout(actor: Actor, meeting: MeetingEntity): Promise<MeetingCheckout> {
    const claim = await this.rpc.call(
      BillingRpc.claimIncludedMeeting,
      { reference: meeting.id },
      actor,
    );
    if (claim.included && claim.orderId) {
      const orderId = claim.orderId;
      await this.events.transaction((manager) =>
        this.payments.paid(manager, meeting.id, {
          orderId,
          userId: actor.userId,
          amount: 0,
          paidAt: new Date(),
        }),
      );
      return { included: true, orderId, amount: 0, description: MEETING_DESCRIPTION };
    }
    const charge = await this.rpc.call(
      BillingRpc.createCharge,
      {
        purpose: 'meeting',
        reference: meeting.id,
        amount: MEETING_FEE_PENCE,
        description: MEETING_DESCRIPTION,
      },
      actor,
    );
    await this.events.transaction((manager) =>
      this.payments.started(manager, meeting.id, actor.userId, charge.orderId),
    );
    return {
      included: false,
      orderId: charge.orderId,
      clientSecret: charge.clientSecret,
      amount: charge.amount,
      description: charge.description,
    };
  }

  /** A member proposes dates and an area once the fee is paid; it replaces the previous one. */
  async propose(actor: Actor, matchId: string, proposal: MeetingProposal): Promise<void> {
    const link = await this.matches.requireMember(actor.userId, matchId);
    const recipients = await this.contacts.recipients(link.userIds);
    await this.events.transaction(async (manager) => {
      const meeting = await this.lockPaid(manager, matchId);
      const proposedAt = new Date();
      await this.meetings.update(manager, meeting.id, {
        proposalDates: [...proposal.dates].sort(),
        proposalArea: proposal.area,
        proposedBy: actor.userId,
        proposedAt,
      });
      for (const email of meetingProposedEmails(meeting.id, recipients, {
        ...proposal,
        proposedBy: actor.userId,
        proposedAt,
      })) {
        await recordEvent(manager, 'profile.email.requested', email);
      }
    });
  }

  /** Paid meetings for the team to arrange, oldest payment first. */
  async adminList(): Promise<MeetingRequest[]> {
    const meetings = await this.meetings.paid();
    const people = await this.contacts.people(meetings.flatMap((meeting) => meeting.memberIds));
    return meetings.map((meeting) => this.toRequest(meeting, people));
  }

  /** The team records the agreed date and venue; both members (walis copied) are told. */
  async arrange(meetingId: string, arrangement: MeetingArrangement): Promise<MeetingRequest> {
    const found = await this.meetings.findOne(meetingId);
    if (!found) {
      throw new DomainError(ErrorCode.NotFound, MeetingNotFound);
    }
    const recipients = await this.contacts.recipients(found.memberIds);
    await this.events.transaction(async (manager) => {
      const meeting = await this.meetings.lock(manager, meetingId);
      if (!meeting) {
        throw new DomainError(ErrorCode.NotFound, MeetingNotFound);
      }
      if (meeting.status !== 'completed') {
        throw new DomainError(ErrorCode.Unprocessable, DocumentMessage.MeetingNotPaid);
      }
      const arranged = {
        date: new Date(arrangement.date),
        venue: arrangement.venue,
        arrangedAt: new Date(),
      };
      await this.meetings.update(manager, meetingId, {
        arrangedDate: arranged.date,
        arrangedVenue: arranged.venue,
        arrangedAt: arranged.arrangedAt,
      });
      for (const email of meetingArrangedEmails(meetingId, recipients, arranged)) {
        await recordEvent(manager, 'profile.email.requested', email);
      }
    });
    const meeting = await this.meetings.findOne(meetingId);
    if (!meeting) {
      throw new DomainError(ErrorCode.NotFound, MeetingNotFound);
    }
    return this.toRequest(meeting, await this.contacts.people(meeting.memberIds));
  }

  private async lockPaid(manager: EntityManager, matchId: string): Promise<MeetingEntity> {
    const found = await this.meetings.findByMatch(matchId, manager);
    const meeting = found ? await this.meetings.lock(manager, found.id) : null;
    if (!meeting || meeting.status !== 'completed') {
      throw new DomainError(ErrorCode.Unprocessable, DocumentMessage.MeetingNotPaid);
    }
    return meeting;
  }

  private toRequest(
    meeting: MeetingEntity,
    people: Map<string, MeetingRequest['members'][number]>,
  ): MeetingRequest {
    const details = toMeetingDetails(meeting, true);
    return {
      id: meeting.id,
      matchId: meeting.matchId,
      members: meeting.memberIds.map(
        (userId) => people.get(userId) ?? { userId, username: null, fullName: null, email: null },
      ),
      paidAt: meeting.paidAt?.toISOString() ?? null,
      included: meeting.included,
      proposal: details.proposal,
      arranged: details.arranged,
    };
  }
}
