import {
  COURSE_SESSION_HOURS,
  type CourseSessionDisplayState,
  type CourseSessionType,
} from '@mithaq/contracts';

const minutesOf = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};
const hhmmOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A session lasts as long as its type's hours (three hours): it ends that long after it starts,
 * at 23:59 at the latest.
 */
export const endTimeOf = (time: string, sessionType: CourseSessionType): string => {
  const hours = COURSE_SESSION_HOURS[sessionType];
  const length = minutesOf(hours.end_time) - minutesOf(hours.time);
  return hhmmOf(Math.min(minutesOf(time) + length, 23 * 60 + 59));
};

/** Seats not taken by paid bookings or pending holds (never below zero). */
export const spotsRemaining = (capacity: number, bookedSlots: number): number =>
  Math.max(0, capacity - bookedSlots);

export const isFull = (capacity: number, bookedSlots: number): boolean =>
  spotsRemaining(capacity, bookedSlots) === 0;

/** How the admin list shows a session: Inactive, else Full when no seat is left, else Active. */
export const displayStateOf = (session: {
  isActive: boolean;
  capacity: number;
  bookedSlots: number;
}): CourseSessionDisplayState => {
  if (!session.isActive) {
    return 'Inactive';
  }
  return isFull(session.capacity, session.bookedSlots) ? 'Full' : 'Active';
};

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The date (YYYY-MM-DD) and time (HH:mm) on a clock in London at `at`. */
export const londonClock = (at: Date): { date: string; time: string } => {
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    londonParts.formatToParts(at).find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
};

/** A session has started once London's clock reaches its date and start time. */
export const hasStarted = (session: { date: string; time: string }, now: Date): boolean => {
  const clock = londonClock(now);
  return `${session.date} ${session.time}` <= `${clock.date} ${clock.time}`;
};

/** The London date `days` after the London date of `at`. */
export const londonDatePlus = (at: Date, days: number): string => {
  const today = londonClock(at).date;
  const shifted = new Date(`${today}T12:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
};
