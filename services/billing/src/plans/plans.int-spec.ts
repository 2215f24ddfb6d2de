import {
  BillingRpc,
  DomainError,
  type Actor,
  type EventPayload,
  type MembershipPlan,
  type PlanTier,
} from '@mithaq/contracts';
import { runWithRequestId } from '@mithaq/logging';
import { ServiceHarness } from '@mithaq/service-harness';
import { waitFor } from '@mithaq/testing';
import { Client } from 'pg';
import { loadBillingConfig } from '../config';
import { createBillingService } from '../service';

const billingService = createBillingService(loadBillingConfig({ NODE_ENV: 'test' }));

const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'admin' };
const seeker: Actor = { userId: '00000000-0000-4000-8000-00000000000b', role: 'seeker' };

const errorOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) {
    throw error;
  }
  return error;
};

interface OutboxEvent {
  payload: EventPayload<'billing.plan.updated'>;
  request_id: string | null;
  sent_at: Date | null;
}

describe('billing plan catalogue as seeded', () => {
  const harness = new ServiceHarness();

  beforeAll(async () => {
    await harness.start(billingService);
  });
  afterAll(() => harness.stop());

  it('lists bronze, silver and gold with their prices in pence, to anyone', async () => {
    const plans = await harness.rpc.call(BillingRpc.listPlans, {});
    expect(plans.map(({ tier, name, price }) => ({ tier, name, price }))).toEqual([
      { tier: 'bronze', name: 'Bronze', price: 1000 },
      { tier: 'silver', name: 'Silver', price: 2000 },
      { tier: 'gold', name: 'Gold', price: 5000 },
    ]);
    const [bronze, silver, gold] = plans as [MembershipPlan, MembershipPlan, MembershipPlan];
    expect(bronze).toMatchObject({ isOneTimeFee: false, isPopular: false, matchesLimit: -1 });
    expect(silver).toMatchObject({ isOneTimeFee: true, isPopular: true, matchesLimit: 1 });
    expect(gold).toMatchObject({ isOneTimeFee: true, isPopular: false, matchesLimit: 1 });
    expect(bronze.features.join(' ')).toMatch(/unlimited matches/i);
    expect(silver.features.join(' ')).toMatch(/exchange of information with 1 agreed match/i);
    expect(gold.features.join(' ')).toMatch(/arrangement of 1 meeting/i);
    expect(gold.features.join(' ')).toMatch(/wali/i);
    for (const plan of plans) {
      expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(plan.updatedAt).toISOString()).toBe(plan.updatedAt);
    }
  });
});

