import { randomUUID } from 'node:crypto';
import {
  BillingMessage,
  BillingRpc,
  DomainError,
  type Actor,
  type MembershipTier,
} from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import {
  announcedTiers,
  clockedMember,
  intentOf,
  publishEvent,
  rowsMentioning,
  startBillingTestbed,
  type BillingTestbed,
} from '../../test/billing-harness';

const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'admin' };
const member = (): Actor => ({ userId: randomUUID(), role: 'seeker' });

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

describe('one-time purchases, grants and erasure against the local Stripe', () => {
  let testbed: BillingTestbed;

  beforeAll(async () => {
    testbed = await startBillingTestbed(
      { GRANT_SWEEP_INTERVAL_MS: '200' },
      { processingDelayMs: 1500 },
    );
  }, 60_000);
  afterAll(() => testbed.stop(), 30_000);

  const tierOf = async (actor: Actor): Promise<MembershipTier> =>
    (await testbed.harness.rpc.call(BillingRpc.membership, { userId: actor.userId }, actor)).tier;
  const untilTier = (actor: Actor, tier: MembershipTier): Promise<true> =>
    waitFor(async () => (await tierOf(actor)) === tier || undefined, {
      timeoutMs: 15_000,
      what: `the member to hold ${tier}`,
    });
  const buy = async (actor: Actor, tier: 'silver' | 'gold', card = 'pm_card_visa') => {
    const session = await testbed.harness.rpc.call(BillingRpc.createPaymentIntent, { tier }, actor);
    const intent = await testbed.stripe.paymentIntents
      .confirm(intentOf(session.clientSecret), { payment_method: card })
      .catch((error: unknown) => error);
    return { session, intent };
  };

  it('sells silver at the catalogue price, granted only by the webhook, and ends bronze', async () => {
    const { actor } = await clockedMember(testbed);
    const bronze = await testbed.harness.rpc.call(
      BillingRpc.createSubscription,
      { tier: 'bronze' },
      actor,
    );
    await testbed.stripe.paymentIntents.confirm(intentOf(bronze.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    await untilTier(actor, 'bronze');

    const session = await testbed.harness.rpc.call(
      BillingRpc.createPaymentIntent,
      { tier: 'silver' },
      actor,
    );
    expect(session).toMatchObject({ mode: 'payment', tier: 'silver', amount: 2000 });
    const intentId = intentOf(session.clientSecret);
    const intent = await testbed.stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ amount: 2000, currency: 'gbp' });
    expect(intent.metadata['order_id']).toBe(session.orderId);
    // A double click: the same order and the same PaymentIntent, so one charge.
    const again = await testbed.harness.rpc.call(
      BillingRpc.createPaymentIntent,
      { tier: 'silver' },
      actor,
    );
    expect(again).toEqual(session);
    expect(await tierOf(actor)).toBe('bronze');

    await testbed.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await untilTier(actor, 'silver');
    const membership = await testbed.harness.rpc.call(
      BillingRpc.membership,
      { userId: actor.userId },
      actor,
    );
    expect(membership).toMatchObject({ tier: 'silver', source: 'purchase', endsAt: null });
    expect(membership.entitlements.contactExchanges).toBe(1);
    expect(await testbed.harness.rpc.call(BillingRpc.subscriptionStatus, {}, actor)).toBeNull();
    const [bronzeId] = (
      await testbed.db.query<{ id: string }>(
        'SELECT stripe_subscription_id AS id FROM billing_subscriptions WHERE user_id = $1',
        [actor.userId],
      )
    ).rows;
    expect((await testbed.stripe.subscriptions.retrieve(bronzeId?.id ?? '')).status).toBe(
      'canceled',
    );
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['bronze', 'silver']);
    const payments = await testbed.harness.rpc.call(BillingRpc.payments, {}, actor);
    expect(payments.map(({ amount, status }) => ({ amount, status }))).toEqual([
      { amount: 2000, status: 'succeeded' },
      { amount: 1000, status: 'succeeded' },
    ]);
    expect(payments[0]?.receiptUrl).toMatch(/^http/);
    expect(
      await testbed.harness.rpc.call(BillingRpc.order, { id: session.orderId }, actor),
    ).toMatchObject({ status: 'paid', tier: 'silver', amount: 2000 });

    for (const tier of ['silver', 'bronze'] as const) {
      const error = await errorOf(
        tier === 'bronze'
          ? testbed.harness.rpc.call(BillingRpc.createSubscription, { tier }, actor)
          : testbed.harness.rpc.call(BillingRpc.createPaymentIntent, { tier }, actor),
      );
      expect(error).toMatchObject({ code: 'CONFLICT', message: BillingMessage.NotHigher });
    }
  });

  it('makes a new Stripe Price when an admin changes one; existing subscribers keep theirs', async () => {
    const { actor: first } = await clockedMember(testbed);
    const before = await testbed.harness.rpc.call(
      BillingRpc.createSubscription,
      { tier: 'bronze' },
      first,
    );
    await testbed.harness.rpc.call(
      BillingRpc.updatePlanPrice,
      { tier: 'bronze', price: 1200 },
      admin,
    );
    const prices = async () =>
      (
        await testbed.db.query<{ id: string; amount: number }>(
          "SELECT stripe_price_id AS id, amount FROM stripe_prices WHERE tier = 'bronze' ORDER BY amount",
        )
      ).rows;
    await waitFor(async () => ((await prices()).length === 2 ? true : undefined), {
      what: 'the new Stripe price',
    });
    const [old, fresh] = await prices();
    expect([old?.amount, fresh?.amount]).toEqual([1000, 1200]);
    const { actor: second } = await clockedMember(testbed);
    const after = await testbed.harness.rpc.call(
      BillingRpc.createSubscription,
      { tier: 'bronze' },
      second,
    );
    expect([before.amount, after.amount]).toEqual([1000, 1200]);
    const priceOf = async (actor: Actor): Promise<string | undefined> => {
      const [row] = (
        await testbed.db.query<{ id: string }>(
          'SELECT stripe_subscription_id AS id FROM billing_subscriptions WHERE user_id = $1',
          [actor.userId],
        )
      ).rows;
      const subscription = await testbed.stripe.subscriptions.retrieve(row?.id ?? '');
      return subscription.items.data[0]?.price.id;
    };
    expect(await priceOf(first)).toBe(old?.id);
    expect(await priceOf(second)).toBe(fresh?.id);
    await testbed.harness.rpc.call(
      BillingRpc.updatePlanPrice,
      { tier: 'bronze', price: 1000 },
      admin,
    );
  });

  it('keeps someone else’s order private', async () => {
    const { actor } = await clockedMember(testbed);
    const { session } = await buy(actor, 'gold', 'pm_card_chargeDeclined');
    const error = await errorOf(
      testbed.harness.rpc.call(BillingRpc.order, { id: session.orderId }, member()),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: BillingMessage.OrderNotFound });
  });

  it('takes no amount from the client: unknown fields and tiers are refused', async () => {
    const actor = member();
    for (const body of [
      { tier: 'silver', amount: 1 },
      { tier: 'gold', price: 1 },
      { tier: 'platinum' },
      { tier: 'bronze' },
    ]) {
      const error = await errorOf(
        testbed.harness.rpc.call(
          BillingRpc.createPaymentIntent,
          body as unknown as { tier: 'silver' },
          actor,
        ),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    const bronze = await errorOf(
      testbed.harness.rpc.call(
        BillingRpc.createSubscription,
        { tier: 'gold' } as unknown as { tier: 'bronze' },
        actor,
      ),
    );
    expect(bronze).toMatchObject({ code: 'VALIDATION_FAILED' });
    const anonymous = await errorOf(
      testbed.harness.rpc.call(BillingRpc.createPaymentIntent, { tier: 'gold' }),
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('fails a declined card and keeps the member free', async () => {
    const { actor } = await clockedMember(testbed);
    const { session, intent } = await buy(
      actor,
      'gold',
      'pm_card_visa_chargeDeclinedInsufficientFunds',
    );
    expect((intent as Error).message).toMatch(/insufficient funds/);
    await waitFor(
      async () =>
        (await testbed.harness.rpc.call(BillingRpc.order, { id: session.orderId }, actor))
          .status === 'failed' || undefined,
      { what: 'the order to fail' },
    );
    expect(await tierOf(actor)).toBe('free');
    expect((await testbed.harness.rpc.call(BillingRpc.payments, {}, actor))[0]?.status).toBe(
      'failed',
    );
  });

  it('shows a payment that needs authentication as processing, then grants gold', async () => {
    const { actor } = await clockedMember(testbed);
    const { session } = await buy(actor, 'gold', 'pm_card_authenticationRequiredOnSetup');
    testbed.local.authenticate(intentOf(session.clientSecret));
    await waitFor(
      async () =>
        (await testbed.harness.rpc.call(BillingRpc.order, { id: session.orderId }, actor))
          .status === 'processing' || undefined,
      { what: 'the order to be processing' },
    );
    expect(await tierOf(actor)).toBe('free');
    await untilTier(actor, 'gold');
    expect(
      await testbed.harness.rpc.call(BillingRpc.order, { id: session.orderId }, actor),
    ).toMatchObject({ status: 'paid', amount: 5000 });
  });

  it('lets an admin grant a tier with a reason until a date, then ends it', async () => {
    const actor = member();
    const today = new Date().toISOString().slice(0, 10);
    const past = await errorOf(
      testbed.harness.rpc.call(
        BillingRpc.grantComplimentary,
        { userId: actor.userId, tier: 'gold', reason: 'Support case', endsOn: '2020-01-01' },
        admin,
      ),
    );
    expect(past.code).toBe('VALIDATION_FAILED');
    const refused = await errorOf(
      testbed.harness.rpc.call(
        BillingRpc.grantComplimentary,
        { userId: actor.userId, tier: 'gold', reason: 'Support case', endsOn: null },
        actor,
      ),
    );
    expect(refused.code).toBe('FORBIDDEN');

    const grant = await testbed.harness.rpc.call(
      BillingRpc.grantComplimentary,
      { userId: actor.userId, tier: 'gold', reason: 'Refund made by bank transfer', endsOn: today },
      admin,
    );
    expect(grant).toMatchObject({ tier: 'gold', grantedBy: admin.userId, endsOn: today });
    const view = await testbed.harness.rpc.call(
      BillingRpc.adminMembership,
      { userId: actor.userId },
      admin,
    );
    expect(view).toMatchObject({ tier: 'gold', source: 'complimentary' });
    expect(view.complimentary?.reason).toBe('Refund made by bank transfer');

    // The last day passes: the sweep ends the grant and announces free.
    await testbed.db.query(
      'UPDATE complimentary_grants SET ends_on = current_date - 1 WHERE user_id = $1',
      [actor.userId],
    );
    await untilTier(actor, 'free');
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['gold', 'free']);

    await testbed.harness.rpc.call(
      BillingRpc.grantComplimentary,
      { userId: actor.userId, tier: 'silver', reason: 'Goodwill', endsOn: null },
      admin,
    );
    expect(await tierOf(actor)).toBe('silver');
    await testbed.harness.rpc.call(BillingRpc.revokeComplimentary, { userId: actor.userId }, admin);
    expect(await tierOf(actor)).toBe('free');
    const none = await errorOf(
      testbed.harness.rpc.call(BillingRpc.revokeComplimentary, { userId: actor.userId }, admin),
    );
    expect(none.code).toBe('NOT_FOUND');
  });

  it('erases a deleted member: Stripe subscription cancelled, payments kept without the id', async () => {
    const { actor } = await clockedMember(testbed);
    const session = await testbed.harness.rpc.call(
      BillingRpc.createSubscription,
      { tier: 'bronze' },
      actor,
    );
    await testbed.stripe.paymentIntents.confirm(intentOf(session.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    await untilTier(actor, 'bronze');
    await testbed.harness.rpc.call(
      BillingRpc.grantComplimentary,
      { userId: actor.userId, tier: 'gold', reason: 'Support case', endsOn: null },
      admin,
    );
    const [subscription] = (
      await testbed.db.query<{ id: string }>(
        'SELECT stripe_subscription_id AS id FROM billing_subscriptions WHERE user_id = $1',
        [actor.userId],
      )
    ).rows;
    expect((await rowsMentioning(testbed, actor.userId)).length).toBeGreaterThan(0);

    const payload = { userId: actor.userId, deletedBy: admin.userId };
    const eventId = randomUUID();
    await publishEvent(testbed, 'identity.account.deleted', payload, eventId);
    await publishEvent(testbed, 'identity.account.deleted', payload, eventId);
    await publishEvent(testbed, 'identity.account.deleted', payload);
    await waitFor(
      async () => (await rowsMentioning(testbed, actor.userId)).length === 0 || undefined,
      {
        timeoutMs: 15_000,
        what: 'every row naming the member to go',
      },
    ).catch(async (error: unknown) => {
      expect(await rowsMentioning(testbed, actor.userId)).toEqual([]);
      throw error;
    });
    expect((await testbed.stripe.subscriptions.retrieve(subscription?.id ?? '')).status).toBe(
      'canceled',
    );
    const kept = await testbed.db.query<{ amount: number; status: string; user_id: null }>(
      'SELECT amount, status, user_id FROM billing_orders WHERE stripe_subscription_id = $1',
      [subscription?.id],
    );
    expect(kept.rows).toEqual([{ amount: 1000, status: 'paid', user_id: null }]);
    // A late webhook about the erased member's subscription recreates nothing.
    await testbed.local.webhooksIdle();
    expect(await rowsMentioning(testbed, actor.userId)).toEqual([]);
  });
});
