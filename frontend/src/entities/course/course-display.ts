import type {
  CourseBooking,
  CourseSession,
  CourseSessionDisplayState,
  CourseSessionType,
} from '@mithaq/contracts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A session day as month, day, year ("March 15, 2026"). A plain YYYY-MM-DD day is read as that
 * calendar day wherever the browser is; anything that cannot be read is 'Invalid date'.
 */
export const formatSessionDate = (value: string | null | undefined): string => {
  if (!value) {
    return 'Invalid date';
  }
  const day = ISO_DAY.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value);
  if (
    Number.isNaN(date.getTime()) ||
    (day && date.getUTCDate() !== Number(day[3])) // 2026-02-30 and the like
  ) {
    return 'Invalid date';
  }
  return monthDayYear.format(date);
};

/** A 24-hour HH:mm time on a 12-hour clock: "09:00" → "9:00am", "13:30" → "1:30pm". */
export const formatClock = (value: string): string => {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) {
    return value;
  }
  const hours = Number(match[1]);
  if (hours > 23) {
    return value;
  }
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]}${hours < 12 ? 'am' : 'pm'}`;
};

/** "9:00am - 12:00pm". */
export const sessionTimeRange = (session: Pick<CourseSession, 'time' | 'end_time'>): string =>
  `${formatClock(session.time)} - ${formatClock(session.end_time)}`;

export const sessionTypeLabels: Record<CourseSessionType, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
};

/** "1 spot remaining", "12 spots remaining". */
export const spotsRemainingText = (spots: number): string =>
  `${spots} ${spots === 1 ? 'spot' : 'spots'} remaining`;

/** A booking that holds its seat: paid, or pending while its payment runs. */
export const holdsSeat = (booking: Pick<CourseBooking, 'paymentStatus'>): boolean =>
  booking.paymentStatus === 'paid' || booking.paymentStatus === 'pending';

/** The sessions the member has booked (paid or pending), by id. */
export const bookedSessionIds = (
  bookings: readonly Pick<CourseBooking, 'paymentStatus' | 'sessionId'>[] | undefined,
): Set<string> => new Set((bookings ?? []).filter(holdsSeat).map((booking) => booking.sessionId));

/** How the admin list shows a session: Inactive, else Full when no seat is left, else Active. */
export const sessionDisplayState = (
  session: Pick<CourseSession, 'isActive' | 'isFull'>,
): CourseSessionDisplayState => {
  if (!session.isActive) {
    return 'Inactive';
  }
  return session.isFull ? 'Full' : 'Active';
};
