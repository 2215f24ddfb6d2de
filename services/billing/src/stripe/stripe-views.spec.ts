import { toInvoiceView, toPaymentIntentView, toSubscriptionView } from './stripe-views';

const seconds = (iso: string): number => Date.parse(iso) / 1000;

describe('reading Stripe objects', () => {
  it('reads a current subscription: periods on its item, the first payment expanded', () => {
    const { subscription, checkout } = toSubscriptionView({
      id: 'sub_1',
      status: 'incomplete',
      cancel_at_period_end: false,
      created: seconds('2026-06-01T00:00:00Z'),
      metadata: { order_id: 'order-1' },
      items: {
        data: [
          {
            current_period_start: seconds('2026-06-01T00:00:00Z'),
            current_period_end: seconds('2026-07-01T00:00:00Z'),
          },
        ],
      },
      latest_invoice: {
        id: 'in_1',
        confirmation_secret: { client_secret: 'pi_1_secret_x' },
        payments: { data: [{ payment: { type: 'payment_intent', payment_intent: 'pi_1' } }] },
      },
    });
    expect(subscription).toEqual({
      id: 'sub_1',
      status: 'incomplete',
      cancelAtPeriodEnd: false,
      currentPeriodStart: new Date('2026-06-01T00:00:00Z'),
      currentPeriodEnd: new Date('2026-07-01T00:00:00Z'),
      orderId: 'order-1',
      createdAt: new Date('2026-06-01T00:00:00Z'),
      endedAt: null,
    });
    expect(checkout).toEqual({
      clientSecret: 'pi_1_secret_x',
      mode: 'payment',
      paymentIntentId: 'pi_1',
    });
  });

  it('reads an older subscription: periods on it, latest_invoice.payment_intent', () => {
    const { subscription, checkout } = toSubscriptionView({
      id: 'sub_2',
      status: 'active',
      cancel_at_period_end: true,
      current_period_end: seconds('2026-07-01T00:00:00Z'),
      latest_invoice: { payment_intent: { id: 'pi_2', client_secret: 'pi_2_secret' } },
    });
    expect(subscription.currentPeriodEnd).toEqual(new Date('2026-07-01T00:00:00Z'));
    expect(subscription.cancelAtPeriodEnd).toBe(true);
    expect(checkout).toEqual({
      clientSecret: 'pi_2_secret',
      mode: 'payment',
      paymentIntentId: 'pi_2',
    });
  });

  it('falls back to the pending setup intent when nothing is due', () => {
    expect(
      toSubscriptionView({ id: 'sub_3', pending_setup_intent: { client_secret: 'seti_secret' } })
        .checkout,
    ).toEqual({ clientSecret: 'seti_secret', mode: 'setup', paymentIntentId: null });
    expect(toSubscriptionView({ id: 'sub_4', latest_invoice: 'in_4' }).checkout).toBeNull();
  });

  it('reads an invoice in either shape', () => {
    const current = toInvoiceView({
      id: 'in_1',
      status: 'paid',
      amount_paid: 1000,
      amount_due: 1000,
      currency: 'gbp',
      billing_reason: 'subscription_cycle',
      hosted_invoice_url: 'https://stripe.test/in_1',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
      created: seconds('2026-07-01T00:00:00Z'),
    });
    expect(current).toMatchObject({
      subscriptionId: 'sub_1',
      amountPaid: 1000,
      status: 'paid',
      billingReason: 'subscription_cycle',
      receiptUrl: 'https://stripe.test/in_1',
      paymentIntentId: null,
    });
    expect(
      toInvoiceView({ id: 'in_2', subscription: 'sub_2', payment_intent: 'pi_2' }),
    ).toMatchObject({
      subscriptionId: 'sub_2',
      paymentIntentId: 'pi_2',
    });
  });

  it('reads a payment intent with its order and receipt', () => {
    expect(
      toPaymentIntentView({
        id: 'pi_1',
        status: 'succeeded',
        amount: 2000,
        currency: 'gbp',
        client_secret: 'pi_1_secret',
        metadata: { order_id: 'order-1' },
        latest_charge: { id: 'ch_1', receipt_url: 'https://stripe.test/receipt' },
      }),
    ).toEqual({
      id: 'pi_1',
      status: 'succeeded',
      amount: 2000,
      currency: 'gbp',
      orderId: 'order-1',
      clientSecret: 'pi_1_secret',
      receiptUrl: 'https://stripe.test/receipt',
    });
  });
});
