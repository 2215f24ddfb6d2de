import { CourseMessage, CourseRpc, ErrorCode } from '@mithaq/contracts';
import { CourseHarness, errorOf } from '../../test/course-harness';
import { londonClock, londonDatePlus } from './session-rules';

describe('scheduling course sessions', () => {
  const h = new CourseHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 60_000);

  it('schedules, edits and deactivates a session; lists open ones soonest first', async () => {
    const later = await h.session({
      date: londonDatePlus(new Date(), 14),
      time: '13:00',
      sessionType: 'afternoon',
    });
    const sooner = await h.session({ date: londonDatePlus(new Date(), 3), availableSlots: 5 });
    expect(sooner).toMatchObject({
      time: '09:00',
      end_time: '12:00',
      capacity: 5,
      availableSlots: 5,
      spotsRemaining: 5,
      isActive: true,
      isFull: false,
    });
    expect(later.end_time).toBe('16:00');
    const open = (await h.rpc.call(CourseRpc.availableSessions, {})).map((s) => s.id);
    expect(open.indexOf(sooner.id)).toBeLessThan(open.indexOf(later.id));

    const moved = await h.rpc.call(
      CourseRpc.updateSession,
      { sessionId: later.id, changes: { time: '14:00', location: 'New Hall', price: 3999 } },
      h.admin,
    );
    expect(moved).toMatchObject({
      time: '14:00',
      end_time: '17:00',
      location: 'New Hall',
      price: 3999,
    });
    await h.rpc.call(
      CourseRpc.updateSession,
      { sessionId: later.id, changes: { isActive: false } },
      h.admin,
    );
    expect((await h.rpc.call(CourseRpc.availableSessions, {})).some((s) => s.id === later.id)).toBe(
      false,
    );
    expect(
      (await h.rpc.call(CourseRpc.adminSessions, {}, h.admin)).find((s) => s.id === later.id)
        ?.isActive,
    ).toBe(false);
  });

  it('counts today’s sessions that have not started, and not those that have', async () => {
    const today = londonClock(new Date()).date;
    const started = await h.session({ date: today, time: '00:00' });
    const open = (await h.rpc.call(CourseRpc.availableSessions, {})).map((s) => s.id);
    expect(open).not.toContain(started.id);
    const member = await h.member();
    const refused = await errorOf(
      h.rpc.call(CourseRpc.createBooking, { sessionId: started.id }, member),
    );
    expect(refused.message).toBe(CourseMessage.SessionPast);
  });

  it('refuses a past date, seats below those taken, and bad fields, changing nothing', async () => {
    const past = await errorOf(h.session({ date: '2020-01-01' }));
    expect([past.code, past.fields]).toEqual([
      ErrorCode.ValidationFailed,
      { date: CourseMessage.DateInPast },
    ]);
    for (const bad of [
      { availableSlots: 0 },
      { availableSlots: 101 },
      { price: -1 },
      { location: '' },
    ]) {
      expect((await errorOf(h.session(bad))).code).toBe(ErrorCode.ValidationFailed);
    }
    const session = await h.session({ availableSlots: 2 });
    await h.rpc.call(CourseRpc.createBooking, { sessionId: session.id }, await h.member());
    await h.rpc.call(CourseRpc.createBooking, { sessionId: session.id }, await h.member());
    const below = await errorOf(
      h.rpc.call(
        CourseRpc.updateSession,
        { sessionId: session.id, changes: { availableSlots: 1 } },
        h.admin,
      ),
    );
    expect([below.code, below.message]).toEqual([
      ErrorCode.Unprocessable,
      CourseMessage.SlotsBelowBooked,
    ]);
    const [stored] = (await h.rpc.call(CourseRpc.adminSessions, {}, h.admin)).filter(
      (s) => s.id === session.id,
    );
    expect(stored).toMatchObject({ capacity: 2, bookedSlots: 2, isFull: true });
    const member = await h.member();
    expect(
      (
        await errorOf(
          h.rpc.call(
            CourseRpc.createSession,
            {
              date: '2099-01-01',
              time: '09:00',
              sessionType: 'morning',
              location: 'x',
              availableSlots: 20,
              price: 5000,
            },
            member,
          ),
        )
      ).code,
    ).toBe(ErrorCode.Forbidden);
  });
});
