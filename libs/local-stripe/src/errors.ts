/** Stripe's error shape: `{ error: { type, code, decline_code, message, param } }` and its status. */

export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  [key: string]: unknown;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    return { error: this.body };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string): StripeApiError =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

export const missingParam = (param: string): StripeApiError =>
  invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const invalidParam = (param: string, message: string): StripeApiError =>
  invalidRequest(message, param, 'parameter_invalid_empty');

const nouns: Record<string, string> = {
  cus: 'customer',
  prod: 'product',
  price: 'price',
  sub: 'subscription',
  in: 'invoice',
  pi: 'payment_intent',
  seti: 'setupintent',
  pm: 'payment_method',
  ch: 'charge',
  evt: 'event',
  clock: 'test_clock',
  inpay: 'invoice_payment',
};

export const noSuch = (id: string, param = 'id'): StripeApiError => {
  const noun = nouns[id.split('_')[0]] ?? 'object';
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${noun}: '${id}'`,
    param,
  });
};

export const unauthenticated = (message: string): StripeApiError =>
  new StripeApiError(401, { type: 'invalid_request_error', message });

export const publishableNotAllowed = (): StripeApiError =>
  new StripeApiError(401, {
    type: 'invalid_request_error',
    message:
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
  });

export const unknownRoute = (method: string, path: string): StripeApiError =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). This local Stripe covers only the API surface Mithaq's billing uses.`,
  });

export const idempotencyMismatch = (key: string): StripeApiError =>
  new StripeApiError(400, {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });

export const stateError = (message: string, code = 'unexpected_state'): StripeApiError =>
  new StripeApiError(400, { type: 'invalid_request_error', code, message });
