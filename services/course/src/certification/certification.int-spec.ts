import { randomUUID } from 'node:crypto';
import { CourseMessage, CourseRpc, ErrorCode } from '@mithaq/contracts';
import { CourseHarness, errorOf } from '../../test/course-harness';

describe('course attendance, completion and certification', () => {
  const h = new CourseHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 60_000);

  it('moves a member from not completed to Pending Approval to certified, announcing it once', async () => {
    const member = await h.member();
    const session = await h.session();
    const held = await h.rpc.call(CourseRpc.createBooking, { sessionId: session.id }, member);
    const stateOf = async () =>
      (await h.rpc.call(CourseRpc.courseUsers, {}, h.admin)).find(
        (u) => u.userId === member.userId,
      );
    expect(await stateOf()).toMatchObject({
      state: 'not-completed',
      fullName: member.fullName,
      email: member.email,
      bookings: [{ bookingId: held.booking.id, paymentStatus: 'pending', attended: false }],
    });

    // Attendance is for paid bookings only.
    const unpaid = await errorOf(
      h.rpc.call(CourseRpc.markAttendance, { bookingId: held.booking.id, attended: true }, h.admin),
    );
    expect(unpaid.code).toBe(ErrorCode.Unprocessable);
    await h.publish('billing.order.paid', h.paidEvent(member.userId, held.booking.id));
    const attended = await h.rpc.call(
      CourseRpc.markAttendance,
      { bookingId: held.booking.id, attended: true },
      h.admin,
    );
    expect(attended).toMatchObject({ paymentStatus: 'paid', attended: true });
    expect((await stateOf())?.state).toBe('pending-approval');

    const first = await h.rpc.call(CourseRpc.completeCourse, { userId: member.userId }, h.admin);
    expect(first).toMatchObject({
      userId: member.userId,
      hasCompletedMarriageCourse: true,
      isMarriageCourseCertified: true,
    });
    expect(Date.parse(first.marriageCourseCompletionDate ?? '')).toBeGreaterThan(0);
    const second = await h.rpc.call(CourseRpc.completeCourse, { userId: member.userId }, h.admin);
    expect(second).toEqual(first);
    const events = (await h.outbox('course.certification.changed')).filter(
      (e) => e.userId === member.userId,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ...first, changedAt: expect.any(String) });
    expect(await stateOf()).toMatchObject({ state: 'certified', isMarriageCourseCertified: true });
    expect(await h.rpc.call(CourseRpc.certification, { userId: member.userId }, member)).toEqual(
      first,
    );

    // A certified member books nothing more.
    const other = await h.session();
    const refused = await errorOf(
      h.rpc.call(CourseRpc.createBooking, { sessionId: other.id }, member),
    );
    expect([refused.code, refused.message]).toEqual([
      ErrorCode.Conflict,
      CourseMessage.AlreadyCompleted,
    ]);
  });

  it('refuses an unknown member with 404, and another member’s certification', async () => {
    const unknown = await errorOf(
      h.rpc.call(CourseRpc.completeCourse, { userId: randomUUID() }, h.admin),
    );
    expect([unknown.code, unknown.message]).toEqual([
      ErrorCode.NotFound,
      CourseMessage.MemberNotFound,
    ]);
    const [a, b] = [await h.member(), await h.member()];
    const hidden = await errorOf(h.rpc.call(CourseRpc.certification, { userId: b.userId }, a));
    expect(hidden.code).toBe(ErrorCode.Forbidden);
    const refused = await errorOf(h.rpc.call(CourseRpc.completeCourse, { userId: a.userId }, a));
    expect(refused.code).toBe(ErrorCode.Forbidden);
    expect(await h.count('SELECT count(*) FROM course_completions')).toBe(1);
  });

  it('erases a deleted member: bookings, seats, certification, orders’ contact', async () => {
    const member = await h.member();
    const session = await h.session({ availableSlots: 3 });
    await h.rpc.call(CourseRpc.createBooking, { sessionId: session.id }, member);
    await h.rpc.call(CourseRpc.completeCourse, { userId: member.userId }, h.admin);
    const order = await h.rpc.call(
      CourseRpc.servicesCheckout,
      {
        serviceIds: ['live-streaming'],
        eventDate: '2099-06-01',
        postcode: 'LS1 4AP',
        phone: '07700 900123',
      },
      member,
    );
    await h.publish('identity.account.deleted', { userId: member.userId, deletedBy: null });
    for (const table of ['course_bookings', 'course_completions', 'service_orders', 'members']) {
      expect(
        await h.count(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [member.userId]),
      ).toBe(0);
    }
    expect(
      await h.count('SELECT count(*) FROM service_orders WHERE id = $1 AND phone IS NULL', [
        order.serviceOrderId,
      ]),
    ).toBe(1);
    const seats = await h.rpc.call(CourseRpc.availableSessions, {});
    expect(seats.find((s) => s.id === session.id)?.spotsRemaining).toBe(3);
    // A late update does not bring the member back.
    await h.publish('identity.account.updated', {
      userId: member.userId,
      username: member.username,
      email: member.email,
      role: 'seeker',
      approvalStatus: 'approved',
      marketingConsent: false,
      isEmailVerified: true,
    });
    expect(await h.count('SELECT count(*) FROM members WHERE user_id = $1', [member.userId])).toBe(
      0,
    );
  });
});
