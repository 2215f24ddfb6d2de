import { randomUUID } from 'node:crypto';
import { RpcClient } from '@mithaq/bus';
import {
  BillingRpc,
  CourseMessage,
  DomainError,
  ErrorCode,
  type Actor,
  type CourseBooking,
  type CourseBookingCheckout,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { CompletionsRepository } from '../certification/completions.repository';
import { InjectCourseConfig, type CourseConfig } from '../config';
import type { SessionRow } from '../sessions/session.mapper';
import { SessionsRepository } from '../sessions/sessions.repository';
import { BookingConfirmation } from './booking-confirmation';
import { BookingsRepository, toCourseBooking } from './bookings.repository';

/** The smallest amount a card can be charged, in pence. */
export const MIN_CARD_CHARGE = 30;
export const BELOW_CARD_MINIMUM = 'This course session cannot be paid for online';

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string } | undefined)?.code === '23505';

/** Members booking course sessions: a seat held while the payment runs, never more than exist. */
@Injectable()
export class BookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsRepository,
    private readonly sessions: SessionsRepository,
    private readonly completions: CompletionsRepository,
    private readonly confirmation: BookingConfirmation,
    private readonly rpc: RpcClient,
    @InjectCourseConfig() private readonly config: CourseConfig,
  ) {}

  async mine(actor: Actor): Promise<CourseBooking[]> {
    return (await this.bookings.live(actor.userId)).map(toCourseBooking);
  }

  /**
   * Holds a seat of the session for the member and starts its payment, priced from the session
   * for one attendee. The seat is taken by a conditional update of the session row in the same
   * transaction that writes the booking, so concurrent bookings never exceed the seats.
   */
  async create(actor: Actor, sessionId: string): Promise<CourseBookingCheckout> {
    if ((await this.completions.find(actor.userId)).hasCompletedMarriageCourse) {
      throw new DomainError(ErrorCode.Conflict, CourseMessage.AlreadyCompleted);
    }
    const bookingId = randomUUID();
    const session = await this.hold(actor.userId, sessionId, bookingId);
    const description = `Marriage course, ${session.date} ${session.time}-${session.end_time}`;
    try {
      const charge = await this.rpc.call(
        BillingRpc.createCharge,
        { purpose: 'course', reference: bookingId, amount: session.price, description },
        actor,
      );
      await this.bookings.setReference(bookingId, charge.orderId);
      const booking = await this.bookings.findOne(bookingId);
      if (!booking) {
        throw new DomainError(ErrorCode.NotFound, CourseMessage.BookingNotFound);
      }
      return {
        booking: toCourseBooking(booking),
        orderId: charge.orderId,
        clientSecret: charge.clientSecret,
        amount: charge.amount,
        description: charge.description,
      };
    } catch (error) {
      // No payment could start: the seat goes back at once so the member can try again.
      await this.dataSource.transaction((manager) =>
        this.confirmation.release(manager, bookingId, 'failed'),
      );
      throw error;
    }
  }

  private async hold(userId: string, sessionId: string, bookingId: string): Promise<SessionRow> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await this.bookings.hasLive(manager, userId, sessionId)) {
          throw new DomainError(ErrorCode.Conflict, CourseMessage.AlreadyBooked);
        }
        const session = await this.sessions.takeSeat(manager, sessionId);
        if (!session) {
          throw await this.whyNotBookable(manager, sessionId);
        }
        if (session.price < MIN_CARD_CHARGE) {
          throw new DomainError(ErrorCode.Unprocessable, BELOW_CARD_MINIMUM);
        }
        await this.bookings.insertHold(manager, {
          id: bookingId,
          userId,
          sessionId,
          amount: session.price,
          holdMinutes: this.config.COURSE_HOLD_MINUTES,
        });
        return session;
      });
    } catch (error) {
      // The partial unique index: a concurrent request of the same member won.
      if (isUniqueViolation(error)) {
        throw new DomainError(ErrorCode.Conflict, CourseMessage.AlreadyBooked);
      }
      throw error;
    }
  }

  private async whyNotBookable(manager: EntityManager, sessionId: string): Promise<DomainError> {
    const session = await this.sessions.findOne(sessionId, manager);
    if (!session) {
      return new DomainError(ErrorCode.NotFound, CourseMessage.SessionNotFound);
    }
    if (!session.is_active) {
      return new DomainError(ErrorCode.Unprocessable, CourseMessage.SessionInactive);
    }
    if (!(await this.sessions.notStarted(sessionId, manager))) {
      return new DomainError(ErrorCode.Unprocessable, CourseMessage.SessionPast);
    }
    return new DomainError(ErrorCode.Conflict, CourseMessage.SessionFull);
  }
}
