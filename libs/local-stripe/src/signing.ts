import { createHmac } from 'node:crypto';

/**
 * Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed with the endpoint's secret>`. Tests use it to forge stale or wrong
 * signatures; the SDK's `stripe.webhooks.constructEvent` verifies the real ones.
 */
export const computeSignature = (payload: string, secret: string, timestamp: number): string =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

export interface SignOptions {
  /** Unix seconds; now by default. */
  timestamp?: number;
}

export const signWebhookPayload = (
  payload: string,
  secret: string,
  { timestamp = Math.floor(Date.now() / 1000) }: SignOptions = {},
): string => `t=${timestamp},v1=${computeSignature(payload, secret, timestamp)}`;

/** The default signing secret of the local endpoint, in Stripe's `whsec_` form. */
export const defaultWebhookSecret = 'whsec_local_stripe_mithaq_development_only';
