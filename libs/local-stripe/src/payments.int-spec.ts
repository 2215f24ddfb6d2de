import Stripe from 'stripe';
import { startWebhookReceiver, WebhookReceiver } from '../test/webhook-receiver';
import {
  LocalStripe,
  localPublishableKey,
  localSecretKey,
  signWebhookPayload,
  startLocalStripe,
} from './index';

describe('local Stripe: PaymentIntents, idempotency, webhooks, the browser side', () => {
  let local: LocalStripe;
  let stripe: Stripe;
  let hooks: WebhookReceiver;

  beforeAll(async () => {
    local = await startLocalStripe({ processingDelayMs: 100, webhookRetryDelaysMs: [50, 100] });
    stripe = new Stripe(localSecretKey, { ...local.stripeOptions, maxNetworkRetries: 0 });
    hooks = await startWebhookReceiver(stripe, local.webhookSecret);
    local.setWebhookUrl(hooks.url);
  });

  afterAll(async () => {
    await local.close();
    await hooks.close();
  });

  const silver = (idempotencyKey?: string, amount = 4900) =>
    stripe.paymentIntents.create(
      {
        amount,
        currency: 'gbp',
        automatic_payment_methods: { enabled: true },
        description: 'Silver membership',
        metadata: { order_id: 'ord_7' },
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );

  const asBrowser = async (method: string, path: string, body?: Record<string, string>) => {
    const res = await fetch(`${local.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${localPublishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:3000',
      },
      body: body ? new URLSearchParams(body).toString() : undefined,
    });
    return {
      status: res.status,
      cors: res.headers.get('access-control-allow-origin'),
      json: (await res.json()) as Record<string, unknown>,
    };
  };

  it('succeeds with 4242 and delivers a verified payment_intent.succeeded', async () => {
    const pi = await silver();
    expect(pi).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 4900,
    });
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_`));
    const done = await stripe.paymentIntents.confirm(pi.id, { payment_method: 'pm_card_visa' });
    expect(done.status).toBe('succeeded');
    const event = await hooks.waitFor(
      (e) => e.type === 'payment_intent.succeeded' && e.data.object.id === pi.id,
    );
    expect((event.data.object as Stripe.PaymentIntent).metadata).toEqual({ order_id: 'ord_7' });
    const charge = await stripe.charges.retrieve(done.latest_charge as string);
    expect(charge.receipt_url).toContain('/receipts/ch_');
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
  });

  it('declines 9995 with Stripe insufficient-funds error and a payment_intent.payment_failed', async () => {
    const pi = await silver();
    const error = (await stripe.paymentIntents
      .confirm(pi.id, { payment_method: 'pm_card_visa_chargeDeclinedInsufficientFunds' })
      .catch((e: unknown) => e)) as Stripe.errors.StripeCardError;
    expect(error).toBeInstanceOf(stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.code).toBe('card_declined');
    expect(error.decline_code).toBe('insufficient_funds');
    expect(error.message).toBe('Your card has insufficient funds.');
    expect(error.payment_intent?.status).toBe('requires_payment_method');
    await hooks.waitFor(
      (e) => e.type === 'payment_intent.payment_failed' && e.data.object.id === pi.id,
    );
  });

  it('confirms from the browser with the publishable key and raw card data (9995 and 3155)', async () => {
    const declined = await silver();
    const refusal = await asBrowser('POST', `/v1/payment_intents/${declined.id}/confirm`, {
      client_secret: declined.client_secret ?? '',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4000000000009995',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[card][cvc]': '123',
    });
    expect(refusal.status).toBe(402);
    expect(refusal.cors).toBe('http://localhost:3000');
    expect(refusal.json.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });

    const pi = await silver();
    const confirmed = await asBrowser('POST', `/v1/payment_intents/${pi.id}/confirm`, {
      client_secret: pi.client_secret ?? '',
      'payment_method_data[card][number]': '4000 0025 0000 3155',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      return_url: 'http://localhost:3000/payment-processing',
    });
    expect(confirmed.json).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    });
    const wrongSecret = await asBrowser('GET', `/v1/payment_intents/${pi.id}?client_secret=nope`);
    expect(wrongSecret.status).toBe(400);
    const authenticated = await asBrowser('POST', `/local/payment_intents/${pi.id}/authenticate`, {
      client_secret: pi.client_secret ?? '',
      outcome: 'complete',
    });
    expect(authenticated.json.status).toBe('processing');
    await hooks.waitFor(
      (e) => e.type === 'payment_intent.processing' && e.data.object.id === pi.id,
    );
    await hooks.waitFor((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === pi.id);
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe('succeeded');
  });

  it('refuses publishable keys on secret calls, live keys, and missing keys', async () => {
    expect((await asBrowser('POST', '/v1/customers', { email: 'x@example.test' })).status).toBe(
      401,
    );
    const live = new Stripe('sk_live_nope', { ...local.stripeOptions, maxNetworkRetries: 0 });
    await expect(live.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
    const res = await fetch(`${local.url}/v1/customers`);
    expect(res.status).toBe(401);
  });

  it('cancels a PaymentIntent and answers unknown ids with resource_missing', async () => {
    const pi = await silver();
    expect((await stripe.paymentIntents.cancel(pi.id)).status).toBe('canceled');
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
  });

  it('honours Idempotency-Key: same body replays, another body is an idempotency_error', async () => {
    const first = await silver('order-7-attempt-1');
    const again = await silver('order-7-attempt-1');
    expect(again.id).toBe(first.id);
    await expect(silver('order-7-attempt-1', 5900)).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
    const other = await silver('order-7-attempt-2');
    expect(other.id).not.toBe(first.id);
  });

  it('signs so that constructEvent accepts real deliveries and refuses forged and stale ones', () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'invoice.paid' });
    const good = signWebhookPayload(payload, local.webhookSecret);
    expect(stripe.webhooks.constructEvent(payload, good, local.webhookSecret, 300).id).toBe(
      'evt_forged',
    );
    const forged = signWebhookPayload(payload, 'whsec_someone_else');
    expect(() => stripe.webhooks.constructEvent(payload, forged, local.webhookSecret, 300)).toThrow(
      stripe.errors.StripeSignatureVerificationError,
    );
    const stale = signWebhookPayload(payload, local.webhookSecret, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => stripe.webhooks.constructEvent(payload, stale, local.webhookSecret, 300)).toThrow(
      /Timestamp outside the tolerance zone/,
    );
    expect(() =>
      stripe.webhooks.constructEvent(`${payload} `, good, local.webhookSecret, 300),
    ).toThrow(stripe.errors.StripeSignatureVerificationError);
  });

  it('retries a delivery the endpoint refused', async () => {
    hooks.failNext(2);
    const customer = await stripe.customers.create({ email: 'retry@example.test' });
    const event = await hooks.waitFor(
      (e) => e.type === 'customer.created' && e.data.object.id === customer.id,
    );
    expect(event.id).toMatch(/^evt_/);
    await local.webhooksIdle();
  });

  it('serves the Stripe.js stand-in at /v3 and prices by product and active', async () => {
    const res = await fetch(`${local.url}/v3`);
    expect(res.headers.get('content-type')).toContain('javascript');
    const script = await res.text();
    expect(script).toContain('window.Stripe = Stripe');
    const product = await stripe.products.create({ name: 'Gold' });
    const old = await stripe.prices.create({
      product: product.id,
      unit_amount: 9900,
      currency: 'gbp',
    });
    const fresh = await stripe.prices.create({
      product_data: { name: 'Gold (new)' },
      unit_amount: 10900,
      currency: 'gbp',
    });
    await stripe.prices.update(old.id, { active: false });
    expect((await stripe.prices.retrieve(old.id)).active).toBe(false);
    const active = await stripe.prices.list({ product: product.id, active: true });
    expect(active.data).toHaveLength(0);
    const all = await stripe.prices.list({ product: product.id });
    expect(all.data.map((p) => p.id)).toEqual([old.id]);
    expect(fresh.product).toMatch(/^prod_/);
    expect(fresh.unit_amount).toBe(10900);
  });
});
