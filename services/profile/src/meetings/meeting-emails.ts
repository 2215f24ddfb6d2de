import type { EventPayload } from '@mithaq/contracts';

type EmailRequest = EventPayload<'profile.email.requested'>;

/** A member the meeting emails are addressed to, with their wali copied where known. */
export interface MeetingRecipient {
  userId: string;
  email: string | null;
  name: string;
  waliEmail: string | null;
}

const SIGN_OFF = 'The Mithaq team';

const pounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

/** "Saturday, 14 March 2026" for an ISO date (YYYY-MM-DD). */
export const longDate = (date: string): string =>
  new Date(`${date.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "Saturday, 14 March 2026 at 14:30" (London time) for an instant. */
const longDateTime = (instant: Date): string => {
  const day = instant.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  const time = instant.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  return `${day} at ${time}`;
};

/** One email per member with an address, their wali in copy. */
const toEach = (
  recipients: MeetingRecipient[],
  build: (recipient: MeetingRecipient) => Omit<EmailRequest, 'to' | 'cc'>,
): EmailRequest[] =>
  recipients.flatMap((recipient) =>
    recipient.email
      ? [
          {
            ...build(recipient),
            to: recipient.email,
            ...(recipient.waliEmail ? { cc: [recipient.waliEmail] } : {}),
          },
        ]
      : [],
  );

export const meetingPaidEmails = (
  meetingId: string,
  recipients: MeetingRecipient[],
  payment: { included: boolean; fee: number },
): EmailRequest[] =>
  toEach(recipients, (recipient) => ({
    dedupeKey: `meeting-paid:${meetingId}:${recipient.userId}`,
    kind: 'meeting-paid',
    subject: 'Your meeting arrangement is confirmed',
    text: [
      `Assalamu alaikum ${recipient.name},`,
      '',
      payment.included
        ? "The meeting arrangement is covered by a Gold membership's included meeting."
        : `The meeting arrangement fee of ${pounds(payment.fee)} is paid.`,
      '',
      'You can now propose up to three dates and a preferred area on the match page;',
      'our team will then arrange the meeting and let you both know the date and venue.',
      '',
      `Meeting reference: ${meetingId}`,
      '',
      SIGN_OFF,
    ].join('\n'),
  }));

export const meetingProposedEmails = (
  meetingId: string,
  recipients: MeetingRecipient[],
  proposal: { dates: string[]; area: string; proposedBy: string; proposedAt: Date },
): EmailRequest[] => {
  const proposer = recipients.find((recipient) => recipient.userId === proposal.proposedBy);
  return toEach(recipients, (recipient) => ({
    dedupeKey: `meeting-proposed:${meetingId}:${proposal.proposedAt.getTime()}:${recipient.userId}`,
    kind: 'meeting-proposed',
    subject: 'Meeting dates were proposed',
    text: [
      `Assalamu alaikum ${recipient.name},`,
      '',
      recipient.userId === proposal.proposedBy
        ? 'You proposed these dates for the meeting:'
        : `${proposer?.name ?? 'Your match'} proposed these dates for the meeting:`,
      '',
      ...proposal.dates.map((date) => `- ${longDate(date)}`),
      '',
      `Preferred area: ${proposal.area}`,
      '',
      'Our team will confirm the date and venue with you both.',
      '',
      `Meeting reference: ${meetingId}`,
      '',
      SIGN_OFF,
    ].join('\n'),
  }));
};

export const meetingArrangedEmails = (
  meetingId: string,
  recipients: MeetingRecipient[],
  arranged: { date: Date; venue: string; arrangedAt: Date },
): EmailRequest[] =>
  toEach(recipients, (recipient) => ({
    dedupeKey: `meeting-arranged:${meetingId}:${arranged.arrangedAt.getTime()}:${recipient.userId}`,
    kind: 'meeting-arranged',
    subject: 'Your meeting is arranged',
    text: [
      `Assalamu alaikum ${recipient.name},`,
      '',
      'Your meeting is arranged:',
      '',
      `Date: ${longDateTime(arranged.date)}`,
      `Venue: ${arranged.venue}`,
      '',
      `Meeting reference: ${meetingId}`,
      '',
      SIGN_OFF,
    ].join('\n'),
  }));
