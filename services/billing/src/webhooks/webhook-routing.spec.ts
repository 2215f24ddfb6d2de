import { objectTypeOf, webhookActionOf } from './webhook-routing';

describe('webhook event routing', () => {
  it.each([
    ['payment_intent.succeeded', 'payment-succeeded', 'payment_intent'],
    ['payment_intent.processing', 'payment-processing', 'payment_intent'],
    ['payment_intent.payment_failed', 'payment-failed', 'payment_intent'],
    ['invoice.paid', 'invoice-paid', 'invoice'],
    ['invoice.payment_failed', 'invoice-failed', 'invoice'],
    ['customer.subscription.updated', 'subscription-changed', 'subscription'],
    ['customer.subscription.deleted', 'subscription-changed', 'subscription'],
    ['customer.subscription.created', 'subscription-changed', 'subscription'],
  ] as const)('routes %s to %s, re-reading the %s', (type, action, object) => {
    expect(webhookActionOf(type)).toBe(action);
    expect(objectTypeOf[action]).toBe(object);
  });

  it.each([
    'charge.succeeded',
    'customer.created',
    'invoice.finalized',
    'toString',
    '__proto__',
    '',
  ])('ignores %p', (type) => {
    expect(webhookActionOf(type)).toBeNull();
  });
});
