import { Catalog } from './catalog';
import { changes, Context, emit } from './context';
import { Invoice, Invoices } from './invoices';
import { Payments } from './payments';
import { addInterval, StripeObject } from './store';
import type { Subscription, Subscriptions } from './subscriptions';

/** An `incomplete` subscription whose first payment never succeeds expires after 23 hours. */
const incompleteLifetimeSeconds = 23 * 3_600;

/** What falls due with time: period ends (renewal or end), payment retries, incomplete expiry. */
export class Renewals {
  constructor(
    private readonly ctx: Context,
    private readonly catalog: Catalog,
    private readonly payments: Payments,
    private readonly invoices: Invoices,
    private readonly subs: Subscriptions,
  ) {}

  /** The next thing due on this clock (null: real time) at or before `until`. */
  private nextDue(clock: string | null, until: number): { at: number; run: () => void } | null {
    let best: { at: number; run: () => void } | null = null;
    const consider = (at: number, run: () => void) => {
      if (at <= until && (!best || at < best.at)) {
        best = { at, run };
      }
    };
    for (const sub of this.ctx.store.all<Subscription>(
      'subscription',
      (s) => s.test_clock === clock,
    )) {
      if (sub.status === 'incomplete') {
        consider(sub.created + incompleteLifetimeSeconds, () => this.expire(sub));
      }
      if (sub.status === 'active' || sub.status === 'past_due') {
        const end = sub.items.data[0].current_period_end;
        consider(end, () => this.periodEnded(sub, end));
      }
      for (const invoice of this.subs.openInvoices(sub)) {
        if (invoice.next_payment_attempt !== null) {
          const at = invoice.next_payment_attempt;
          consider(at, () => this.retry(sub, invoice));
        }
      }
    }
    return best;
  }

  /** Runs everything due up to `until`, in time order, moving the clock along as it goes. */
  runUntil(clock: StripeObject | null, until: number): void {
    for (let guard = 0; guard < 10_000; guard += 1) {
      const due = this.nextDue(clock?.id ?? null, until);
      if (!due) {
        break;
      }
      if (clock) {
        clock.frozen_time = due.at;
      }
      due.run();
    }
    if (clock) {
      clock.frozen_time = until;
    }
  }

  private expire(sub: Subscription): void {
    const before = structuredClone(sub);
    const now = this.ctx.store.nowFor(sub.test_clock);
    sub.status = 'incomplete_expired';
    sub.ended_at = now;
    for (const invoice of this.subs.openInvoices(sub)) {
      this.invoices.void(invoice, now);
    }
    emit(this.ctx, 'customer.subscription.updated', sub, changes(before, sub));
  }

  private periodEnded(sub: Subscription, end: number): void {
    if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= end)) {
      this.subs.end(sub, end, 'cancellation_requested');
      return;
    }
    const before = structuredClone(sub);
    const item = sub.items.data[0];
    const interval = item.price.recurring?.interval ?? 'month';
    const count = item.price.recurring?.interval_count ?? 1;
    const anchorDay = new Date(sub.billing_cycle_anchor * 1000).getUTCDate();
    item.current_period_start = end;
    item.current_period_end = addInterval(end, interval, count, anchorDay);
    const customer = this.catalog.customer(sub.customer);
    const { invoice, pi } = this.invoices.create({
      customer: sub.customer,
      subscription: sub.id,
      subscriptionMetadata: sub.metadata,
      price: item.price,
      itemId: item.id,
      reason: 'subscription_cycle',
      periodStart: item.current_period_start,
      periodEnd: item.current_period_end,
      saveCard: false,
      now: end,
      testClock: sub.test_clock,
    });
    sub.latest_invoice = invoice.id;
    emit(this.ctx, 'customer.subscription.updated', sub, changes(before, sub));
    this.payments.chargeOffSession(
      pi,
      sub.default_payment_method ?? customer.invoice_settings.default_payment_method,
    );
  }

  private retry(sub: Subscription, invoice: Invoice): void {
    const pi = this.invoices.paymentIntentOf(invoice);
    if (!pi) {
      invoice.next_payment_attempt = null;
      return;
    }
    const customer = this.catalog.customer(sub.customer);
    this.payments.chargeOffSession(
      pi,
      sub.default_payment_method ?? customer.invoice_settings.default_payment_method,
    );
  }
}
