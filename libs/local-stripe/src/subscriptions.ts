import { Catalog, Customer, Price } from './catalog';
import { changes, Context, emit, noRequest, RequestInfo } from './context';
import { invalidRequest, missingParam } from './errors';
import { bool, FormObject, list, mergeMetadata, obj, str } from './form';
import { Invoice, Invoices } from './invoices';
import { PaymentIntent, Payments } from './payments';
import { Renewals } from './renewals';
import { addInterval, listOf, Metadata, newId, StripeObject } from './store';

export interface SubscriptionItem extends StripeObject {
  object: 'subscription_item';
  current_period_start: number;
  current_period_end: number;
  price: Price;
}

export interface Subscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: boolean; url: string };
  latest_invoice: string | null;
  default_payment_method: string | null;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Metadata;
  created: number;
  billing_cycle_anchor: number;
  test_clock: string | null;
  payment_settings: { save_default_payment_method: string; [key: string]: unknown };
}

/** After a failed renewal: this many retries, one day apart, then the subscription is canceled. */
export const renewalRetries = 2;
const retryGapSeconds = 86_400;

const plan = (price: Price) => ({
  id: price.id,
  object: 'plan',
  active: price.active,
  amount: price.unit_amount,
  amount_decimal: String(price.unit_amount),
  billing_scheme: 'per_unit',
  created: price.created,
  currency: price.currency,
  interval: price.recurring?.interval ?? 'month',
  interval_count: price.recurring?.interval_count ?? 1,
  livemode: false,
  metadata: price.metadata,
  nickname: price.nickname ?? null,
  product: price.product,
  usage_type: 'licensed',
});

export class Subscriptions {
  private readonly renewals: Renewals;

  constructor(
    private readonly ctx: Context,
    private readonly catalog: Catalog,
    private readonly payments: Payments,
    readonly invoices: Invoices,
  ) {
    this.renewals = new Renewals(ctx, catalog, payments, invoices, this);
    payments.hooks.succeeded = (pi) => this.paymentSucceeded(pi);
    payments.hooks.failed = (pi) => this.paymentFailed(pi);
  }

  get(id: string): Subscription {
    return this.ctx.store.get<Subscription>(id, 'subscription', 'subscription');
  }

