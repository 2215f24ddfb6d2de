import { recordEvent } from '@mithaq/bus';
import type { EventPayload } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MeetingContacts } from './meeting-contacts';
import { meetingPaidEmails } from './meeting-emails';
import { MeetingsRepository } from './meetings.repository';

export interface MeetingPaymentFacts {
  orderId: string;
  userId: string;
  amount: number;
  paidAt: Date;
}

/**
 * The payment states of a meeting, each applied on the row's lock inside the caller's
 * transaction and safe to apply twice: started (processing for one member), paid (completed
 * once, with one email to each member), released (back to not started).
 */
@Injectable()
export class MeetingPayments {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly contacts: MeetingContacts,
  ) {}

  /** billing.order.paid for a meeting: the only way a charged meeting becomes completed. */
  async orderPaid(
    manager: EntityManager,
    event: EventPayload<'billing.order.paid'>,
  ): Promise<void> {
    if (event.purpose !== 'meeting') {
      return;
    }
    await this.paid(manager, event.reference, {
      orderId: event.orderId,
      userId: event.userId,
      amount: event.amount,
      paidAt: new Date(event.paidAt),
    });
  }

  /** billing.order.failed for a meeting: the payment that was running is released. */
  async orderFailed(
    manager: EntityManager,
    event: EventPayload<'billing.order.failed'>,
  ): Promise<void> {
    if (event.purpose !== 'meeting') {
      return;
    }
    await this.release(manager, event.reference, event.userId, event.orderId);
  }

  /** Marks the meeting paid; false when it was already (or no longer exists). */
  async paid(
    manager: EntityManager,
    meetingId: string,
    payment: MeetingPaymentFacts,
  ): Promise<boolean> {
    const meeting = await this.meetings.lock(manager, meetingId);
    if (!meeting || meeting.status === 'completed') {
      return false;
    }
    const included = payment.amount === 0;
    await this.meetings.update(manager, meetingId, {
      status: 'completed',
      paidBy: payment.userId,
      orderId: payment.orderId,
      paidAt: payment.paidAt,
      fee: payment.amount,
      included,
    });
    const recipients = await this.contacts.recipients(meeting.memberIds);
    for (const email of meetingPaidEmails(meetingId, recipients, {
      included,
      fee: payment.amount,
    })) {
      await recordEvent(manager, 'profile.email.requested', email);
    }
    return true;
  }

  /** Records the charge of the member's running payment (unless it was settled meanwhile). */
  async started(
    manager: EntityManager,
    meetingId: string,
    userId: string,
    orderId: string,
  ): Promise<void> {
    const meeting = await this.meetings.lock(manager, meetingId);
    if (meeting?.status === 'processing' && meeting.paidBy === userId) {
      await this.meetings.update(manager, meetingId, { orderId });
    }
  }

  /**
   * Ends the member's running payment: back to not started, unless the meeting is paid or
   * another payment (another order) runs now. A null order releases a payment whose charge
   * never started.
   */
  async release(
    manager: EntityManager,
    meetingId: string,
    userId: string,
    orderId: string | null,
  ): Promise<boolean> {
    const meeting = await this.meetings.lock(manager, meetingId);
    if (!meeting || meeting.status !== 'processing' || meeting.paidBy !== userId) {
      return false;
    }
    if (orderId !== null && meeting.orderId !== null && meeting.orderId !== orderId) {
      return false;
    }
    await this.meetings.update(manager, meetingId, {
      status: 'not_started',
      paidBy: null,
      orderId: null,
    });
    return true;
  }

  /** An erased member's meetings go at once (the match is gone with them). */
  async eraseMember(manager: EntityManager, userId: string): Promise<void> {
    await this.meetings.deleteOfMember(manager, userId);
  }
}
