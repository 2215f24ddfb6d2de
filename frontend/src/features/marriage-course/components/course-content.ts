/** The course page's fixed texts: overview, agenda and features. */

export const COURSE_TITLE = 'Islamic Marriage Preparation Course';
export const HALF_DAY_BADGE = 'Half-Day Course';
export const COURSE_INTRO =
  'Prepare for a blessed marriage with a half-day course taught by a qualified imam, grounded in the Quran and Sunnah.';

export const overviewSessions = [
  { key: 'morning', title: 'Morning Sessions', hours: '9:00am-12:00pm' },
  { key: 'afternoon', title: 'Afternoon Sessions', hours: '1:00pm-4:00pm' },
] as const;
export const OVERVIEW_INCLUDES = 'Includes refreshments and course materials';

export interface AgendaItem {
  title: string;
  minutes: number;
  detail: string;
}

export const agenda: readonly AgendaItem[] = [
  {
    title: 'Introduction',
    minutes: 30,
    detail: 'Welcome, the aims of the course and the purpose of marriage in Islam.',
  },
  {
    title: 'Session 1: Foundations of Marriage',
    minutes: 45,
    detail: 'Marriage in the Quran and Sunnah: intention, compatibility and the nikah.',
  },
  {
    title: 'Session 2: Rights and Responsibilities',
    minutes: 45,
    detail: 'The rights of husband and wife, and the responsibilities each carries.',
  },
  { title: 'Refreshment Break', minutes: 15, detail: 'Refreshments are provided.' },
  {
    title: 'Session 3: Communication and Conflict Resolution',
    minutes: 45,
    detail: 'Speaking with kindness, listening well, and resolving disagreements with patience.',
  },
  {
    title: 'Q&A and Closing',
    minutes: 30,
    detail: 'Your questions answered, closing reflections and certificates.',
  },
];
export const AGENDA_TOTAL = 'Total: about 3 hours';

export const features = [
  {
    key: 'imam',
    title: 'Taught by an Imam',
    text: 'Learn from a qualified imam experienced in marriage guidance.',
  },
  {
    key: 'materials',
    title: 'Course Materials',
    text: 'Printed materials to take home and keep referring to.',
  },
  {
    key: 'certificate',
    title: 'Completion Certificate',
    text: 'A certificate recognising that you completed the course.',
  },
  {
    key: 'badge',
    title: 'Profile Badge',
    text: 'A course-completion badge on your profile, seen by your matches.',
  },
] as const;

/** The toasts and texts of booking. */
export const BookingText = {
  loginTitle: 'Login Required',
  loginText: 'Please log in to book a course session.',
  failedTitle: 'Booking Failed',
  failedFallback: 'Please try again.',
  empty: 'No course sessions are currently available. Please check back later',
  loading: 'Loading available sessions...',
} as const;

/** The action button's five labels. */
export const BookButtonLabel = {
  logIn: 'Please Log In',
  completed: 'Course Already Completed',
  select: 'Please Select a Session',
  book: 'Book Session',
  booking: 'Booking...',
} as const;
