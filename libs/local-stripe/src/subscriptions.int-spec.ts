import Stripe from 'stripe';
import { startWebhookReceiver, WebhookReceiver } from '../test/webhook-receiver';
import { LocalStripe, localSecretKey, startLocalStripe } from './index';

const day = 86_400;

describe('local Stripe: subscriptions through the official SDK', () => {
  let local: LocalStripe;
  let stripe: Stripe;
  let hooks: WebhookReceiver;

  beforeAll(async () => {
    local = await startLocalStripe({ processingDelayMs: 50, webhookRetryDelaysMs: [50, 100] });
    stripe = new Stripe(localSecretKey, { ...local.stripeOptions, maxNetworkRetries: 0 });
    hooks = await startWebhookReceiver(stripe, local.webhookSecret);
    local.setWebhookUrl(hooks.url);
  });

  afterAll(async () => {
    await local.close();
    await hooks.close();
  });

  const bronze = async () => {
    const product = await stripe.products.create({ name: 'Bronze' });
    return stripe.prices.create({
      product: product.id,
      unit_amount: 1500,
      currency: 'gbp',
      recurring: { interval: 'month' },
    });
  };

  const subscribe = async (clockTime = Math.floor(Date.now() / 1000)) => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: clockTime });
    const customer = await stripe.customers.create({
      email: 'amina@example.test',
      name: 'Amina',
      metadata: { userId: '42' },
      test_clock: clock.id,
    });
    const price = await bronze();
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { order_id: 'ord_1' },
    });
    return { clock, customer, price, subscription };
  };

  const payFirstInvoice = async (subscription: Stripe.Subscription, card = 'pm_card_visa') => {
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    const secret = invoice.confirmation_secret?.client_secret ?? '';
    return stripe.paymentIntents.confirm(secret.split('_secret_')[0], { payment_method: card });
  };

  it('starts incomplete with the first payment reachable, and activates on a verified invoice.paid', async () => {
    const { subscription, customer } = await subscribe();
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.status).toBe('incomplete');
    expect(subscription.metadata).toEqual({ order_id: 'ord_1' });
    const item = subscription.items.data[0];
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * day);
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      object: 'invoice',
      status: 'open',
      amount_due: 1500,
      currency: 'gbp',
    });
    expect(invoice.confirmation_secret).toEqual({
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
      type: 'payment_intent',
    });

    const paid = await payFirstInvoice(subscription);
    expect(paid.status).toBe('succeeded');
    const invoicePaid = await hooks.waitFor(
      (e) => e.type === 'invoice.paid' && e.data.object.id === invoice.id,
    );
    expect(
      (invoicePaid.data.object as Stripe.Invoice).parent?.subscription_details?.subscription,
    ).toBe(subscription.id);
    const updated = await hooks.waitFor(
      (e) =>
        e.type === 'customer.subscription.updated' &&
        e.data.object.id === subscription.id &&
        e.data.object.status === 'active',
    );
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete' });
    const again = await stripe.subscriptions.retrieve(subscription.id);
    expect(again.status).toBe('active');
    expect(again.default_payment_method).toBe(paid.payment_method);
    expect(again.customer).toBe(customer.id);
    // A consumer may re-read the event from the API.
    const reread = await stripe.events.retrieve(invoicePaid.id);
    expect(reread.type).toBe('invoice.paid');
    const legacy = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice.payment_intent', 'latest_invoice.payments'],
    });
    const legacyInvoice = legacy.latest_invoice as Stripe.Invoice & {
      payment_intent: Stripe.PaymentIntent;
    };
    expect(legacyInvoice.status).toBe('paid');
    expect(legacyInvoice.payment_intent.id).toBe(paid.id);
    expect(legacyInvoice.payments?.data[0].payment.payment_intent).toBe(paid.id);
  });

  it('renews at period end, and ends a cancel_at_period_end subscription with customer.subscription.deleted', async () => {
    const { clock, subscription } = await subscribe();
    await payFirstInvoice(subscription);
    const end = subscription.items.data[0].current_period_end;

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 60 });
    const renewed = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0].current_period_start).toBe(end);
    const cycle = renewed.latest_invoice as Stripe.Invoice;
    expect(cycle).toMatchObject({
      billing_reason: 'subscription_cycle',
      status: 'paid',
      amount_paid: 1500,
    });
    await hooks.waitFor((e) => e.type === 'invoice.paid' && e.data.object.id === cycle.id);

    const canceling = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(canceling.cancel_at_period_end).toBe(true);
    expect(canceling.cancel_at).toBe(renewed.items.data[0].current_period_end);
    await stripe.testHelpers.testClocks.advance(clock.id, {
      frozen_time: renewed.items.data[0].current_period_end + 60,
    });
    const deleted = await hooks.waitFor(
      (e) => e.type === 'customer.subscription.deleted' && e.data.object.id === subscription.id,
    );
    expect((deleted.data.object as Stripe.Subscription).status).toBe('canceled');
    const invoices = await stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(2);
  });

  it('goes past_due when a renewal fails, retries twice a day apart, then cancels', async () => {
    const { clock, customer, subscription } = await subscribe();
    await payFirstInvoice(subscription);
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    const saved = await stripe.setupIntents.confirm(setup.id, {
      payment_method: 'pm_card_chargeCustomerFail',
    });
    expect(saved.status).toBe('succeeded');
    await stripe.subscriptions.update(subscription.id, {
      default_payment_method: saved.payment_method as string,
    });
    const end = subscription.items.data[0].current_period_end;

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 60 });
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(pastDue.status).toBe('past_due');
    const failing = pastDue.latest_invoice as Stripe.Invoice;
    expect(failing).toMatchObject({
      status: 'open',
      attempt_count: 1,
      next_payment_attempt: end + day,
    });
    await hooks.waitFor(
      (e) => e.type === 'invoice.payment_failed' && e.data.object.id === failing.id,
    );

    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + day + 60 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    await stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: end + 2 * day + 60 });
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancellation_details?.reason).toBe('payment_failed');
    const invoice = await stripe.invoices.retrieve(failing.id);
    expect(invoice.attempt_count).toBe(3);
    await hooks.waitFor(
      (e) => e.type === 'customer.subscription.deleted' && e.data.object.id === subscription.id,
    );
  });

  it('cancels immediately on DELETE and expires an unpaid incomplete subscription after 23 hours', async () => {
    const first = await subscribe();
    await payFirstInvoice(first.subscription);
    const canceled = await stripe.subscriptions.cancel(first.subscription.id);
    expect(canceled.status).toBe('canceled');
    await hooks.waitFor(
      (e) =>
        e.type === 'customer.subscription.deleted' && e.data.object.id === first.subscription.id,
    );

    const second = await subscribe();
    await expect(
      payFirstInvoice(second.subscription, 'pm_card_chargeDeclined'),
    ).rejects.toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
    expect((await stripe.subscriptions.retrieve(second.subscription.id)).status).toBe('incomplete');
    await stripe.testHelpers.testClocks.advance(second.clock.id, {
      frozen_time: second.clock.frozen_time + day,
    });
    const expired = await stripe.subscriptions.retrieve(second.subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(expired.status).toBe('incomplete_expired');
    expect((expired.latest_invoice as Stripe.Invoice).status).toBe('void');
  });
});
