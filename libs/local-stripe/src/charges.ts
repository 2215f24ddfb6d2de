import { CardDecline } from './cards';
import { Context } from './context';
import { StripeApiError } from './errors';
import type { PaymentIntent, PaymentMethod } from './payments';
import { newId, StripeObject } from './store';

export interface Charge extends StripeObject {
  object: 'charge';
  receipt_url: string;
  status: string;
}

export const docUrl = (code: string) =>
  `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`;

/** The charge behind one payment attempt, succeeded or failed, with its receipt URL. */
export const createCharge = (
  ctx: Context,
  now: number,
  pi: PaymentIntent,
  pm: PaymentMethod,
  decline: CardDecline | null,
): Charge => {
  const id = newId('ch');
  const charge: Charge = {
    id,
    object: 'charge',
    amount: pi.amount,
    amount_captured: decline ? 0 : pi.amount,
    amount_refunded: 0,
    billing_details: pm.billing_details,
    captured: !decline,
    created: now,
    currency: pi.currency,
    customer: pi.customer,
    description: pi.description,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: pi.metadata,
    outcome: decline
      ? {
          network_status: 'declined_by_network',
          reason: decline.decline_code ?? decline.code,
          type: 'issuer_declined',
          seller_message: 'The bank did not return any further details with this decline.',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          type: 'authorized',
          seller_message: 'Payment complete.',
        },
    paid: !decline,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: { type: 'card', card: { ...pm.card } },
    receipt_email: pi.receipt_email ?? null,
    receipt_url: new URL(`/receipts/${id}`, ctx.baseUrl()).toString(),
    refunded: false,
    status: decline ? 'failed' : 'succeeded',
  };
  pi.latest_charge = id;
  return ctx.store.put(charge);
};

export const cardError = (
  decline: CardDecline,
  extra: Record<string, unknown> = {},
): StripeApiError =>
  new StripeApiError(402, {
    type: 'card_error',
    code: decline.code,
    ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
    doc_url: docUrl(decline.code),
    message: decline.message,
    ...extra,
  });
