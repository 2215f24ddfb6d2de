import {
  BillingMessage,
  BillingRpc,
  DomainError,
  type Actor,
  type MembershipTier,
} from '@mithaq/contracts';
import { signWebhookPayload } from '@mithaq/local-stripe';
import { waitFor } from '@mithaq/testing';
import {
  announcedTiers,
  clockedMember,
  intentOf,
  payloadOf,
  startBillingTestbed,
  WEBHOOK_SECRET,
  type BillingTestbed,
} from '../../test/billing-harness';

const DAY = 86_400;

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

describe('a Bronze subscription against the local Stripe', () => {
  let testbed: BillingTestbed;

  beforeAll(async () => {
    testbed = await startBillingTestbed();
  }, 60_000);
  afterAll(() => testbed.stop(), 30_000);

  const tierOf = async (actor: Actor): Promise<MembershipTier> =>
    (await testbed.harness.rpc.call(BillingRpc.membership, { userId: actor.userId }, actor)).tier;
  const untilTier = (actor: Actor, tier: MembershipTier): Promise<true> =>
    waitFor(async () => (await tierOf(actor)) === tier || undefined, {
      timeoutMs: 15_000,
      what: `the member to hold ${tier}`,
    });

  /** Creates the subscription and pays its first invoice the way Stripe.js would. */
  const subscribe = async (actor: Actor, card = 'pm_card_visa'): Promise<string> => {
    const session = await testbed.harness.rpc.call(
      BillingRpc.createSubscription,
      { tier: 'bronze' },
      actor,
    );
    expect(session).toMatchObject({ mode: 'payment', tier: 'bronze', amount: 1000 });
    expect(session.description).toBe('Bronze membership (monthly)');
    const intent = await testbed.stripe.paymentIntents.confirm(intentOf(session.clientSecret), {
      payment_method: card,
    });
    expect(intent.status).toBe('succeeded');
    return session.orderId;
  };

  it('grants bronze on invoice.paid, cancels at period end, and returns to free when it ends', async () => {
    const { actor, clockId } = await clockedMember(testbed);
    const orderId = await subscribe(actor);
    await untilTier(actor, 'bronze');
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['bronze']);
    const order = await testbed.harness.rpc.call(BillingRpc.order, { id: orderId }, actor);
    expect(order).toMatchObject({ status: 'paid', amount: 1000, tier: 'bronze' });

    const status = await testbed.harness.rpc.call(BillingRpc.subscriptionStatus, {}, actor);
    expect(status?.cancelAtPeriodEnd).toBe(false);
    const periodEnd = Date.parse(status?.currentPeriodEnd ?? '');
    expect(periodEnd).toBeGreaterThan(Date.now() + 27 * DAY * 1000);
    // The receipt is the invoice's page, recorded by invoice.paid.
    const payments = await waitFor(
      async () => {
        const list = await testbed.harness.rpc.call(BillingRpc.payments, {}, actor);
        return list[0]?.receiptUrl ? list : undefined;
      },
      { what: 'the receipt of the first payment' },
    );
    expect(payments).toEqual([
      expect.objectContaining({
        amount: 1000,
        status: 'succeeded',
        description: 'Bronze membership (monthly)',
      }),
    ]);

    const cancelled = await testbed.harness.rpc.call(
      BillingRpc.cancelSubscription,
      { reason: '  moving abroad  ' },
      actor,
    );
    expect(cancelled).toMatchObject({
      membershipTier: 'bronze',
      status: 'active',
      cancelAtPeriodEnd: true,
      recurring: true,
    });
    const membership = await testbed.harness.rpc.call(
      BillingRpc.membership,
      { userId: actor.userId },
      actor,
    );
    expect(membership).toMatchObject({ tier: 'bronze', source: 'subscription' });
    expect(Date.parse(membership.endsAt ?? '')).toBe(periodEnd);
    const again = await errorOf(testbed.harness.rpc.call(BillingRpc.cancelSubscription, {}, actor));
    expect(again).toMatchObject({ code: 'CONFLICT', message: BillingMessage.AlreadyCancelling });

    await testbed.stripe.testHelpers.testClocks.advance(clockId, {
      frozen_time: periodEnd / 1000 + 60,
    });
    await untilTier(actor, 'free');
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['bronze', 'bronze', 'free']);
    expect(await testbed.harness.rpc.call(BillingRpc.subscriptionStatus, {}, actor)).toBeNull();
    expect(await testbed.harness.rpc.call(BillingRpc.userSubscription, {}, actor)).toBeNull();
    const reason = await testbed.db.query<{ cancel_reason: string }>(
      'SELECT cancel_reason FROM billing_subscriptions WHERE user_id = $1',
      [actor.userId],
    );
    expect(reason.rows[0]?.cancel_reason).toBe('moving abroad');
  });

  it('goes past_due when a renewal fails, keeps bronze while Stripe retries, then free', async () => {
    const { actor, clockId } = await clockedMember(testbed);
    await subscribe(actor);
    await untilTier(actor, 'bronze');
    const [customer] = (
      await testbed.db.query<{ id: string }>(
        'SELECT stripe_customer_id AS id FROM billing_customers WHERE user_id = $1',
        [actor.userId],
      )
    ).rows;
    const [subscription] = (
      await testbed.db.query<{ id: string }>(
        'SELECT stripe_subscription_id AS id FROM billing_subscriptions WHERE user_id = $1',
        [actor.userId],
      )
    ).rows;
    const setup = await testbed.stripe.setupIntents.create({
      customer: customer?.id ?? '',
      usage: 'off_session',
    });
    const saved = await testbed.stripe.setupIntents.confirm(setup.id, {
      payment_method: 'pm_card_chargeCustomerFail',
    });
    await testbed.stripe.subscriptions.update(subscription?.id ?? '', {
      default_payment_method: saved.payment_method as string,
    });
    const status = await testbed.harness.rpc.call(BillingRpc.subscriptionStatus, {}, actor);
    const end = Date.parse(status?.currentPeriodEnd ?? '') / 1000;

    await testbed.stripe.testHelpers.testClocks.advance(clockId, { frozen_time: end + 60 });
    await waitFor(
      async () =>
        (await testbed.harness.rpc.call(BillingRpc.userSubscription, {}, actor))?.status ===
          'past_due' || undefined,
      { timeoutMs: 15_000, what: 'the subscription to be past_due' },
    );
    expect(await tierOf(actor)).toBe('bronze');
    await waitFor(
      async () =>
        (await testbed.harness.rpc.call(BillingRpc.payments, {}, actor)).some(
          (payment) => payment.status === 'failed',
        ) || undefined,
      { timeoutMs: 10_000, what: 'the failed renewal in the payment history' },
    );

    await testbed.stripe.testHelpers.testClocks.advance(clockId, {
      frozen_time: end + 2 * DAY + 120,
    });
    await untilTier(actor, 'free');
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['bronze', 'free']);
  });

  it('applies a webhook delivered twice once, and refuses forged and stale ones', async () => {
    const { actor } = await clockedMember(testbed);
    await subscribe(actor);
    await untilTier(actor, 'bronze');
    await testbed.local.webhooksIdle();
    const customer = (
      await testbed.db.query<{ id: string }>(
        'SELECT stripe_customer_id AS id FROM billing_customers WHERE user_id = $1',
        [actor.userId],
      )
    ).rows[0]?.id;
    const paid = testbed.local
      .events('invoice.paid')
      .find((event) => (event.data.object as { customer?: unknown }).customer === customer);
    if (!paid) {
      throw new Error('no invoice.paid event for the member');
    }
    const payload = payloadOf(paid);
    const processed = async (): Promise<number> =>
      Number(
        (await testbed.db.query<{ n: string }>('SELECT count(*) AS n FROM stripe_webhook_events'))
          .rows[0]?.n,
      );
    const before = await processed();

    expect(await testbed.deliver(payload)).toBe(200);
    expect(await testbed.deliver(payload)).toBe(200);
    expect(await processed()).toBe(before);
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['bronze']);

    const forged = signWebhookPayload(payload, 'whsec_someone_else');
    expect(await testbed.deliver(payload, forged)).toBe(400);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const stale = signWebhookPayload(payload, WEBHOOK_SECRET, { timestamp: tenMinutesAgo });
    expect(await testbed.deliver(payload, stale)).toBe(400);
    const tampered = payload.replace('"invoice.paid"', '"invoice.payment_failed"');
    expect(await testbed.deliver(tampered, signWebhookPayload(payload, WEBHOOK_SECRET))).toBe(400);
    expect(await testbed.deliver(payload, 'not a signature')).toBe(400);
    const error = await errorOf(
      testbed.harness.rpc.call(BillingRpc.webhook, { payload, signature: forged }),
    );
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: BillingMessage.BadSignature,
    });

    const unknown = JSON.stringify({
      id: 'evt_unknown_type',
      object: 'event',
      type: 'customer.tax_id.created',
      data: { object: { id: 'txi_1', object: 'tax_id' } },
    });
    expect(await testbed.deliver(unknown)).toBe(200);
    expect(await processed()).toBe(before);
    expect(await tierOf(actor)).toBe('bronze');
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['bronze']);
  });

  it('refuses bronze to a member who holds it, and a cancel without a subscription', async () => {
    const { actor } = await clockedMember(testbed);
    const none = await errorOf(testbed.harness.rpc.call(BillingRpc.cancelSubscription, {}, actor));
    expect(none).toMatchObject({ code: 'NOT_FOUND', message: BillingMessage.NoSubscription });
    await subscribe(actor);
    await untilTier(actor, 'bronze');
    const twice = await errorOf(
      testbed.harness.rpc.call(BillingRpc.createSubscription, { tier: 'bronze' }, actor),
    );
    expect(twice).toMatchObject({ code: 'CONFLICT', message: BillingMessage.NotHigher });
  });
});
