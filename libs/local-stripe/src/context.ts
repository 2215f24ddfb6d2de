import { Store, StripeObject } from './store';
import { Webhooks } from './webhooks';

/** The request an API call came from, recorded on the events it causes. */
export interface RequestInfo {
  id: string | null;
  idempotency_key: string | null;
}

export const noRequest: RequestInfo = { id: null, idempotency_key: null };

/** What the resource modules share: the objects, the events, the server's own address. */
export interface Context {
  store: Store;
  webhooks: Webhooks;
  baseUrl: () => string;
  /** How long an authenticated (3-D Secure) payment stays `processing` before it succeeds. */
  processingDelayMs: number;
  timers: Set<NodeJS.Timeout>;
}

export const emit = (
  ctx: Context,
  type: string,
  object: StripeObject,
  previous?: Record<string, unknown>,
  request: RequestInfo = noRequest,
): void => {
  ctx.webhooks.emit(type, object, previous, request);
};

/** The fields of `before` that differ from `after`, as Stripe's `previous_attributes`. */
export const changes = (
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(before)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      out[key] = before[key];
    }
  }
  return out;
};
