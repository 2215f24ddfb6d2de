import type { EventPayload, ServiceOrderLine } from '@mithaq/contracts';

type EmailRequest = EventPayload<'course.email.requested'>;

const pounds = (pence: number): string => `GBP ${(pence / 100).toFixed(2)}`;

/** "Saturday 14 March 2026" for an ISO date. */
const longDate = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface BookedSession {
  bookingId: string;
  date: string;
  time: string;
  endTime: string;
  location: string;
  amount: number;
}

/** The email a member receives once their course booking is paid. */
export const courseBookingConfirmedEmail = (
  to: string,
  name: string,
  session: BookedSession,
  siteName: string,
): EmailRequest => ({
  dedupeKey: `course-booking-confirmed:${session.bookingId}`,
  to,
  subject: `Your marriage course booking is confirmed`,
  kind: 'course-booking-confirmed',
  text: [
    `Assalamu alaikum ${name},`,
    '',
    'Your place on the marriage course is booked and paid.',
    '',
    `Date: ${longDate(session.date)}`,
    `Time: ${session.time} to ${session.endTime}`,
    `Location: ${session.location}`,
    `Paid: ${pounds(session.amount)}`,
    `Booking reference: ${session.bookingId}`,
    '',
    'Refreshments and course materials are included. Please arrive 10 minutes early.',
    '',
    `The ${siteName} team`,
  ].join('\n'),
});

/** The email a member receives once their services order is paid. */
export const servicesOrderConfirmedEmail = (
  to: string,
  name: string,
  order: { id: string; eventDate: string; lines: ServiceOrderLine[]; amount: number },
  siteName: string,
): EmailRequest => ({
  dedupeKey: `services-order-confirmed:${order.id}`,
  to,
  subject: 'Your wedding services are booked',
  kind: 'services-order-confirmed',
  text: [
    `Assalamu alaikum ${name},`,
    '',
    `Thank you: your payment of ${pounds(order.amount)} for these services is received.`,
    '',
    ...order.lines.map((line) =>
      line.quantity > 1
        ? `- ${line.name}: ${line.quantity} x ${pounds(line.unitPrice)} = ${pounds(line.amount)}`
        : `- ${line.name}: ${pounds(line.amount)}`,
    ),
    '',
    `Event date: ${longDate(order.eventDate)}`,
    `Order reference: ${order.id}`,
    '',
    'Our team will contact you shortly to arrange the details.',
    '',
    `The ${siteName} team`,
  ].join('\n'),
});
