import type { CourseBooking, CourseSession } from '@mithaq/contracts';
import { holdsSeat } from '../../../entities/course/course-display';

const byStart = (a: CourseSession, b: CourseSession): number =>
  a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date);

/**
 * The sessions the registration card lists: those open for booking, plus any the member holds a
 * seat in that are still to come (a booked session that has since filled up stays visible, marked
 * Booked), soonest first.
 */
export const sessionsToList = (
  available: readonly CourseSession[],
  bookings: readonly CourseBooking[],
  today: string,
): CourseSession[] => {
  const listed = new Map(available.map((session) => [session.id, session]));
  for (const booking of bookings) {
    const session = booking.session as CourseSession | undefined;
    if (holdsSeat(booking) && session && !listed.has(session.id) && session.date >= today) {
      listed.set(session.id, session);
    }
  }
  return [...listed.values()].sort(byStart);
};

/** Today as YYYY-MM-DD in the browser's time zone. */
export const todayIso = (now: Date = new Date()): string => {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
};
