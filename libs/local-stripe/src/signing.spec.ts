import Stripe from 'stripe';
import { computeSignature, signWebhookPayload } from './signing';

const stripe = new Stripe('sk_test_unit');
const secret = 'whsec_unit_test';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid' });

describe('webhook signatures', () => {
  it('is HMAC-SHA256 of "t.payload" in the t=…,v1=… header', () => {
    expect(signWebhookPayload(payload, secret, { timestamp: 1700000000 })).toBe(
      `t=1700000000,v1=${computeSignature(payload, secret, 1700000000)}`,
    );
    expect(computeSignature('x', 'k', 1)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches what the SDK verifies and what it generates', () => {
    const header = signWebhookPayload(payload, secret);
    expect(stripe.webhooks.constructEvent(payload, header, secret, 300).type).toBe('invoice.paid');
    const timestamp = Math.floor(Date.now() / 1000);
    expect(signWebhookPayload(payload, secret, { timestamp })).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    );
  });

  it('is refused with another secret, another body or an old timestamp', () => {
    const header = signWebhookPayload(payload, secret);
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other', 300)).toThrow();
    expect(() => stripe.webhooks.constructEvent(`${payload}x`, header, secret, 300)).toThrow();
    const old = signWebhookPayload(payload, secret, {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(() => stripe.webhooks.constructEvent(payload, old, secret, 300)).toThrow(/tolerance/);
  });
});
