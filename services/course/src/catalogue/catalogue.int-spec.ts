import {
  CourseMessage,
  CourseRpc,
  ErrorCode,
  MARRIAGE_COURSE_SERVICE_ID,
  type ServicesCheckoutRequest,
} from '@mithaq/contracts';
import { CourseHarness, errorOf } from '../../test/course-harness';

describe('the services catalogue and its checkout', () => {
  const h = new CourseHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 60_000);

  const order = (overrides: Partial<ServicesCheckoutRequest> = {}): ServicesCheckoutRequest => ({
    serviceIds: ['nikah-ceremony', 'catering'],
    eventDate: '2099-06-01',
    postcode: 'ts1 2aa',
    phone: '07700 900123',
    ...overrides,
  });

  it('holds the seeded items and prices in pence, grouped by package', async () => {
    const items = await h.rpc.call(CourseRpc.listServices, {});
    expect(items.map((i) => [i.id, i.price, i.package, i.teessideOnly, i.perPerson])).toEqual([
      [MARRIAGE_COURSE_SERVICE_ID, 3999, 'bronze', false, false],
      ['nikah-ceremony', 34999, 'bronze', true, false],
      ['catering', 1599, 'silver', true, true],
      ['decoration', 29999, 'silver', true, false],
      ['photography-videography', 59999, 'gold', true, false],
      ['live-streaming', 19999, 'additional', false, false],
    ]);
    expect(items[0]?.linkPath).toBe('/marriage-course');
  });

  it('prices on the server, charges through billing, and confirms the paid order once', async () => {
    const member = await h.member();
    const checkout = await h.rpc.call(CourseRpc.servicesCheckout, order(), member);
    expect(checkout.amount).toBe(34999 + 1599 * 50);
    expect(checkout.lines.map((l) => [l.serviceId, l.quantity, l.amount])).toEqual([
      ['nikah-ceremony', 1, 34999],
      ['catering', 50, 79950],
    ]);
    const charge = h.billing.charges.find((c) => c.request.reference === checkout.serviceOrderId);
    expect(charge?.request).toMatchObject({ purpose: 'services', amount: checkout.amount });
    expect(await h.rpc.call(CourseRpc.serviceBookings, {}, h.admin)).toEqual([]);

    const paid = await h.publish(
      'billing.order.paid',
      h.paidEvent(member.userId, checkout.serviceOrderId, 'services'),
    );
    await h.publish('billing.order.paid', paid.payload);
    const [booking] = await h.rpc.call(CourseRpc.serviceBookings, {}, h.admin);
    expect(booking).toMatchObject({
      id: checkout.serviceOrderId,
      userId: member.userId,
      fullName: member.fullName,
      username: member.username,
      email: member.email,
      phone: '07700 900123',
      postcode: 'TS1 2AA',
      eventDate: '2099-06-01',
      amount: checkout.amount,
      status: 'paid',
    });
    const emails = (await h.outbox('course.email.requested')).filter((e) => e.to === member.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.kind).toBe('services-order-confirmed');
  });

  it('refuses bad selections with 422 naming the problem, and writes no order', async () => {
    const member = await h.member();
    const refusal = async (request: ServicesCheckoutRequest) => {
      const error = await errorOf(h.rpc.call(CourseRpc.servicesCheckout, request, member));
      return [error.code, error.message];
    };
    expect(await refusal(order({ serviceIds: ['catering', 'fireworks'] }))).toEqual([
      ErrorCode.Unprocessable,
      `${CourseMessage.ServiceNotFound}: fireworks`,
    ]);
    expect(await refusal(order({ serviceIds: [MARRIAGE_COURSE_SERVICE_ID] }))).toEqual([
      ErrorCode.Unprocessable,
      CourseMessage.CourseNotAService,
    ]);
    expect(await refusal(order({ postcode: 'LS1 4AP' }))).toEqual([
      ErrorCode.Unprocessable,
      CourseMessage.TeessideOnly,
    ]);
    expect(await refusal(order({ eventDate: '2020-01-01' }))).toEqual([
      ErrorCode.Unprocessable,
      CourseMessage.EventDateInPast,
    ]);
    expect(
      (await errorOf(h.rpc.call(CourseRpc.servicesCheckout, order({ serviceIds: [] }), member)))
        .code,
    ).toBe(ErrorCode.ValidationFailed);
    await h.rpc.call(
      CourseRpc.updateService,
      { serviceId: 'decoration', changes: { isActive: false } },
      h.admin,
    );
    expect(await refusal(order({ serviceIds: ['decoration'] }))).toEqual([
      ErrorCode.Unprocessable,
      `${CourseMessage.ServiceUnavailable}: Decoration`,
    ]);
    expect(
      await h.count('SELECT count(*) FROM service_orders WHERE user_id = $1', [member.userId]),
    ).toBe(0);
    // Live streaming is offered everywhere.
    const anywhere = await h.rpc.call(
      CourseRpc.servicesCheckout,
      order({ serviceIds: ['live-streaming'], postcode: 'LS1 4AP' }),
      member,
    );
    expect(anywhere.amount).toBe(19999);
  });

  it('lets an admin change an item; members cannot', async () => {
    const updated = await h.rpc.call(
      CourseRpc.updateService,
      { serviceId: 'catering', changes: { price: 1699, features: ['Halal menu'] } },
      h.admin,
    );
    expect(updated).toMatchObject({ id: 'catering', price: 1699, features: ['Halal menu'] });
    const all = await h.rpc.call(CourseRpc.adminServices, {}, h.admin);
    expect(all.find((i) => i.id === 'decoration')?.isActive).toBe(false);
    expect((await h.rpc.call(CourseRpc.listServices, {})).some((i) => i.id === 'decoration')).toBe(
      false,
    );
    const unknown = await errorOf(
      h.rpc.call(CourseRpc.updateService, { serviceId: 'limo', changes: { price: 1 } }, h.admin),
    );
    expect(unknown.code).toBe(ErrorCode.NotFound);
    const member = await h.member();
    const refused = await errorOf(
      h.rpc.call(CourseRpc.updateService, { serviceId: 'catering', changes: { price: 1 } }, member),
    );
    expect(refused.code).toBe(ErrorCode.Forbidden);
  });
});