describe('changing a plan price', () => {
  const harness = new ServiceHarness();
  let db: Client;

  const priceOf = async (tier: PlanTier): Promise<number | undefined> =>
    (await harness.rpc.call(BillingRpc.listPlans, {})).find((plan) => plan.tier === tier)?.price;

  const eventsFor = async (tier: PlanTier): Promise<OutboxEvent[]> =>
    (
      await db.query<OutboxEvent>(
        `SELECT payload, request_id, sent_at FROM outbox
         WHERE name = 'billing.plan.updated' AND payload->>'tier' = $1 ORDER BY seq`,
        [tier],
      )
    ).rows;

  beforeAll(async () => {
    await harness.start(billingService);
    db = new Client({ connectionString: (await harness.database('billing')).url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('lets an admin change a price and announces it once, with the previous price', async () => {
    const before = (await harness.rpc.call(BillingRpc.listPlans, {})).find(
      (plan) => plan.tier === 'gold',
    );
    const updated = await runWithRequestId('req-plan-price-0001', () =>
      harness.rpc.call(BillingRpc.updatePlanPrice, { tier: 'gold', price: 5500 }, admin),
    );
    expect(updated).toMatchObject({ id: before?.id, tier: 'gold', price: 5500 });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(before?.updatedAt ?? ''),
    );
    expect(await priceOf('gold')).toBe(5500);

    const events = await eventsFor('gold');
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toEqual({
      planId: before?.id,
      tier: 'gold',
      price: 5500,
      previousPrice: before?.price,
    });
    expect(events[0]?.request_id).toBe('req-plan-price-0001');
    // The relay publishes it after the commit.
    await waitFor(async () => (await eventsFor('gold'))[0]?.sent_at ?? undefined, {
      what: 'the plan event to be published',
    });
  });

  it('refuses a seeker (403) or an anonymous caller (401) and changes nothing', async () => {
    const price = await priceOf('silver');
    const events = (await eventsFor('silver')).length;
    const cases = [
      [seeker, 'FORBIDDEN', 'Only administrators can do this'],
      [null, 'UNAUTHENTICATED', 'Please sign in to continue'],
    ] as const;
    for (const [actor, code, message] of cases) {
      const error = await errorOf(
        harness.rpc.call(BillingRpc.updatePlanPrice, { tier: 'silver', price: 1 }, actor),
      );
      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
    }
    expect(await priceOf('silver')).toBe(price);
    expect(await eventsFor('silver')).toHaveLength(events);
  });

  it.each([
    [{ tier: 'bronze', price: -1 }, 'price', 'Price cannot be negative'],
    [
      { tier: 'bronze', price: 1_000_001 },
      'price',
      'Price must be at most 1,000,000 pence (£10,000)',
    ],
    [{ tier: 'bronze', price: 999.5 }, 'price', 'Price must be a whole number of pence'],
    [{ tier: 'bronze', price: '1500' }, 'price', 'Price must be a whole number of pence'],
    [{ tier: 'platinum', price: 1500 }, 'tier', 'Tier must be bronze, silver or gold'],
  ])('rejects %p as invalid and changes nothing', async (request, field, message) => {
    const price = await priceOf('bronze');
    const events = (await eventsFor('bronze')).length;
    const error = await errorOf(
      harness.rpc.call(
        BillingRpc.updatePlanPrice,
        request as { tier: PlanTier; price: number },
        admin,
      ),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ [field]: message });
    expect(error.message).toBe(`Validation failed: ${field}: ${message}`);
    expect(await priceOf('bronze')).toBe(price);
    expect(await eventsFor('bronze')).toHaveLength(events);
  });

  it('accepts the limits 0 and 1,000,000 pence', async () => {
    const events = (await eventsFor('silver')).length;
    for (const price of [0, 1_000_000]) {
      const updated = await harness.rpc.call(
        BillingRpc.updatePlanPrice,
        { tier: 'silver', price },
        admin,
      );
      expect(updated.price).toBe(price);
      expect(await priceOf('silver')).toBe(price);
    }
    expect(await eventsFor('silver')).toHaveLength(events + 2);
  });

  it('chains previous prices when two admins change the same plan at once', async () => {
    const original = await priceOf('silver');
    const seen = (await eventsFor('silver')).length;
    await Promise.all(
      [3001, 3002].map((price) =>
        harness.rpc.call(BillingRpc.updatePlanPrice, { tier: 'silver', price }, admin),
      ),
    );
    const fresh = (await eventsFor('silver')).slice(seen).map((event) => event.payload);
    expect(fresh).toHaveLength(2);
    const [first, second] = fresh.sort((a, b) =>
      a.previousPrice === original ? -1 : b.previousPrice === original ? 1 : 0,
    );
    expect(first?.previousPrice).toBe(original);
    expect(second?.previousPrice).toBe(first?.price);
    expect(await priceOf('silver')).toBe(second?.price);
  });

  it('announces nothing when an admin saves the price the plan already has', async () => {
    const current = await priceOf('bronze');
    const events = (await eventsFor('bronze')).length;
    const updated = await harness.rpc.call(
      BillingRpc.updatePlanPrice,
      { tier: 'bronze', price: current ?? 0 },
      admin,
    );
    expect(updated.price).toBe(current);
    expect(await eventsFor('bronze')).toHaveLength(events);
  });
});