  create(params: FormObject, request: RequestInfo): Subscription {
    const customerId = str(params, 'customer');
    if (!customerId) {
      throw missingParam('customer');
    }
    const customer: Customer = this.catalog.customer(customerId);
    const items = list(params, 'items');
    const first = items[0];
    const priceId =
      first && typeof first === 'object' && !Array.isArray(first) ? str(first, 'price') : undefined;
    if (items.length !== 1 || !priceId) {
      throw invalidRequest(
        'The local Stripe supports subscriptions with exactly one item given by items[0][price].',
        'items',
      );
    }
    const price = this.catalog.price(priceId, 'items[0][price]');
    if (!price.recurring || !price.active) {
      throw invalidRequest(
        `The price specified ${price.active ? 'is set to `type=one_time`' : 'is inactive'} but this field only accepts prices with \`type=recurring\` that are active.`,
        'items[0][price]',
      );
    }
    const now = this.ctx.store.nowFor(customer.test_clock);
    const id = newId('sub');
    const itemId = newId('si');
    const periodEnd = addInterval(now, price.recurring.interval, price.recurring.interval_count);
    const settings = obj(params, 'payment_settings') ?? {};
    const sub: Subscription = {
      id,
      object: 'subscription',
      application: null,
      automatic_tax: { enabled: false, liability: null },
      billing_cycle_anchor: now,
      billing_mode: { type: 'flexible' },
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: now,
      currency: price.currency,
      customer: customer.id,
      default_payment_method: str(params, 'default_payment_method') ?? null,
      description: str(params, 'description') ?? null,
      discounts: [],
      ended_at: null,
      items: listOf<SubscriptionItem>(
        [
          {
            id: itemId,
            object: 'subscription_item',
            created: now,
            current_period_start: now,
            current_period_end: periodEnd,
            discounts: [],
            metadata: {},
            plan: plan(price),
            price: structuredClone(price),
            quantity: 1,
            subscription: id,
            tax_rates: [],
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null,
      livemode: false,
      metadata: mergeMetadata({}, obj(params, 'metadata')),
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: str(settings, 'save_default_payment_method') ?? 'off',
      },
      pending_setup_intent: null,
      schedule: null,
      start_date: now,
      status: 'incomplete',
      test_clock: customer.test_clock,
      trial_end: null,
      trial_start: null,
    };
    this.ctx.store.put(sub);
    const { invoice, pi } = this.invoices.create({
      customer: customer.id,
      subscription: id,
      subscriptionMetadata: sub.metadata,
      price,
      itemId,
      reason: 'subscription_create',
      periodStart: now,
      periodEnd,
      saveCard: sub.payment_settings.save_default_payment_method === 'on_subscription',
      now,
      testClock: customer.test_clock,
    });
    sub.latest_invoice = invoice.id;
    emit(this.ctx, 'customer.subscription.created', sub, undefined, request);
    const behaviour = str(params, 'payment_behavior') ?? 'allow_incomplete';
    const card = sub.default_payment_method ?? customer.invoice_settings.default_payment_method;
    if (behaviour !== 'default_incomplete' && card) {
      this.payments.chargeOffSession(pi, card);
    }
    return sub;
  }

  update(sub: Subscription, params: FormObject, request: RequestInfo): Subscription {
    if (params.items !== undefined) {
      throw invalidRequest('Changing items is not supported by the local Stripe.', 'items');
    }
    const before = structuredClone(sub);
    const now = this.ctx.store.nowFor(sub.test_clock);
    const atPeriodEnd = bool(params, 'cancel_at_period_end');
    if (atPeriodEnd !== undefined) {
      if (['canceled', 'incomplete_expired'].includes(sub.status)) {
        throw invalidRequest(
          'A canceled subscription can only update its cancellation_details and metadata.',
          'cancel_at_period_end',
        );
      }
      sub.cancel_at_period_end = atPeriodEnd;
      sub.cancel_at = atPeriodEnd ? sub.items.data[0].current_period_end : null;
      sub.canceled_at = atPeriodEnd ? now : null;
    }
    const details = obj(params, 'cancellation_details');
    if (details) {
      sub.cancellation_details = {
        comment: str(details, 'comment') || null,
        feedback: str(details, 'feedback') || null,
        reason: atPeriodEnd ? 'cancellation_requested' : null,
      };
    } else if (atPeriodEnd !== undefined) {
      sub.cancellation_details = {
        comment: null,
        feedback: null,
        reason: atPeriodEnd ? 'cancellation_requested' : null,
      };
    }
    const pm = str(params, 'default_payment_method');
    if (pm !== undefined) {
      if (pm !== '') {
        this.ctx.store.get(pm, 'payment_method', 'default_payment_method');
      }
      sub.default_payment_method = pm === '' ? null : pm;
    }
    const description = str(params, 'description');
    if (description !== undefined) {
      sub.description = description === '' ? null : description;
    }
    sub.metadata =
      str(params, 'metadata') === '' ? {} : mergeMetadata(sub.metadata, obj(params, 'metadata'));
    const previous = changes(before, sub);
    if (Object.keys(previous).length > 0) {
      emit(this.ctx, 'customer.subscription.updated', sub, previous, request);
    }
    return sub;
  }

  /** DELETE /v1/subscriptions/:id: canceled now. */
  cancel(sub: Subscription, params: FormObject, request: RequestInfo): Subscription {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw invalidRequest(`No such subscription: '${sub.id}'`, 'id', 'resource_missing');
    }
    const details = obj(params, 'cancellation_details') ?? {};
    this.end(sub, this.ctx.store.nowFor(sub.test_clock), 'cancellation_requested', request, {
      comment: str(details, 'comment') || null,
      feedback: str(details, 'feedback') || null,
    });
    return sub;
  }

  end(
    sub: Subscription,
    at: number,
    reason: string,
    request: RequestInfo = noRequest,
    details: { comment: string | null; feedback: string | null } = {
      comment: null,
      feedback: null,
    },
  ): void {
    const before = structuredClone(sub);
    sub.status = 'canceled';
    sub.ended_at = at;
    sub.canceled_at = sub.canceled_at ?? at;
    sub.cancellation_details = {
      comment:
        details.comment ??
        (sub.cancellation_details as { comment?: string | null } | null)?.comment ??
        null,
      feedback: details.feedback,
      reason,
    };
    for (const invoice of this.openInvoices(sub)) {
      if (invoice.billing_reason === 'subscription_create') {
        this.invoices.void(invoice, at);
      } else {
        invoice.next_payment_attempt = null;
      }
    }
    emit(this.ctx, 'customer.subscription.deleted', sub, changes(before, sub), request);
  }

  openInvoices(sub: Subscription): Invoice[] {
    return this.ctx.store.all<Invoice>(
      'invoice',
      (i) => i.parent.subscription_details.subscription === sub.id && i.status === 'open',
    );
  }

  private invoiceOf(pi: PaymentIntent): { invoice: Invoice; sub: Subscription } | null {
    const invoiceId = this.invoices.byPaymentIntent.get(pi.id);
    if (!invoiceId) {
      return null;
    }
    const invoice = this.ctx.store.get<Invoice>(invoiceId, 'invoice');
    return { invoice, sub: this.get(invoice.parent.subscription_details.subscription) };
  }

  private paymentSucceeded(pi: PaymentIntent): void {
    const found = this.invoiceOf(pi);
    if (!found) {
      return;
    }
    const { invoice, sub } = found;
    const now = this.ctx.store.nowFor(sub.test_clock);
    this.invoices.markPaid(invoice, pi, now);
    const before = structuredClone(sub);
    if (['incomplete', 'past_due', 'unpaid'].includes(sub.status)) {
      sub.status = 'active';
    }
    if (
      sub.payment_settings.save_default_payment_method === 'on_subscription' &&
      pi.payment_method
    ) {
      sub.default_payment_method = pi.payment_method;
    }
    const previous = changes(before, sub);
    if (Object.keys(previous).length > 0) {
      emit(this.ctx, 'customer.subscription.updated', sub, previous);
    }
  }

  private paymentFailed(pi: PaymentIntent): void {
    const found = this.invoiceOf(pi);
    if (!found) {
      return;
    }
    const { invoice, sub } = found;
    const now = this.ctx.store.nowFor(sub.test_clock);
    if (invoice.billing_reason !== 'subscription_cycle') {
      this.invoices.markFailed(invoice, null);
      return;
    }
    const retriesLeft = invoice.attempt_count < renewalRetries;
    this.invoices.markFailed(invoice, retriesLeft ? now + retryGapSeconds : null);
    if (!retriesLeft) {
      this.end(sub, now, 'payment_failed');
      return;
    }
    if (sub.status === 'active') {
      const before = structuredClone(sub);
      sub.status = 'past_due';
      emit(this.ctx, 'customer.subscription.updated', sub, changes(before, sub));
    }
  }

  /** Runs everything due up to `until` (renewals, retries, expiry), moving the clock along. */
  runUntil(clock: StripeObject | null, until: number): void {
    this.renewals.runUntil(clock, until);
  }
}
