import { randomUUID } from 'node:crypto';
import { CourseMessage, CourseRpc, DomainError, ErrorCode, type Actor } from '@mithaq/contracts';
import { CourseHarness, errorOf } from '../../test/course-harness';

const someone = (): Actor => ({ userId: randomUUID(), role: 'seeker' });

describe('booking course sessions', () => {
  const h = new CourseHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 60_000);

  const book = (actor: Actor, sessionId: string, extra: Record<string, unknown> = {}) =>
    h.rpc.call(CourseRpc.createBooking, { sessionId, ...extra }, actor);
  const seatsOf = async (sessionId: string) =>
    (
      await h.db.query<{ booked_slots: number }>(
        'SELECT booked_slots FROM course_sessions WHERE id = $1',
        [sessionId],
      )
    ).rows[0]?.booked_slots;

  it('gives 20 seats to exactly 20 of 100 members booking at the same moment', async () => {
    const session = await h.session({ availableSlots: 20 });
    const members = Array.from({ length: 100 }, someone);
    const outcomes = await Promise.allSettled(members.map((m) => book(m, session.id)));
    const booked = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.flatMap((o): unknown[] => (o.status === 'rejected' ? [o.reason] : []));
    expect(booked).toHaveLength(20);
    expect(refused).toHaveLength(80);
    expect(
      refused.every(
        (e) =>
          e instanceof DomainError &&
          e.code === ErrorCode.Conflict &&
          e.message === CourseMessage.SessionFull,
      ),
    ).toBe(true);
    expect(await seatsOf(session.id)).toBe(20);
    expect(
      await h.count(
        `SELECT count(*) FROM course_bookings WHERE session_id = $1 AND payment_status = 'pending'`,
        [session.id],
      ),
    ).toBe(20);
    const available = await h.rpc.call(CourseRpc.availableSessions, {});
    expect(available.some((s) => s.id === session.id)).toBe(false);
  }, 60_000);

  it('prices from the session for one attendee, charging as the member', async () => {
    const session = await h.session({ price: 4500 });
    const member = someone();
    const checkout = await book(member, session.id, { paymentAmount: 1, attendees: 4 });
    expect(checkout).toMatchObject({
      amount: 4500,
      booking: {
        userId: member.userId,
        sessionId: session.id,
        attendees: 1,
        paymentStatus: 'pending',
        paymentAmount: 4500,
        paymentReference: checkout.orderId,
      },
    });
    const holdMs = Date.parse(checkout.booking.holdExpiresAt ?? '') - Date.now();
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000);
    const charge = h.billing.charges.find((c) => c.request.reference === checkout.booking.id);
    expect(charge).toMatchObject({
      actor: member,
      request: { purpose: 'course', amount: 4500 },
    });
    const again = await errorOf(book(member, session.id));
    expect([again.code, again.message]).toEqual([ErrorCode.Conflict, CourseMessage.AlreadyBooked]);
    expect(await seatsOf(session.id)).toBe(1);
  });

  it('refuses unknown, inactive, past and full sessions, changing nothing', async () => {
    const member = someone();
    const unknown = await errorOf(book(member, randomUUID()));
    expect([unknown.code, unknown.message]).toEqual([
      ErrorCode.NotFound,
      CourseMessage.SessionNotFound,
    ]);
    const inactive = await h.session();
    await h.rpc.call(
      CourseRpc.updateSession,
      { sessionId: inactive.id, changes: { isActive: false } },
      h.admin,
    );
    expect((await errorOf(book(member, inactive.id))).message).toBe(CourseMessage.SessionInactive);
    const past = await h.session();
    await h.db.query(`UPDATE course_sessions SET date = current_date - 1 WHERE id = $1`, [past.id]);
    const pastRefusal = await errorOf(book(member, past.id));
    expect([pastRefusal.code, pastRefusal.message]).toEqual([
      ErrorCode.Unprocessable,
      CourseMessage.SessionPast,
    ]);
    const full = await h.session({ availableSlots: 1 });
    await book(someone(), full.id);
    expect((await errorOf(book(member, full.id))).message).toBe(CourseMessage.SessionFull);
    expect(
      await h.count('SELECT count(*) FROM course_bookings WHERE user_id = $1', [member.userId]),
    ).toBe(0);
    expect([await seatsOf(inactive.id), await seatsOf(past.id), await seatsOf(full.id)]).toEqual([
      0, 0, 1,
    ]);
  });

  it('releases an unpaid hold after it expires, then lets the seat be booked again', async () => {
    const session = await h.session({ availableSlots: 1 });
    const [first, second] = [someone(), someone()];
    const held = await book(first, session.id);
    expect((await errorOf(book(second, session.id))).message).toBe(CourseMessage.SessionFull);

    // Not yet expired: the sweep keeps it.
    await h.sweep();
    expect(await seatsOf(session.id)).toBe(1);

    await h.db.query(
      `UPDATE course_bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [held.booking.id],
    );
    expect(await h.sweep()).toEqual({ expired: 1, confirmed: 0, kept: 0 });
    expect(h.billing.cancels).toContainEqual(expect.objectContaining({ orderId: held.orderId }));
    expect(await seatsOf(session.id)).toBe(0);
    expect(await h.rpc.call(CourseRpc.myBookings, {}, first)).toEqual([]);
    const available = await h.rpc.call(CourseRpc.availableSessions, {});
    expect(available.find((s) => s.id === session.id)?.spotsRemaining).toBe(1);

    // The member whose hold expired may book again, and then the session is full.
    const again = await book(first, session.id);
    expect(again.booking.id).not.toBe(held.booking.id);
    expect((await errorOf(book(second, session.id))).message).toBe(CourseMessage.SessionFull);
  });

  it('confirms an expired hold that billing says was paid, instead of releasing it', async () => {
    const member = await h.member();
    const session = await h.session({ availableSlots: 2 });
    const held = await book(member, session.id);
    h.billing.setStatus(held.orderId, 'paid');
    await h.db.query(
      `UPDATE course_bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [held.booking.id],
    );
    expect(await h.sweep()).toEqual({ expired: 0, confirmed: 1, kept: 0 });
    const [mine] = await h.rpc.call(CourseRpc.myBookings, {}, member);
    expect(mine).toMatchObject({ id: held.booking.id, paymentStatus: 'paid', holdExpiresAt: null });
    expect(await seatsOf(session.id)).toBe(1);
  });

  it('confirms a booking once when billing.order.paid arrives twice, with one email', async () => {
    const member = await h.member();
    const session = await h.session();
    const held = await book(member, session.id);
    const paid = await h.publish('billing.order.paid', h.paidEvent(member.userId, held.booking.id));
    await h.deliver(paid);
    await h.publish('billing.order.paid', { ...paid.payload, paidAt: new Date().toISOString() });

    const [mine] = await h.rpc.call(CourseRpc.myBookings, {}, member);
    expect(mine).toMatchObject({
      id: held.booking.id,
      paymentStatus: 'paid',
      paymentDate: paid.payload.paidAt,
      paymentReference: held.orderId,
    });
    const emails = (await h.outbox('course.email.requested')).filter((e) => e.to === member.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      kind: 'course-booking-confirmed',
      dedupeKey: `course-booking-confirmed:${held.booking.id}`,
    });
    expect(emails[0]?.text).toContain(member.fullName);
    expect(emails[0]?.text).toContain(session.location);
    expect(await seatsOf(session.id)).toBe(1);

    // A paid hold is not swept, even past its time.
    await h.db.query(
      `UPDATE course_bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [held.booking.id],
    );
    await h.sweep();
    expect((await h.rpc.call(CourseRpc.myBookings, {}, member))[0]?.paymentStatus).toBe('paid');
  });

  it('frees the seat of a failed payment, and the member may book again', async () => {
    const member = someone();
    const session = await h.session({ availableSlots: 1 });
    const held = await book(member, session.id);
    await h.publish('billing.order.failed', {
      orderId: held.orderId,
      userId: member.userId,
      purpose: 'course',
      reference: held.booking.id,
      status: 'failed',
    });
    expect(await seatsOf(session.id)).toBe(0);
    const again = await book(member, session.id);
    expect(again.booking.paymentStatus).toBe('pending');
    expect(await seatsOf(session.id)).toBe(1);
  });
});
