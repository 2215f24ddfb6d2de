/** @platform shared */
import {
  AccessMessage,
  CourseMessage,
  CourseRoutes as R,
  IdentityRoutes,
  MARRIAGE_COURSE_SERVICE_ID,
  type CourseSession,
  type CurrentUser,
} from '@mithaq/contracts';
import { localSecretKey } from '@mithaq/local-stripe';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import { allMatches } from './matching-fixtures';
import { matchedPair } from './messaging-fixtures';
import Stripe from 'stripe';

const intentOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';
const inDays = (days: number): string => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the marriage course and wedding services through the gateway', () => {
  let platform: Platform;
  let admin: ApiClient;
  let stripe: Stripe;

  beforeAll(async () => {
    platform = new Platform();
    ({ admin } = await startPlatformWithAdmin(platform));
    if (!platform.stripe) {
      throw new Error('the platform started no local Stripe');
    }
    stripe = new Stripe(localSecretKey, {
      host: platform.stripe.host,
      port: platform.stripe.port,
      protocol: 'http',
      apiVersion: '2026-10-28.endive',
    });
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const signedInMember = async (): Promise<{ client: ApiClient; user: CurrentUser }> => {
    const client = new ApiClient(platform.baseUrl);
    const registered = await registerAndSignIn(client, newMember());
    expect(registered.status).toBe(200);
    return { client, user: registered.body };
  };
  const schedule = async (overrides: Record<string, unknown> = {}): Promise<CourseSession> => {
    const reply = await admin.callRaw(R.createSession, {
      body: {
        date: inDays(10),
        time: '09:00',
        sessionType: 'morning',
        location: 'Community Centre, Middlesbrough',
        availableSlots: 20,
        price: 5000,
        ...overrides,
      },
    });
    expect(reply.status).toBe(201);
    return reply.body;
  };

  it('books, pays with a card, confirms by email, then certifies the member', async () => {
    const { client, user } = await signedInMember();
    const session = await schedule({ price: 4500 });
    const open = await new ApiClient(platform.baseUrl).call(R.availableSessions, {});
    expect(open.body.find((s) => s.id === session.id)).toMatchObject({
      end_time: '12:00',
      spotsRemaining: 20,
    });

    const booked = await client.callRaw(R.createBooking, {
      body: { sessionId: session.id, paymentAmount: 1, attendees: 4 },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      amount: 4500,
      booking: { paymentStatus: 'pending', attendees: 1, paymentAmount: 4500 },
    });
    const twice = await client.call(R.createBooking, { body: { sessionId: session.id } });
    expect([twice.status, twice.body.message]).toEqual([409, CourseMessage.AlreadyBooked]);

    await stripe.paymentIntents.confirm(intentOf(booked.body.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    const paid = await waitFor(
      async () =>
        (await client.call(R.myBookings, {})).body.find(
          (b) => b.id === booked.body.booking.id && b.paymentStatus === 'paid',
        ),
      { timeoutMs: 30_000, what: 'the booking to be paid' },
    );
    expect(paid.session.bookedSlots).toBe(1);
    const mail = await platform.emailTo(user.email, 'Your marriage course booking is confirmed');
    expect(mail.text).toContain(booked.body.booking.id);
    expect(mail.text).toContain('Community Centre, Middlesbrough');

    const stateOf = async () =>
      (await admin.call(R.courseUsers, {})).body.find((u) => u.userId === user.id);
    expect((await stateOf())?.state).toBe('not-completed');
    const attended = await admin.call(R.markAttendance, {
      params: { bookingId: paid.id },
      body: { attended: true },
    });
    expect(attended.status).toBe(200);
    expect((await stateOf())?.state).toBe('pending-approval');
    const certified = await admin.call(R.completeCourse, { params: { userId: user.id } });
    expect([certified.status, certified.body.isMarriageCourseCertified]).toEqual([200, true]);
    expect((await stateOf())?.state).toBe('certified');

    const shown = await waitFor(
      async () => {
        const me = await client.call(IdentityRoutes.currentUser, {});
        return me.body.isMarriageCourseCertified ? me.body : undefined;
      },
      { timeoutMs: 20_000, what: "the member's user to show the certification" },
    );
    expect(shown.hasCompletedMarriageCourse).toBe(true);

    const after = await client.call(R.createBooking, {
      body: { sessionId: (await schedule()).id },
    });
    expect([after.status, after.body.message]).toEqual([409, CourseMessage.AlreadyCompleted]);
  });

  it("shows the Certified badge on a certified member's card in their matches' lists", async () => {
    const { woman, man } = await matchedPair(platform, admin);
    const cardOf = async () => (await allMatches(woman)).find((card) => card.userId === man.id);
    expect((await cardOf())?.isCertified).toBe(false);

    const certified = await admin.call(R.completeCourse, { params: { userId: man.id } });
    expect(certified.status).toBe(200);
    const card = await waitFor(async () => ((await cardOf())?.isCertified ? cardOf() : undefined), {
      timeoutMs: 20_000,
      what: "the man's card to show the Certified badge",
    });
    expect(card?.isCertified).toBe(true);
    // Only the certified member's card changes.
    expect((await allMatches(man)).find((c) => c.userId === woman.id)?.isCertified).toBe(false);
  }, 90_000);

  it('buys two services priced on the server, pays, and lists the order for the team', async () => {
    const { client, user } = await signedInMember();
    const items = (await client.call(R.listServices, {})).body;
    expect(items.find((i) => i.id === 'catering')).toMatchObject({ price: 1599, perPerson: true });
    const checkout = await client.call(R.servicesCheckout, {
      body: {
        serviceIds: ['nikah-ceremony', 'catering'],
        eventDate: inDays(60),
        postcode: 'TS1 2AA',
        phone: '07700 900123',
      },
    });
    expect(checkout.status).toBe(201);
    expect(checkout.body.amount).toBe(34999 + 1599 * 50);
    await stripe.paymentIntents.confirm(intentOf(checkout.body.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    const listed = await waitFor(
      async () =>
        (await admin.call(R.serviceBookings, {})).body.find(
          (b) => b.id === checkout.body.serviceOrderId,
        ),
      { timeoutMs: 30_000, what: 'the paid order in the service bookings' },
    );
    expect(listed).toMatchObject({
      status: 'paid',
      email: user.email,
      username: user.username,
      phone: '07700 900123',
      amount: checkout.body.amount,
    });
    await platform.emailTo(user.email, 'Your wedding services are booked');
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const { client } = await signedInMember();
    const before = (await admin.call(R.adminSessions, {})).body.length;
    for (const body of [
      { availableSlots: 0 },
      { availableSlots: 101 },
      { price: -100 },
      { location: '' },
      { date: '2020-01-01' },
    ]) {
      const refused = await admin.callRaw(R.createSession, {
        body: {
          date: inDays(10),
          time: '09:00',
          sessionType: 'morning',
          location: 'Hall',
          availableSlots: 20,
          price: 5000,
          ...body,
        },
      });
      expect(refused.status).toBe(400);
    }
    expect((await admin.call(R.adminSessions, {})).body.length).toBe(before);

    const inactive = await schedule();
    await admin.call(R.updateSession, {
      params: { sessionId: inactive.id },
      body: { isActive: false },
    });
    const full = await schedule({ availableSlots: 1 });
    const other = await signedInMember();
    expect(
      (await other.client.call(R.createBooking, { body: { sessionId: full.id } })).status,
    ).toBe(201);
    const cases: [string, number, string][] = [
      [inactive.id, 422, CourseMessage.SessionInactive],
      [full.id, 409, CourseMessage.SessionFull],
      ['0f0e0d0c-0b0a-4909-8807-060504030201', 404, CourseMessage.SessionNotFound],
    ];
    for (const [sessionId, status, message] of cases) {
      const refused = await client.call(R.createBooking, { body: { sessionId } });
      expect([refused.status, refused.body.message]).toEqual([status, message]);
    }
    expect((await client.call(R.myBookings, {})).body).toEqual([]);

    const checkout = (body: Record<string, unknown>) =>
      client.callRaw(R.servicesCheckout, {
        body: { serviceIds: ['catering'], eventDate: inDays(30), postcode: 'TS1 2AA', ...body },
      });
    const empty = await checkout({ serviceIds: [] });
    expect(empty.status).toBe(400);
    const unknown = await checkout({ serviceIds: ['catering', 'fireworks'] });
    expect([unknown.status, unknown.body.message]).toEqual([
      422,
      `${CourseMessage.ServiceNotFound}: fireworks`,
    ]);
    const course = await checkout({ serviceIds: [MARRIAGE_COURSE_SERVICE_ID] });
    expect([course.status, course.body.message]).toEqual([422, CourseMessage.CourseNotAService]);
    const away = await checkout({ postcode: 'LS1 4AP' });
    expect([away.status, away.body.message]).toEqual([422, CourseMessage.TeessideOnly]);
    const tampered = await checkout({ amount: 1 });
    expect(tampered.status).toBe(400);

    for (const route of [R.courseUsers, R.serviceBookings, R.adminSessions, R.adminServices]) {
      const refused = await client.callRaw(route, {});
      expect([refused.status, refused.body.message]).toEqual([403, AccessMessage.AdminOnly]);
    }
  });
});
