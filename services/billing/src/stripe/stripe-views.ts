/**
 * The few fields billing reads from Stripe's objects. Readers accept both the current shapes
 * (periods on subscription items, an invoice's subscription under parent.subscription_details,
 * its payment under payments / confirmation_secret) and the older ones (periods on the
 * subscription, invoice.subscription, invoice.payment_intent), so a Stripe-compatible server on
 * either shape works.
 */

/** A verified webhook: its id, type and the id of the object it is about. */
export interface WebhookEvent {
  id: string;
  type: string;
  objectId: string | null;
  objectType: string | null;
}

export interface SubscriptionView {
  id: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  orderId: string | null;
  createdAt: Date;
  endedAt: Date | null;
}

export interface InvoiceView {
  id: string;
  status: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amountPaid: number;
  amountDue: number;
  currency: string;
  billingReason: string | null;
  receiptUrl: string | null;
  createdAt: Date;
}

export interface PaymentIntentView {
  id: string;
  status: string;
  amount: number;
  currency: string;
  orderId: string | null;
  clientSecret: string | null;
  receiptUrl: string | null;
}

/** What the SPA confirms: a payment's client secret (or a setup's when nothing is due). */
export interface CheckoutSecret {
  clientSecret: string;
  mode: 'payment' | 'setup';
  paymentIntentId: string | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const idOf = (value: unknown): string | null =>
  str(value) ?? (isObject(value) ? str(value['id']) : null);
const at = (seconds: unknown): Date | null => {
  const value = num(seconds);
  return value === null ? null : new Date(value * 1000);
};
const field = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (isObject(current) ? current[key] : undefined), value);
const listData = (value: unknown): unknown[] => {
  const data = field(value, 'data');
  return Array.isArray(data) ? data : [];
};
const metadataOrder = (object: unknown): string | null =>
  str(field(object, 'metadata', 'order_id'));

/** The first invoice's payment intent: expanded under payments, or the older payment_intent. */
const invoicePaymentIntent = (invoice: unknown): unknown => {
  for (const payment of listData(field(invoice, 'payments'))) {
    const intent = field(payment, 'payment', 'payment_intent');
    if (intent) {
      return intent;
    }
  }
  return field(invoice, 'payment_intent') ?? null;
};

export const toSubscriptionView = (
  raw: unknown,
): { subscription: SubscriptionView; checkout: CheckoutSecret | null } => {
  const item = listData(field(raw, 'items'))[0];
  const subscription: SubscriptionView = {
    id: str(field(raw, 'id')) ?? '',
    status: str(field(raw, 'status')) ?? 'incomplete',
    cancelAtPeriodEnd: field(raw, 'cancel_at_period_end') === true,
    currentPeriodStart:
      at(field(item, 'current_period_start')) ?? at(field(raw, 'current_period_start')),
    currentPeriodEnd: at(field(item, 'current_period_end')) ?? at(field(raw, 'current_period_end')),
    orderId: metadataOrder(raw),
    createdAt: at(field(raw, 'created')) ?? new Date(),
    endedAt: at(field(raw, 'ended_at')),
  };
  const invoice = field(raw, 'latest_invoice');
  const intent = invoicePaymentIntent(invoice);
  const paymentSecret =
    str(field(invoice, 'confirmation_secret', 'client_secret')) ??
    str(field(intent, 'client_secret'));
  if (paymentSecret) {
    return {
      subscription,
      checkout: { clientSecret: paymentSecret, mode: 'payment', paymentIntentId: idOf(intent) },
    };
  }
  const setupSecret = str(field(raw, 'pending_setup_intent', 'client_secret'));
  return {
    subscription,
    checkout: setupSecret
      ? { clientSecret: setupSecret, mode: 'setup', paymentIntentId: null }
      : null,
  };
};

export const toInvoiceView = (raw: unknown): InvoiceView => ({
  id: str(field(raw, 'id')) ?? '',
  status: str(field(raw, 'status')),
  subscriptionId:
    idOf(field(raw, 'parent', 'subscription_details', 'subscription')) ??
    idOf(field(raw, 'subscription')),
  paymentIntentId: idOf(invoicePaymentIntent(raw)),
  amountPaid: num(field(raw, 'amount_paid')) ?? 0,
  amountDue: num(field(raw, 'amount_due')) ?? 0,
  currency: str(field(raw, 'currency')) ?? '',
  billingReason: str(field(raw, 'billing_reason')),
  receiptUrl: str(field(raw, 'hosted_invoice_url')),
  createdAt: at(field(raw, 'created')) ?? new Date(),
});

export const toPaymentIntentView = (raw: unknown): PaymentIntentView => ({
  id: str(field(raw, 'id')) ?? '',
  status: str(field(raw, 'status')) ?? '',
  amount: num(field(raw, 'amount')) ?? 0,
  currency: str(field(raw, 'currency')) ?? '',
  orderId: metadataOrder(raw),
  clientSecret: str(field(raw, 'client_secret')),
  receiptUrl: str(field(raw, 'latest_charge', 'receipt_url')),
});
