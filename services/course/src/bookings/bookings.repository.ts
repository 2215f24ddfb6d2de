import type { Actor, CourseBooking, CoursePaymentStatus, Role } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { changedRows } from '../infra/sql';
import { SESSION_COLUMNS, toCourseSession, type SessionRow } from '../sessions/session.mapper';

/** A booking joined with its session (BOOKING_SELECT). */
export interface BookingRow extends SessionRow {
  booking_id: string;
  user_id: string;
  session_id: string;
  booking_date: Date;
  payment_status: CoursePaymentStatus;
  payment_amount: number;
  payment_date: Date | null;
  payment_reference: string | null;
  hold_expires_at: Date | null;
  attended: boolean;
}

const BOOKING_SELECT = `
  SELECT b.id AS booking_id, b.user_id, b.session_id, b.booking_date, b.payment_status,
         b.payment_amount, b.payment_date, b.payment_reference, b.hold_expires_at, b.attended,
         ${SESSION_COLUMNS}
    FROM course_bookings b JOIN course_sessions s ON s.id = b.session_id`;

/** A pending booking whose hold ran out, and the member whose charge it is. */
export interface ExpiredHold {
  id: string;
  member: Actor;
  paymentReference: string | null;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export const toCourseBooking = (row: BookingRow): CourseBooking => ({
  id: row.booking_id,
  userId: row.user_id,
  sessionId: row.session_id,
  bookingDate: row.booking_date.toISOString(),
  attendees: 1,
  paymentStatus: row.payment_status,
  paymentAmount: row.payment_amount,
  paymentDate: iso(row.payment_date),
  paymentReference: row.payment_reference,
  holdExpiresAt: row.payment_status === 'pending' ? iso(row.hold_expires_at) : null,
  attended: row.attended,
  session: toCourseSession(row),
});

/** Course bookings. A pending or paid booking holds one seat of its session. */
@Injectable()
export class BookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOne(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<BookingRow | null> {
    const rows: BookingRow[] = await manager.query(`${BOOKING_SELECT} WHERE b.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The member's bookings that hold a seat (pending or paid), soonest session first. */
  live(userId: string): Promise<BookingRow[]> {
    return this.dataSource.query(
      `${BOOKING_SELECT} WHERE b.user_id = $1 AND b.payment_status IN ('pending', 'paid')
        ORDER BY s.date, s.time`,
      [userId],
    );
  }

  /** Every booking that holds a seat, for the admin's list of course members. */
  allLive(): Promise<BookingRow[]> {
    return this.dataSource.query(
      `${BOOKING_SELECT} WHERE b.payment_status IN ('pending', 'paid') ORDER BY s.date, s.time`,
    );
  }

  async hasLive(
    manager: EntityManager,
    userId: string,
    sessionId: string,
    except: string | null = null,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM course_bookings
        WHERE user_id = $1 AND session_id = $2 AND payment_status IN ('pending', 'paid')
          AND id IS DISTINCT FROM $3::uuid`,
      [userId, sessionId, except],
    );
    return rows.length > 0;
  }

  async insertHold(
    manager: EntityManager,
    booking: { id: string; userId: string; sessionId: string; amount: number; holdMinutes: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO course_bookings (id, user_id, session_id, payment_status, payment_amount,
         hold_expires_at)
       VALUES ($1, $2, $3, 'pending', $4, now() + make_interval(mins => $5))`,
      [booking.id, booking.userId, booking.sessionId, booking.amount, booking.holdMinutes],
    );
  }

  async setReference(id: string, orderId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE course_bookings SET payment_reference = $2 WHERE id = $1 AND payment_reference IS NULL',
      [id, orderId],
    );
  }

  /**
   * Moves a booking from `from` to `to` (locked while the transaction runs); returns its
   * session's id when it moved, null when it was not in `from` (already handled).
   */
  async transition(
    manager: EntityManager,
    id: string,
    from: readonly CoursePaymentStatus[],
    to: CoursePaymentStatus,
    payment: { paidAt: string; orderId: string } | null = null,
  ): Promise<string | null> {
    const rows = await changedRows<{ session_id: string }>(
      manager,
      `UPDATE course_bookings
          SET payment_status = $3::varchar,
              payment_date = COALESCE($4::timestamptz, payment_date),
              payment_reference = COALESCE(payment_reference, $5::uuid),
              hold_expires_at = CASE WHEN $3::varchar = 'pending' THEN hold_expires_at END
        WHERE id = $1 AND payment_status = ANY($2::varchar[])
        RETURNING session_id`,
      [id, [...from], to, payment?.paidAt ?? null, payment?.orderId ?? null],
    );
    return rows[0]?.session_id ?? null;
  }

  /** Pending bookings whose hold ran out before `now`, oldest first. */
  async expiredHolds(limit: number): Promise<ExpiredHold[]> {
    const rows: {
      id: string;
      user_id: string;
      role: Role | null;
      payment_reference: string | null;
    }[] = await this.dataSource.query(
      `SELECT b.id, b.user_id, m.role, b.payment_reference
           FROM course_bookings b LEFT JOIN members m ON m.user_id = b.user_id
          WHERE b.payment_status = 'pending' AND b.hold_expires_at < now()
          ORDER BY b.hold_expires_at LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      member: { userId: row.user_id, role: row.role ?? 'seeker' },
      paymentReference: row.payment_reference,
    }));
  }

  async setAttended(id: string, attended: boolean): Promise<void> {
    await this.dataSource.query('UPDATE course_bookings SET attended = $2 WHERE id = $1', [
      id,
      attended,
    ]);
  }
}
