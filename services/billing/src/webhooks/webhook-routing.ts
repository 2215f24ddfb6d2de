/** What billing does with each Stripe event type it handles; every other type is ignored. */
export type WebhookAction =
  | 'payment-succeeded'
  | 'payment-processing'
  | 'payment-failed'
  | 'invoice-paid'
  | 'invoice-failed'
  | 'subscription-changed';

const actions: Readonly<Record<string, WebhookAction>> = {
  'payment_intent.succeeded': 'payment-succeeded',
  'payment_intent.processing': 'payment-processing',
  'payment_intent.payment_failed': 'payment-failed',
  'payment_intent.canceled': 'payment-failed',
  'invoice.paid': 'invoice-paid',
  'invoice.payment_succeeded': 'invoice-paid',
  'invoice.payment_failed': 'invoice-failed',
  'customer.subscription.created': 'subscription-changed',
  'customer.subscription.updated': 'subscription-changed',
  'customer.subscription.deleted': 'subscription-changed',
};

/** The object type each action re-reads from Stripe (the event's copy may be stale). */
export const objectTypeOf: Record<WebhookAction, 'payment_intent' | 'invoice' | 'subscription'> = {
  'payment-succeeded': 'payment_intent',
  'payment-processing': 'payment_intent',
  'payment-failed': 'payment_intent',
  'invoice-paid': 'invoice',
  'invoice-failed': 'invoice',
  'subscription-changed': 'subscription',
};

export const webhookActionOf = (type: string): WebhookAction | null =>
  Object.hasOwn(actions, type) ? (actions[type] ?? null) : null;
