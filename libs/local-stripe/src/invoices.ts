import { Price } from './catalog';
import { Context, emit } from './context';
import { PaymentIntent, Payments } from './payments';
import { listOf, Metadata, newId, StripeObject } from './store';

export interface Invoice extends StripeObject {
  object: 'invoice';
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  customer: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: string;
  next_payment_attempt: number | null;
  status_transitions: Record<string, number | null>;
  parent: {
    type: string;
    subscription_details: { subscription: string; metadata: Metadata };
    [key: string]: unknown;
  };
  metadata: Metadata;
}

/** An invoice and the PaymentIntent that pays it (Stripe's InvoicePayment). */
export interface InvoicePayment extends StripeObject {
  object: 'invoice_payment';
  invoice: string;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
}

/** Invoices of subscriptions: one per billing period, paid through its own PaymentIntent. */
export class Invoices {
  /** PaymentIntent id → its invoice id. */
  readonly byPaymentIntent = new Map<string, string>();
  /** Invoice id → its InvoicePayment. */
  readonly payments = new Map<string, InvoicePayment>();

  constructor(
    private readonly ctx: Context,
    private readonly payments_: Payments,
  ) {}

  create(input: {
    customer: string;
    subscription: string;
    subscriptionMetadata: Metadata;
    price: Price;
    itemId: string;
    reason: 'subscription_create' | 'subscription_cycle';
    periodStart: number;
    periodEnd: number;
    saveCard: boolean;
    now: number;
    testClock: string | null;
  }): { invoice: Invoice; pi: PaymentIntent } {
    const { price, now } = input;
    const id = newId('in');
    const description =
      input.reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update';
    const count = this.ctx.store.all<Invoice>(
      'invoice',
      (i) => i.customer === input.customer,
    ).length;
    const customer = this.ctx.store.find(input.customer);
    const product = this.ctx.store.find(price.product);
    const productName = typeof product?.name === 'string' ? product.name : price.product;
    const invoice: Invoice = {
      id,
      object: 'invoice',
      account_country: 'GB',
      account_name: 'Mithaq (local Stripe)',
      amount_due: price.unit_amount,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: price.unit_amount,
      amount_shipping: 0,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      automatic_tax: { enabled: false, liability: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: input.reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      customer: input.customer,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      default_payment_method: null,
      description: null,
      discounts: [],
      due_date: null,
      effective_at: now,
      ending_balance: 0,
      hosted_invoice_url: new URL(`/invoices/${id}`, this.ctx.baseUrl()).toString(),
      invoice_pdf: new URL(`/invoices/${id}`, this.ctx.baseUrl()).toString(),
      lines: listOf(
        [
          {
            id: newId('il'),
            object: 'line_item',
            amount: price.unit_amount,
            currency: price.currency,
            description: `1 × ${productName} (at ${(price.unit_amount / 100).toFixed(2)} ${price.currency.toUpperCase()} / ${price.recurring?.interval ?? 'month'})`,
            discountable: true,
            discounts: [],
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: {
                proration: false,
                subscription: input.subscription,
                subscription_item: input.itemId,
              },
            },
            period: { start: input.periodStart, end: input.periodEnd },
            pricing: {
              type: 'price_details',
              price_details: { price: price.id, product: price.product },
              unit_amount_decimal: String(price.unit_amount),
            },
            quantity: 1,
          },
        ],
        `/v1/invoices/${id}/lines`,
      ),
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: `${typeof customer?.invoice_prefix === 'string' ? customer.invoice_prefix : 'LOCAL'}-${String(count + 1).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: input.subscription,
          metadata: { ...input.subscriptionMetadata },
        },
      },
      payment_settings: {
        default_mandate: null,
        payment_method_options: null,
        payment_method_types: null,
      },
      period_end: input.periodEnd,
      period_start: input.periodStart,
      receipt_number: null,
      starting_balance: 0,
      status: 'open',
      status_transitions: {
        finalized_at: now,
        marked_uncollectible_at: null,
        paid_at: null,
        voided_at: null,
      },
      subtotal: price.unit_amount,
      subtotal_excluding_tax: price.unit_amount,
      test_clock: input.testClock,
      total: price.unit_amount,
      total_discount_amounts: [],
      total_excluding_tax: price.unit_amount,
      total_taxes: [],
      webhooks_delivered_at: now,
    };
    this.ctx.store.put(invoice);
    const pi = this.payments_.createPaymentIntent(
      { amount: String(price.unit_amount), currency: price.currency, customer: input.customer },
      {
        description,
        setup_future_usage: input.saveCard ? 'off_session' : null,
      },
    );
    this.byPaymentIntent.set(pi.id, id);
    const payment: InvoicePayment = {
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: price.unit_amount,
      created: now,
      currency: price.currency,
      invoice: id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: pi.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    };
    this.ctx.store.put(payment);
    this.payments.set(id, payment);
    emit(this.ctx, 'invoice.created', invoice);
    emit(this.ctx, 'invoice.finalized', invoice);
    return { invoice, pi };
  }

  paymentIntentOf(invoice: Invoice): PaymentIntent | null {
    const payment = this.payments.get(invoice.id);
    const pi = payment ? this.ctx.store.find(payment.payment.payment_intent) : undefined;
    return pi && pi.object === 'payment_intent' ? (pi as PaymentIntent) : null;
  }

  markPaid(invoice: Invoice, pi: PaymentIntent, now: number): void {
    invoice.status = 'paid';
    invoice.amount_paid = pi.amount;
    invoice.amount_remaining = 0;
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.next_payment_attempt = null;
    invoice.status_transitions = { ...invoice.status_transitions, paid_at: now };
    const payment = this.payments.get(invoice.id);
    if (payment) {
      payment.status = 'paid';
      payment.amount_paid = pi.amount;
      payment.status_transitions = { canceled_at: null, paid_at: now };
    }
    emit(this.ctx, 'invoice.paid', invoice);
    emit(this.ctx, 'invoice.payment_succeeded', invoice);
  }

  markFailed(invoice: Invoice, nextAttempt: number | null): void {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.next_payment_attempt = nextAttempt;
    emit(this.ctx, 'invoice.payment_failed', invoice);
  }

  void(invoice: Invoice, now: number): void {
    if (invoice.status !== 'open') {
      return;
    }
    invoice.status = 'void';
    invoice.next_payment_attempt = null;
    invoice.status_transitions = { ...invoice.status_transitions, voided_at: now };
    const pi = this.paymentIntentOf(invoice);
    if (pi && !['succeeded', 'canceled', 'processing'].includes(pi.status)) {
      this.payments_.cancel(pi, 'void_invoice');
    }
    const payment = this.payments.get(invoice.id);
    if (payment) {
      payment.status = 'canceled';
    }
    emit(this.ctx, 'invoice.voided', invoice);
  }

  /** Fields Stripe returns only when expanded: `confirmation_secret`, `payments`, and the older `payment_intent`. */
  expandField(invoice: Invoice, field: string): unknown {
    const pi = this.paymentIntentOf(invoice);
    switch (field) {
      case 'confirmation_secret':
        return pi && invoice.status === 'open'
          ? { client_secret: pi.client_secret, type: 'payment_intent' }
          : null;
      case 'payment_intent':
        return pi ? structuredClone(pi) : null;
      case 'payments': {
        const payment = this.payments.get(invoice.id);
        return listOf(
          payment ? [structuredClone(payment)] : [],
          `/v1/invoices/${invoice.id}/payments`,
        );
      }
      default:
        return undefined;
    }
  }
}
