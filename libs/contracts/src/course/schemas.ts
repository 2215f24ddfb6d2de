import { z } from 'zod';

/** Session limits: slots 1–100 (default 20), price entered in pounds and sent in pence. */
export const COURSE_SLOTS = { min: 1, max: 100, default: 20 } as const;
export const COURSE_DEFAULT_PRICE_PENCE = 5000;
/** The hours of each session type (HH:mm, Europe/London). */
export const COURSE_SESSION_HOURS = {
  morning: { time: '09:00', end_time: '12:00' },
  afternoon: { time: '13:00', end_time: '16:00' },
} as const;
/** An unpaid booking holds its seat this long, then expires and frees it. */
export const COURSE_HOLD_MINUTES = 15;
/** Per-person services are priced for this many guests. */
export const SERVICE_GUEST_COUNT = 50;
/** The catalogue id of the marriage course item (booked on the course page). */
export const MARRIAGE_COURSE_SERVICE_ID = 'marriage-course';

export const CourseMessage = {
  SessionNotFound: 'Course session not found',
  SessionInactive: 'This course session is not open for booking',
  SessionPast: 'This course session has already taken place',
  SessionFull: 'This course session is fully booked',
  AlreadyBooked: 'You have already booked this course session',
  AlreadyCompleted: 'You have already completed the marriage course',
  BookingNotFound: 'Booking not found',
  SlotsBelowBooked: 'Slots cannot be fewer than the seats already booked',
  DateRequired: 'Date is required',
  DateInPast: 'The session date must be today or later',
  TimeRequired: 'Time is required',
  SessionTypeRequired: 'Session type is required',
  LocationRequired: 'Location is required',
  SlotsRange: `Slots must be between ${COURSE_SLOTS.min} and ${COURSE_SLOTS.max}`,
  PriceNegative: 'Price cannot be negative',
  MemberNotFound: 'Member not found',
  ServiceNotFound: 'Unknown service',
  ServiceUnavailable: 'This service is not currently available',
  CourseNotAService: 'The marriage course is booked on the course page',
  SelectionEmpty: 'Please select at least one service to proceed',
  TeessideOnly: 'Some of the services you selected are available in Teesside only (TS postcodes)',
  PostcodeInvalid: 'Please enter a valid UK postcode',
  EventDateInPast: 'The event date must be in the future',
} as const;

const uuid = z.uuid('The id must be a UUID');
export const sessionIdParams = z.object({ sessionId: uuid }).strict();
export const bookingIdParams = z.object({ bookingId: uuid }).strict();
export const serviceIdParams = z
  .object({ serviceId: z.string().regex(/^[a-z0-9-]{1,50}$/, 'Unknown service') })
  .strict();

const isoDate = z.iso.date('Date must be a date (YYYY-MM-DD)');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm');
const sessionType = z.enum(['morning', 'afternoon'], { error: CourseMessage.SessionTypeRequired });
const slots = z
  .number({ error: CourseMessage.SlotsRange })
  .int(CourseMessage.SlotsRange)
  .min(COURSE_SLOTS.min, CourseMessage.SlotsRange)
  .max(COURSE_SLOTS.max, CourseMessage.SlotsRange);
const location = z
  .string({ error: CourseMessage.LocationRequired })
  .trim()
  .min(1, CourseMessage.LocationRequired)
  .max(200, 'Location must be at most 200 characters');
/** Integer pence; the dialog sends Math.round(pounds * 100). */
const pricePence = z
  .number({ error: 'Price must be a number' })
  .int('Price must be a whole number of pence')
  .min(0, CourseMessage.PriceNegative)
  .max(1_000_000, 'Price must be at most £10,000');

/** POST /api/admin/create-course-session. */
export const createCourseSessionSchema = z
  .object({
    date: z
      .string({ error: CourseMessage.DateRequired })
      .min(1, CourseMessage.DateRequired)
      .pipe(isoDate),
    time: z
      .string({ error: CourseMessage.TimeRequired })
      .min(1, CourseMessage.TimeRequired)
      .pipe(hhmm),
    sessionType,
    availableSlots: slots.default(COURSE_SLOTS.default),
    location,
    price: pricePence.default(COURSE_DEFAULT_PRICE_PENCE),
  })
  .strict();
export type CreateCourseSession = z.output<typeof createCourseSessionSchema>;

/** PATCH /api/admin/course-sessions/{sessionId}: any of the fields, and activation. */
export const updateCourseSessionSchema = z
  .object({
    date: isoDate.optional(),
    time: hhmm.optional(),
    sessionType: sessionType.optional(),
    availableSlots: slots.optional(),
    location: location.optional(),
    price: pricePence.optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type UpdateCourseSession = z.output<typeof updateCourseSessionSchema>;

/**
 * POST /api/course-bookings. `paymentAmount` and `attendees` are accepted as the spec's client
 * sends them and ignored: the server prices the booking from the session, for one attendee.
 */
export const createCourseBookingSchema = z
  .object({
    sessionId: uuid,
    paymentAmount: z.unknown().optional(),
    attendees: z.unknown().optional(),
  })
  .strict();
export type CreateCourseBooking = z.output<typeof createCourseBookingSchema>;

/** POST /api/admin/course-bookings/{bookingId}/attendance. */
export const courseAttendanceSchema = z.object({ attended: z.boolean() }).strict();

/** A UK postcode (outward and inward codes; the space is optional). */
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
/** Teesside postcodes start TS followed by a digit. */
export const isTeessidePostcode = (postcode: string): boolean => /^TS\d/i.test(postcode.trim());

/** POST /api/services/checkout. */
export const servicesCheckoutSchema = z
  .object({
    serviceIds: z
      .array(z.string().regex(/^[a-z0-9-]{1,50}$/, CourseMessage.ServiceNotFound), {
        error: CourseMessage.SelectionEmpty,
      })
      .min(1, CourseMessage.SelectionEmpty)
      .max(20, 'At most 20 services per order')
      .refine((ids) => new Set(ids).size === ids.length, 'A service is selected twice'),
    eventDate: isoDate,
    postcode: z
      .string({ error: CourseMessage.PostcodeInvalid })
      .trim()
      .regex(UK_POSTCODE, CourseMessage.PostcodeInvalid)
      .transform((value) => value.toUpperCase().replace(/\s+/g, ' ')),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{7,20}$/, 'Please enter a valid phone number')
      .optional(),
  })
  .strict();
export type ServicesCheckoutRequest = z.output<typeof servicesCheckoutSchema>;

/** PATCH /api/admin/services/{serviceId}. */
export const updateServiceItemSchema = z
  .object({
    name: z.string().trim().min(2).max(100).optional(),
    description: z.string().trim().min(2).max(1000).optional(),
    price: pricePence.optional(),
    priceUnit: z.string().trim().min(1).max(40).optional(),
    package: z.enum(['bronze', 'silver', 'gold', 'additional']).optional(),
    teessideOnly: z.boolean().optional(),
    features: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type UpdateServiceItem = z.output<typeof updateServiceItemSchema>;
