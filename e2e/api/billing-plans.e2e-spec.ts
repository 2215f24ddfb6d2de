/** @platform shared */
import type { HttpErrorBody, MembershipPlan, PlanTier } from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
} from '@mithaq/testing';

const ADMIN_ROUTE = '/api/admin/membership-plans';

describe('membership plans through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  const publicPlans = async (): Promise<MembershipPlan[]> => {
    const reply = await new ApiClient(platform.baseUrl).json<MembershipPlan[]>(
      'GET',
      '/api/membership-plans',
    );
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const priceOf = async (tier: PlanTier): Promise<number | undefined> =>
    (await publicPlans()).find((plan) => plan.tier === tier)?.price;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('shows visitors the seeded plans in tier order with prices in pence', async () => {
    const plans = await publicPlans();
    expect(
      plans.map(({ tier, price, isOneTimeFee, isPopular, matchesLimit }) => ({
        tier,
        price,
        isOneTimeFee,
        isPopular,
        matchesLimit,
      })),
    ).toEqual([
      { tier: 'bronze', price: 1000, isOneTimeFee: false, isPopular: false, matchesLimit: -1 },
      { tier: 'silver', price: 2000, isOneTimeFee: true, isPopular: true, matchesLimit: 1 },
      { tier: 'gold', price: 5000, isOneTimeFee: true, isPopular: false, matchesLimit: 1 },
    ]);
    for (const plan of plans) {
      expect(plan.name).toBeTruthy();
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('lets an admin change a price that the public list then shows', async () => {
    const original = await priceOf('gold');
    try {
      const reply = await admin.json<MembershipPlan>('POST', ADMIN_ROUTE, {
        tier: 'gold',
        price: 4500,
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ tier: 'gold', price: 4500 });
      expect(await priceOf('gold')).toBe(4500);
    } finally {
      // Put the seeded price back so the other tests do not depend on running order.
      await admin.json('POST', ADMIN_ROUTE, { tier: 'gold', price: original });
    }
  });

  it('turns away a seeker with 403 and a visitor with 401, changing nothing', async () => {
    const before = await priceOf('silver');
    const seeker = new ApiClient(platform.baseUrl);
    expect((await registerAndSignIn(seeker, newMember())).status).toBe(200);
    const forbidden = await seeker.json<HttpErrorBody>('POST', ADMIN_ROUTE, {
      tier: 'silver',
      price: 1,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');

    const visitor = await new ApiClient(platform.baseUrl).json<HttpErrorBody>('POST', ADMIN_ROUTE, {
      tier: 'silver',
      price: 1,
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('UNAUTHENTICATED');
    expect(await priceOf('silver')).toBe(before);
  });

  it.each([
    [{ tier: 'bronze', price: -1 }, { price: 'Price cannot be negative' }],
    [
      { tier: 'bronze', price: 1_000_001 },
      { price: 'Price must be at most 1,000,000 pence (£10,000)' },
    ],
    [{ tier: 'bronze', price: 10.5 }, { price: 'Price must be a whole number of pence' }],
    [{ tier: 'bronze', price: '1000' }, { price: 'Price must be a whole number of pence' }],
    [{ tier: 'platinum', price: 1000 }, { tier: 'Tier must be bronze, silver or gold' }],
    [{}, { tier: 'Tier is required', price: 'Price is required' }],
  ])('answers 400 to %p', async (body, fields) => {
    const before = await priceOf('bronze');
    const reply = await admin.json<HttpErrorBody>('POST', ADMIN_ROUTE, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', fields });
    expect(await priceOf('bronze')).toBe(before);
  });
});
