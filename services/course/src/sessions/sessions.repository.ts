import type { CourseSessionType } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { changedRows } from '../infra/sql';
import { NOT_STARTED, SESSION_COLUMNS, type SessionRow } from './session.mapper';

export interface NewSession {
  date: string;
  time: string;
  endTime: string;
  sessionType: CourseSessionType;
  location: string;
  price: number;
  capacity: number;
  isActive: boolean;
}

/** Course sessions and their seat counter (booked_slots: paid bookings and pending holds). */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOne(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<SessionRow | null> {
    const rows: SessionRow[] = await manager.query(
      `SELECT ${SESSION_COLUMNS} FROM course_sessions s WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Whether the session's start is still ahead on London's clock. */
  async notStarted(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM course_sessions s WHERE s.id = $1 AND ${NOT_STARTED}`,
      [id],
    );
    return rows.length > 0;
  }

  /** Active sessions that have not started and have a seat left, soonest first. */
  available(): Promise<SessionRow[]> {
    return this.dataSource.query(
      `SELECT ${SESSION_COLUMNS} FROM course_sessions s
        WHERE s.is_active AND s.booked_slots < s.capacity AND ${NOT_STARTED}
        ORDER BY s.date, s.time, s.created_at`,
    );
  }

  /** Every session, newest date first. */
  all(): Promise<SessionRow[]> {
    return this.dataSource.query(
      `SELECT ${SESSION_COLUMNS} FROM course_sessions s
        ORDER BY s.date DESC, s.time DESC, s.created_at DESC`,
    );
  }

  async countUpcoming(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const rows: { n: number }[] = await manager.query(
      `SELECT count(*)::int AS n FROM course_sessions s WHERE s.is_active AND ${NOT_STARTED}`,
    );
    return rows[0]?.n ?? 0;
  }

  async insert(manager: EntityManager, session: NewSession): Promise<SessionRow> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO course_sessions (date, time, end_time, session_type, location, price, capacity,
         is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        session.date,
        session.time,
        session.endTime,
        session.sessionType,
        session.location,
        session.price,
        session.capacity,
        session.isActive,
      ],
    );
    const id = rows[0]?.id ?? '';
    return (await this.findOne(id, manager)) as SessionRow;
  }

  /** Writes every field of the (locked) session. */
  async save(manager: EntityManager, id: string, session: NewSession): Promise<void> {
    await manager.query(
      `UPDATE course_sessions
          SET date = $2, time = $3, end_time = $4, session_type = $5, location = $6, price = $7,
              capacity = $8, is_active = $9, updated_at = now()
        WHERE id = $1`,
      [
        id,
        session.date,
        session.time,
        session.endTime,
        session.sessionType,
        session.location,
        session.price,
        session.capacity,
        session.isActive,
      ],
    );
  }

  /**
   * Takes one seat of an active session that has not started, only while one is left: the row's
   * lock makes concurrent takers wait and re-check, so the last seat goes to exactly one of them.
   * Returns the session as it is after the take, or null when nothing was taken.
   */
  async takeSeat(manager: EntityManager, id: string): Promise<SessionRow | null> {
    const rows = await changedRows<{ id: string }>(
      manager,
      `UPDATE course_sessions s SET booked_slots = s.booked_slots + 1, updated_at = now()
        WHERE s.id = $1 AND s.is_active AND s.booked_slots < s.capacity AND ${NOT_STARTED}
        RETURNING s.id`,
      [id],
    );
    return rows.length > 0 ? this.findOne(id, manager) : null;
  }

  /**
   * Takes back a seat for a payment that arrived after its hold was released: only while a seat
   * is left, whatever the session's date or activation. Returns whether it was taken.
   */
  async retakeSeat(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await changedRows(
      manager,
      `UPDATE course_sessions SET booked_slots = booked_slots + 1, updated_at = now()
        WHERE id = $1 AND booked_slots < capacity RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  async freeSeat(manager: EntityManager, id: string): Promise<void> {
    await manager.query(
      `UPDATE course_sessions SET booked_slots = booked_slots - 1, updated_at = now()
        WHERE id = $1 AND booked_slots > 0`,
      [id],
    );
  }
}
