/**
 * `node dist/libs/local-stripe/src/main.js [--port 12111]`: runs the local Stripe on its own.
 * Environment: LOCAL_STRIPE_PORT (default 12111; 0 picks one), LOCAL_STRIPE_HOST (127.0.0.1),
 * LOCAL_STRIPE_WEBHOOK_URL (where signed events go), STRIPE_WEBHOOK_SECRET (their secret),
 * LOCAL_STRIPE_PROCESSING_MS (how long an authenticated payment stays processing).
 * Prints one JSON line `{"localStripe":{"url","port",...}}` once listening.
 */
import { startLocalStripe } from './index';

const flag = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const main = async (): Promise<void> => {
  const env = process.env;
  const stripe = await startLocalStripe({
    port: Number(flag('port') ?? env.LOCAL_STRIPE_PORT ?? 12111),
    host: flag('host') ?? env.LOCAL_STRIPE_HOST ?? '127.0.0.1',
    webhookUrl: flag('webhook-url') ?? env.LOCAL_STRIPE_WEBHOOK_URL,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    processingDelayMs: env.LOCAL_STRIPE_PROCESSING_MS
      ? Number(env.LOCAL_STRIPE_PROCESSING_MS)
      : undefined,
    log: (line) => console.error(line),
  });
  console.log(
    JSON.stringify({
      localStripe: {
        url: stripe.url,
        port: stripe.port,
        stripeJsUrl: stripe.stripeJsUrl,
        apiVersion: stripe.apiVersion,
        webhookUrl: flag('webhook-url') ?? env.LOCAL_STRIPE_WEBHOOK_URL ?? null,
      },
    }),
  );
  const stop = () => {
    void stripe.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
