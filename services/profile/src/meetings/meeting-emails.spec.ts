import { MEETING_FEE_PENCE } from '@mithaq/contracts';
import type { MeetingEntity } from './entities/meeting.entity';
import { meetingArrangedEmails, meetingPaidEmails, type MeetingRecipient } from './meeting-emails';
import { toMeetingDetails } from './meetings.service';

const amina: MeetingRecipient = {
  userId: 'a',
  email: 'amina@example.com',
  name: 'Amina',
  waliEmail: 'wali@example.com',
};
const yusuf: MeetingRecipient = {
  userId: 'y',
  email: 'yusuf@example.com',
  name: 'Yusuf',
  waliEmail: null,
};

describe('meeting emails', () => {
  it('writes to each member with an address, their wali copied, one dedupe key each', () => {
    const emails = meetingPaidEmails('m1', [amina, yusuf, { ...yusuf, userId: 'z', email: null }], {
      included: false,
      fee: MEETING_FEE_PENCE,
    });
    expect(emails.map((email) => [email.to, email.cc, email.dedupeKey])).toEqual([
      ['amina@example.com', ['wali@example.com'], 'meeting-paid:m1:a'],
      ['yusuf@example.com', undefined, 'meeting-paid:m1:y'],
    ]);
    expect(emails[0]?.text).toContain('£50.00 is paid');
    const included = meetingPaidEmails('m1', [amina], { included: true, fee: 0 });
    expect(included[0]?.text).toContain("Gold membership's included meeting");
  });

  it('gives the arranged date in London time and the venue', () => {
    const [email] = meetingArrangedEmails('m1', [amina], {
      date: new Date('2031-07-01T12:30:00Z'),
      venue: 'Leeds Central Library',
      arrangedAt: new Date('2031-06-01T09:00:00Z'),
    });
    // 12:30 UTC is 13:30 in London in summer.
    expect(email?.text).toMatch(/Date: Tuesday,? 1 July 2031 at 13:30/);
    expect(email?.text).toContain('Venue: Leeds Central Library');
    expect(email?.kind).toBe('meeting-arranged');
  });
});

describe('the meeting tab', () => {
  it('shows the fee and nothing paid while no payment started', () => {
    expect(toMeetingDetails(null, false)).toEqual({
      open: false,
      paid: false,
      paymentStatus: 'not_started',
      fee: MEETING_FEE_PENCE,
      included: false,
      paidBy: null,
      proposal: null,
      arranged: null,
    });
  });

  it("names the payer only once paid, and the included meeting's fee of 0", () => {
    const row = {
      status: 'processing',
      fee: MEETING_FEE_PENCE,
      included: false,
      paidBy: 'a',
      proposalDates: null,
      proposalArea: null,
      proposedBy: null,
      proposedAt: null,
      arrangedDate: null,
      arrangedVenue: null,
      arrangedAt: null,
    } as unknown as MeetingEntity;
    expect(toMeetingDetails(row, true)).toMatchObject({
      paymentStatus: 'processing',
      paidBy: null,
    });
    const paid = { ...row, status: 'completed', fee: 0, included: true } as MeetingEntity;
    expect(toMeetingDetails(paid, true)).toMatchObject({
      paid: true,
      paidBy: 'a',
      fee: 0,
      included: true,
    });
  });
});
