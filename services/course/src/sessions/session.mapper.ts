import type { CourseSession, CourseSessionType } from '@mithaq/contracts';
import { isFull, spotsRemaining } from './session-rules';

/** A course_sessions row as the repositories select it (SESSION_COLUMNS). */
export interface SessionRow {
  id: string;
  date: string;
  time: string;
  end_time: string;
  session_type: CourseSessionType;
  location: string;
  price: number;
  capacity: number;
  booked_slots: number;
  is_active: boolean;
}

/** The columns of a SessionRow, from course_sessions aliased `s`. */
export const SESSION_COLUMNS = `s.id, to_char(s.date, 'YYYY-MM-DD') AS date, s.time, s.end_time,
  s.session_type, s.location, s.price, s.capacity, s.booked_slots, s.is_active`;

/** Starts no earlier than London's clock now: `s` is course_sessions. */
export const NOT_STARTED = `(s.date + s.time::time) > (now() AT TIME ZONE 'Europe/London')`;

export const toCourseSession = (row: SessionRow): CourseSession => ({
  id: row.id,
  date: row.date,
  time: row.time,
  end_time: row.end_time,
  sessionType: row.session_type,
  location: row.location,
  price: row.price,
  capacity: row.capacity,
  availableSlots: row.capacity,
  bookingCount: row.booked_slots,
  bookedSlots: row.booked_slots,
  spotsRemaining: spotsRemaining(row.capacity, row.booked_slots),
  isActive: row.is_active,
  isFull: isFull(row.capacity, row.booked_slots),
});
