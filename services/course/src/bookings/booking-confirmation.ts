import { recordEvent } from '@mithaq/bus';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InjectCourseConfig, type CourseConfig } from '../config';
import { courseBookingConfirmedEmail } from '../emails/confirmation-emails';
import { MembersRepository } from '../members/members.repository';
import { SessionsRepository } from '../sessions/sessions.repository';
import { BookingsRepository } from './bookings.repository';

export interface PaymentFacts {
  orderId: string;
  paidAt: string;
}

/**
 * The outcomes of a booking's payment, each inside the caller's transaction and safe to apply
 * twice: paid (confirmed once, with one confirmation email), failed or expired (its seat freed).
 */
@Injectable()
export class BookingConfirmation {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly sessions: SessionsRepository,
    private readonly members: MembersRepository,
    @InjectCourseConfig() private readonly config: CourseConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /**
   * Confirms a paid booking. A payment that arrives after the hold was released takes a seat
   * back if one is left; if none is (or the member booked the session again meanwhile), the
   * booking stays released and the payment is logged for the team to refund.
   */
  async paid(manager: EntityManager, bookingId: string, payment: PaymentFacts): Promise<boolean> {
    if (await this.bookings.transition(manager, bookingId, ['pending'], 'paid', payment)) {
      await this.sendConfirmation(manager, bookingId);
      return true;
    }
    const booking = await this.bookings.findOne(bookingId, manager);
    if (!booking || booking.payment_status === 'paid') {
      return false;
    }
    const rebooked = await this.bookings.hasLive(
      manager,
      booking.user_id,
      booking.session_id,
      bookingId,
    );
    if (!rebooked && (await this.sessions.retakeSeat(manager, booking.session_id))) {
      await this.bookings.transition(manager, bookingId, ['expired', 'failed'], 'paid', payment);
      await this.sendConfirmation(manager, bookingId);
      return true;
    }
    this.logger.error(
      { bookingId, orderId: payment.orderId },
      'course: a booking was paid after its seat was released and none is left; refund it',
    );
    return false;
  }

  /** Releases a pending booking's seat as failed or expired; false when it was not pending. */
  async release(
    manager: EntityManager,
    bookingId: string,
    to: 'failed' | 'expired',
  ): Promise<boolean> {
    const sessionId = await this.bookings.transition(manager, bookingId, ['pending'], to);
    if (sessionId) {
      await this.sessions.freeSeat(manager, sessionId);
    }
    return sessionId !== null;
  }

  private async sendConfirmation(manager: EntityManager, bookingId: string): Promise<void> {
    const booking = await this.bookings.findOne(bookingId, manager);
    const member = booking ? await this.members.findOne(booking.user_id, manager) : null;
    if (!booking || !member) {
      this.logger.warn({ bookingId }, 'course: no email address for a confirmed booking');
      return;
    }
    await recordEvent(
      manager,
      'course.email.requested',
      courseBookingConfirmedEmail(
        member.email,
        member.fullName ?? member.username,
        {
          bookingId,
          date: booking.date,
          time: booking.time,
          endTime: booking.end_time,
          location: booking.location,
          amount: booking.payment_amount,
        },
        this.config.SITE_NAME,
      ),
    );
  }
}
