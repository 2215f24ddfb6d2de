/** @platform shared */
import {
  BillingMessage,
  BillingRoutes as R,
  type HttpErrorBody,
  type Membership,
  type MembershipTier,
} from '@mithaq/contracts';
import {
  localPublishableKey,
  localSecretKey,
  signWebhookPayload,
  type LocalStripe,
} from '@mithaq/local-stripe';
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
import Stripe from 'stripe';

const intentOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

describe('memberships bought through the gateway with the local Stripe', () => {
  let local: LocalStripe;
  let platform: Platform;
  let admin: ApiClient;
  let stripe: Stripe;

  beforeAll(async () => {
    // The tier's platform runs a local Stripe, whose signed webhooks reach its gateway.
    platform = new Platform();
    ({ admin } = await startPlatformWithAdmin(platform));
    if (!platform.stripe) {
      throw new Error('the platform started no local Stripe');
    }
    local = platform.stripe;
    stripe = new Stripe(localSecretKey, {
      host: local.host,
      port: local.port,
      protocol: 'http',
      apiVersion: '2026-10-28.endive',
    });
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const signedInMember = async (): Promise<{ client: ApiClient; id: string }> => {
    const client = new ApiClient(platform.baseUrl);
    const registered = await registerAndSignIn(client, newMember());
    expect(registered.status).toBe(200);
    return { client, id: registered.body.id };
  };
  const tierOf = async (client: ApiClient): Promise<MembershipTier> =>
    (await client.call(R.membership, {})).body.tier;
  const untilTier = (client: ApiClient, tier: MembershipTier): Promise<true> =>
    waitFor(async () => (await tierOf(client)) === tier || undefined, {
      timeoutMs: 20_000,
      what: `the member to hold ${tier}`,
    });
  const webhook = (payload: string, signature: string): Promise<Response> =>
    fetch(`${platform.baseUrl}${R.stripeWebhook.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });

  it('tells the SPA where Stripe.js is and which key to use', async () => {
    const reply = await new ApiClient(platform.baseUrl).call(R.config, {});
    expect(reply).toEqual({
      status: 200,
      body: { publishableKey: localPublishableKey, stripeJsUrl: local.stripeJsUrl, local: true },
    });
  });

  it('sells silver once the verified webhook arrives, then refuses lower and equal tiers', async () => {
    const { client } = await signedInMember();
    const free = await client.call(R.membership, {});
    expect(free.body).toMatchObject({ tier: 'free', source: 'none' });
    expect((free.body as Membership).entitlements.sendMatchRequests).toBe(false);

    for (const body of [{ tier: 'silver', amount: 1 }, { tier: 'platinum' }, {}]) {
      const refused = await client.callRaw(R.createPaymentIntent, { body });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    const visitor = await new ApiClient(platform.baseUrl).call(R.createPaymentIntent, {
      body: { tier: 'silver' },
    });
    expect(visitor.status).toBe(401);

    const checkout = await client.call(R.createPaymentIntent, { body: { tier: 'silver' } });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ tier: 'silver', amount: 2000, mode: 'payment' });
    expect(await tierOf(client)).toBe('free');
    await stripe.paymentIntents.confirm(intentOf(checkout.body.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    await untilTier(client, 'silver');

    const order = await client.call(R.order, { params: { id: checkout.body.orderId } });
    expect(order.body).toMatchObject({ status: 'paid', amount: 2000, tier: 'silver' });
    const payments = await client.call(R.userPayments, {});
    expect(payments.body).toEqual([
      expect.objectContaining({
        amount: 2000,
        status: 'succeeded',
        receiptUrl: expect.any(String),
      }),
    ]);
    const view = await client.call(R.userSubscription, {});
    expect(view.body).toMatchObject({ membershipTier: 'silver', recurring: false });

    for (const refused of [
      await client.call(R.createSubscription, { body: { tier: 'bronze' } }),
      await client.call(R.createPaymentIntent, { body: { tier: 'silver' } }),
    ]) {
      expect(refused.status).toBe(409);
      expect((refused.body as HttpErrorBody).message).toBe(BillingMessage.NotHigher);
    }
    const someoneElse = await signedInMember();
    const hidden = await someoneElse.client.call(R.order, {
      params: { id: checkout.body.orderId },
    });
    expect(hidden.status).toBe(404);
  });

  it('refuses forged and stale webhooks with 400 and applies a replay once', async () => {
    await local.webhooksIdle();
    const [event] = local.events('payment_intent.succeeded').slice(-1);
    if (!event) {
      throw new Error('no payment_intent.succeeded event yet');
    }
    const payload = JSON.stringify(event);
    const forged = await webhook(payload, signWebhookPayload(payload, 'whsec_forged'));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as HttpErrorBody).message).toBe(BillingMessage.BadSignature);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const stale = await webhook(
      payload,
      signWebhookPayload(payload, local.webhookSecret, { timestamp: tenMinutesAgo }),
    );
    expect(stale.status).toBe(400);
    const unsigned = await fetch(`${platform.baseUrl}${R.stripeWebhook.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    const replay = await webhook(payload, signWebhookPayload(payload, local.webhookSecret));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true });
  });

  it('sets up bronze, then cancels it at the end of the period', async () => {
    const { client } = await signedInMember();
    const checkout = await client.call(R.createSubscription, { body: { tier: 'bronze' } });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ tier: 'bronze', amount: 1000 });
    await stripe.paymentIntents.confirm(intentOf(checkout.body.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    await untilTier(client, 'bronze');
    const status = await client.call(R.subscriptionStatus, {});
    expect(status.body).toMatchObject({ cancelAtPeriodEnd: false });

    const cancelled = await client.call(R.cancelUserSubscription, {
      body: { reason: 'Found my match' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ membershipTier: 'bronze', cancelAtPeriodEnd: true });
    expect((await client.call(R.subscriptionStatus, {})).body).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    const again = await client.call(R.cancelSubscription, {});
    expect(again.status).toBe(409);
    expect(await tierOf(client)).toBe('bronze');
  });

  it('lets an admin grant and end a complimentary tier, recorded with the reason', async () => {
    const { client, id } = await signedInMember();
    const granted = await admin.call(R.grantComplimentary, {
      params: { id },
      body: { tier: 'gold', reason: 'Support case 1234', endsOn: null },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ userId: id, tier: 'gold', endsOn: null });
    expect(await tierOf(client)).toBe('gold');
    const shown = await admin.call(R.memberMembership, { params: { id } });
    expect(shown.body).toMatchObject({
      tier: 'gold',
      source: 'complimentary',
      complimentary: { reason: 'Support case 1234' },
    });
    const forbidden = await client.call(R.grantComplimentary, {
      params: { id },
      body: { tier: 'gold', reason: 'Myself', endsOn: null },
    });
    expect(forbidden.status).toBe(403);
    const revoked = await admin.call(R.revokeComplimentary, { params: { id } });
    expect(revoked.body).toEqual({ userId: id, revoked: true });
    expect(await tierOf(client)).toBe('free');
  });
});
