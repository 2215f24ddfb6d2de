import { signWebhookPayload } from './signing';
import { newId, Store, StripeObject, unixNow } from './store';

export interface StripeEvent extends StripeObject {
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface WebhookOptions {
  url?: string;
  secret: string;
  apiVersion: string;
  /** Wait before each retry of a failed delivery; its length is the number of retries. */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface Delivery {
  event: string;
  type: string;
  attempt: number;
  status: number | null;
  error?: string;
}

const snapshot = (object: StripeObject): StripeObject => structuredClone(object);

/**
 * Emits Stripe events on each state change and delivers them, signed, to the configured endpoint
 * one at a time in the order they happened; a failed delivery is retried with backoff.
 */
export class Webhooks {
  readonly deliveries: Delivery[] = [];
  private readonly queue: { event: StripeEvent; attempt: number }[] = [];
  private running = false;
  private pendingRetries = 0;
  private closed = false;
  private waiters: (() => void)[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly store: Store,
    private readonly options: WebhookOptions,
  ) {}

  get url(): string | undefined {
    return this.options.url;
  }

  set url(url: string | undefined) {
    this.options.url = url;
  }

  get secret(): string {
    return this.options.secret;
  }

  emit(
    type: string,
    object: StripeObject,
    previous?: Record<string, unknown>,
    request: { id: string | null; idempotency_key: string | null } = {
      id: null,
      idempotency_key: null,
    },
  ): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: this.options.apiVersion,
      created: this.store.nowFor(this.store.clockOf(object.customer) ?? null),
      data: {
        object: snapshot(object),
        ...(previous && Object.keys(previous).length > 0 ? { previous_attributes: previous } : {}),
      },
      livemode: false,
      pending_webhooks: this.options.url ? 1 : 0,
      request,
      type,
    };
    if (object.object === 'test_helpers.test_clock') {
      event.created = unixNow();
    }
    this.store.put(event);
    if (this.options.url) {
      this.queue.push({ event, attempt: 1 });
      this.pump();
    }
    return event;
  }

  /** Resolves once every queued delivery and retry has finished. */
  idle(): Promise<void> {
    if (!this.running && this.queue.length === 0 && this.pendingRetries === 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) {
      clearTimeout(timer);
    }
    this.timers.clear();
    this.queue.length = 0;
    this.pendingRetries = 0;
    this.settle();
  }

  private settle(): void {
    if (!this.running && this.queue.length === 0 && this.pendingRetries === 0) {
      const waiters = this.waiters;
      this.waiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }

  private pump(): void {
    if (this.running || this.closed) {
      return;
    }
    this.running = true;
    void (async () => {
      while (this.queue.length > 0 && !this.closed) {
        const next = this.queue.shift();
        if (next) {
          await this.deliver(next.event, next.attempt);
        }
      }
      this.running = false;
      this.settle();
    })();
  }

  private async deliver(event: StripeEvent, attempt: number): Promise<void> {
    const url = this.options.url;
    if (!url) {
      return;
    }
    const payload = JSON.stringify(event, null, 2);
    const record: Delivery = { event: event.id, type: event.type, attempt, status: null };
    this.deliveries.push(record);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signWebhookPayload(payload, this.options.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      record.status = response.status;
      await response.arrayBuffer();
      if (response.ok) {
        event.pending_webhooks = 0;
        return;
      }
      record.error = `HTTP ${response.status}`;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    this.retry(event, attempt);
  }

  private retry(event: StripeEvent, attempt: number): void {
    const delays = this.options.retryDelaysMs ?? [500, 2_000, 5_000];
    const delay = delays[attempt - 1];
    this.options.log?.(
      `webhook ${event.type} ${event.id} attempt ${attempt} failed${delay === undefined ? ', giving up' : `, retrying in ${delay} ms`}`,
    );
    if (delay === undefined || this.closed) {
      return;
    }
    this.pendingRetries += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.pendingRetries -= 1;
      this.queue.push({ event, attempt: attempt + 1 });
      this.pump();
    }, delay);
    this.timers.add(timer);
  }
}
