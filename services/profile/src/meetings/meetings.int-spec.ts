import { randomUUID } from 'node:crypto';
import {
  DocumentMessage,
  DocumentRpc,
  MEETING_FEE_PENCE,
  type Actor,
  type EventPayload,
} from '@mithaq/contracts';
import { DocumentsHarness, failure } from '../documents/test/documents-harness';
import { MeetingNotFound } from './meetings.service';

interface MeetingRow {
  id: string;
  status: string;
  paid_by: string | null;
  order_id: string | null;
  fee: number;
  included: boolean;
}

describe("meetings: the fee's state from billing's order events, proposals and arrangement", () => {
  const harness = new DocumentsHarness();

  beforeAll(() => harness.start(), 60_000);
  afterAll(() => harness.stop());

  const pageOf = (matchId: string, actor: Actor) =>
    harness.rpc.call(DocumentRpc.match, { matchId }, actor);
  const rowOf = async (matchId: string): Promise<MeetingRow | undefined> =>
    (
      await harness.db.query<MeetingRow>(
        'SELECT id, status, paid_by, order_id, fee, included FROM meetings WHERE match_id = $1',
        [matchId],
      )
    ).rows[0];
  /** A payment of the fee started by `payer` (what pay() leaves once billing made the charge). */
  const processing = async (matchId: string, members: Actor[], payer: Actor, orderId: string) => {
    const id = randomUUID();
    await harness.db.query(
      `INSERT INTO meetings (id, match_id, member_ids, status, fee, paid_by, order_id)
       VALUES ($1, $2, $3::uuid[], 'processing', $4, $5, $6)`,
      [
        id,
        matchId,
        members.map((member) => member.userId),
        MEETING_FEE_PENCE,
        payer.userId,
        orderId,
      ],
    );
    return id;
  };
  const paid = (
    meetingId: string,
    payer: Actor,
    orderId: string,
    purpose: 'meeting' | 'course' = 'meeting',
  ): EventPayload<'billing.order.paid'> => ({
    orderId,
    userId: payer.userId,
    purpose,
    reference: meetingId,
    amount: MEETING_FEE_PENCE,
    currency: 'gbp',
    paidAt: new Date().toISOString(),
  });

  it('stays closed until both sets are approved and answers only the two members', async () => {
    const a = await harness.member();
    const b = await harness.member();
    const stranger = await harness.member();
    const matchId = await harness.match(a, b);
    expect((await pageOf(matchId, a)).meetingDetails).toEqual({
      open: false,
      paid: false,
      paymentStatus: 'not_started',
      fee: MEETING_FEE_PENCE,
      included: false,
      paidBy: null,
      proposal: null,
      arranged: null,
    });
    expect(await failure(harness.rpc.call(DocumentRpc.payMeeting, { matchId }, a))).toMatchObject({
      code: 'UNPROCESSABLE',
      message: DocumentMessage.MeetingClosed,
    });
    expect(
      await failure(harness.rpc.call(DocumentRpc.payMeeting, { matchId }, stranger)),
    ).toMatchObject({ code: 'NOT_FOUND', message: DocumentMessage.MatchNotFound });
    await harness.approveAll(await harness.uploadAll(a));
    expect((await pageOf(matchId, b)).meetingDetails.open).toBe(false);
    await harness.approveAll(await harness.uploadAll(b));
    expect((await pageOf(matchId, b)).meetingDetails.open).toBe(true);
    const proposal = { matchId, dates: ['2031-05-01'], area: 'Bradford' };
    expect(await failure(harness.rpc.call(DocumentRpc.proposeMeeting, proposal, a))).toMatchObject({
      code: 'UNPROCESSABLE',
      message: DocumentMessage.MeetingNotPaid,
    });
    // Nothing was written by the refused calls.
    expect(await rowOf(matchId)).toBeUndefined();
  });

  it('completes only from billing.order.paid, once, emailing both members and a wali', async () => {
    const a = await harness.member('wali.of.a@example.com');
    const b = await harness.member();
    const matchId = await harness.match(a, b);
    const orderId = randomUUID();
    const meetingId = await processing(matchId, [a, b], a, orderId);
    expect((await pageOf(matchId, b)).meetingDetails).toMatchObject({
      paid: false,
      paymentStatus: 'processing',
      paidBy: null,
    });

    // Another order's failure and another purpose's payment change nothing.
    await harness.publish('billing.order.failed', {
      orderId: randomUUID(),
      userId: a.userId,
      purpose: 'meeting',
      reference: meetingId,
      status: 'failed',
    });
    await harness.publish('billing.order.paid', paid(meetingId, a, orderId, 'course'));
    expect((await rowOf(matchId))?.status).toBe('processing');

    const event = paid(meetingId, a, orderId);
    await harness.publish('billing.order.paid', event);
    await harness.publish('billing.order.paid', event);
    expect(await rowOf(matchId)).toMatchObject({
      status: 'completed',
      paid_by: a.userId,
      order_id: orderId,
      fee: MEETING_FEE_PENCE,
      included: false,
    });
    expect((await pageOf(matchId, b)).meetingDetails).toMatchObject({
      paid: true,
      paymentStatus: 'completed',
      paidBy: a.userId,
    });
    const emails = await harness.outbox('profile.email.requested', { kind: 'meeting-paid' });
    const ours = emails.filter((email) => email.dedupeKey.includes(meetingId));
    expect(ours.map((email) => [email.to, email.cc ?? []]).sort()).toEqual(
      [
        [a.email, ['wali.of.a@example.com']],
        [b.email, []],
      ].sort(),
    );
    // A late failure of the paid order does not undo the payment.
    await harness.publish('billing.order.failed', {
      orderId,
      userId: a.userId,
      purpose: 'meeting',
      reference: meetingId,
      status: 'failed',
    });
    expect((await rowOf(matchId))?.status).toBe('completed');

    const page = await harness.rpc.call(
      DocumentRpc.proposeMeeting,
      { matchId, dates: ['2031-06-02', '2031-06-01'], area: 'Bradford city centre' },
      b,
    );
    expect(page.meetingDetails.proposal).toMatchObject({
      dates: ['2031-06-01', '2031-06-02'],
      area: 'Bradford city centre',
      proposedBy: b.userId,
    });
    const proposed = (
      await harness.outbox('profile.email.requested', { kind: 'meeting-proposed' })
    ).filter((email) => email.dedupeKey.includes(meetingId));
    expect(proposed.map((email) => email.to).sort()).toEqual([a.email, b.email].sort());

    const listed = await harness.rpc.call(DocumentRpc.adminMeetings, {}, harness.admin);
    expect(listed.find((request) => request.id === meetingId)).toMatchObject({
      matchId,
      included: false,
      proposal: { area: 'Bradford city centre' },
      arranged: null,
    });
    const arrangement = {
      meetingId,
      date: '2031-06-01T13:30:00.000Z',
      venue: 'Bradford Central Library',
    };
    expect(
      await failure(harness.rpc.call(DocumentRpc.adminArrangeMeeting, arrangement, a)),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const arranged = await harness.rpc.call(
      DocumentRpc.adminArrangeMeeting,
      arrangement,
      harness.admin,
    );
    expect(arranged.arranged).toMatchObject({
      date: '2031-06-01T13:30:00.000Z',
      venue: 'Bradford Central Library',
    });
    expect((await pageOf(matchId, a)).meetingDetails.arranged).toMatchObject({
      venue: 'Bradford Central Library',
    });
    expect(
      await failure(
        harness.rpc.call(
          DocumentRpc.adminArrangeMeeting,
          { ...arrangement, meetingId: randomUUID() },
          harness.admin,
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: MeetingNotFound });
  });

  it('returns a failed payment to not started, for either member to pay again', async () => {
    const a = await harness.member();
    const b = await harness.member();
    const matchId = await harness.match(a, b);
    const orderId = randomUUID();
    const meetingId = await processing(matchId, [a, b], b, orderId);
    await harness.publish('billing.order.failed', {
      orderId,
      userId: b.userId,
      purpose: 'meeting',
      reference: meetingId,
      status: 'failed',
    });
    expect(await rowOf(matchId)).toMatchObject({
      status: 'not_started',
      paid_by: null,
      order_id: null,
    });
  });

  it('erases the meetings of a deleted account at once', async () => {
    const a = await harness.member();
    const b = await harness.member();
    const matchId = await harness.match(a, b);
    const meetingId = await processing(matchId, [a, b], a, randomUUID());
    await harness.publish('billing.order.paid', paid(meetingId, a, randomUUID()));
    await harness.publish('identity.account.deleted', { userId: a.userId, deletedBy: null });
    expect(await rowOf(matchId)).toBeUndefined();
    expect(await harness.count('meetings WHERE $1::uuid = ANY(member_ids)', [a.userId])).toBe(0);
  });
});
