import { LocalStripeOptions, LocalStripeServer, pinnedApiVersion } from './server';
import { defaultWebhookSecret } from './signing';
import { StripeEvent } from './webhooks';

export { computeSignature, defaultWebhookSecret, signWebhookPayload } from './signing';
export { testCards, testPaymentMethods } from './cards';
export { decodeForm } from './form';
export { pinnedApiVersion } from './server';
export type { LocalStripeOptions } from './server';
export type { StripeEvent, Delivery } from './webhooks';

/** Keys the local server accepts: any `sk_test_…` on the server, `pk_test_…` in the browser. */
export const localSecretKey = 'sk_test_local_mithaq';
export const localPublishableKey = 'pk_test_local_mithaq';

export interface LocalStripe {
  /** `http://127.0.0.1:<port>` */
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  /** The Stripe.js stand-in, for a `<script src>` before `@stripe/stripe-js` looks for `window.Stripe`. */
  stripeJsUrl: string;
  webhookSecret: string;
  apiVersion: string;
  /** Options for `new Stripe(key, { ...stripeOptions })` so the official SDK talks to this server. */
  stripeOptions: { host: string; port: number; protocol: 'http' };
  /** Where events go from now on (a test may start the receiver after the server). */
  setWebhookUrl: (url: string | undefined) => void;
  /** Every event emitted so far, oldest first, optionally of one type. */
  events: (type?: string) => StripeEvent[];
  /** Resolves when every webhook delivery (and retry) so far has finished. */
  webhooksIdle: () => Promise<void>;
  /** Moves a test clock to `frozenTime` (unix seconds), renewing and failing what falls due. */
  advanceClock: (clockId: string, frozenTime: number) => void;
  /** The 3-D Secure step the browser stand-in shows, for tests without a browser. */
  authenticate: (intentId: string, complete?: boolean) => void;
  close: () => Promise<void>;
}

/** Starts the local Stripe-compatible server (in this process). */
export const startLocalStripe = async (options: LocalStripeOptions = {}): Promise<LocalStripe> => {
  const server = new LocalStripeServer(options);
  const host = options.host ?? '127.0.0.1';
  const { port } = await server.listen(options.port ?? 0, host);
  const apiVersion = options.apiVersion ?? pinnedApiVersion;
  const { store, webhooks } = server.ctx;
  return {
    url: server.url,
    host,
    port,
    protocol: 'http',
    stripeJsUrl: `${server.url}/v3`,
    webhookSecret: options.webhookSecret ?? defaultWebhookSecret,
    apiVersion,
    stripeOptions: { host, port, protocol: 'http' },
    setWebhookUrl: (url) => {
      webhooks.url = url;
    },
    events: (type) => store.all<StripeEvent>('event', (e) => type === undefined || e.type === type),
    webhooksIdle: () => webhooks.idle(),
    advanceClock: (clockId, frozenTime) => {
      const clock = store.get(clockId, 'test_helpers.test_clock');
      server.subscriptions.runUntil(clock, frozenTime);
    },
    authenticate: (intentId, complete = true) => {
      const intent = store.find(intentId);
      if (intent?.object === 'setup_intent') {
        server.setupIntents.authenticate(store.get(intentId, 'setup_intent'), complete);
      } else {
        server.payments.authenticate(store.get(intentId, 'payment_intent'), complete);
      }
    },
    close: () => server.close(),
  };
};
