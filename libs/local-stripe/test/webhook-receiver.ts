import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A webhook endpoint for tests: verifies each delivery with the SDK and keeps the events. */
export interface WebhookReceiver {
  url: string;
  events: Stripe.Event[];
  rejected: string[];
  /** The next delivery answers with this status (to exercise retries). */
  failNext: (count: number) => void;
  waitFor: (
    predicate: (event: Stripe.Event) => boolean,
    timeoutMs?: number,
  ) => Promise<Stripe.Event>;
  close: () => Promise<void>;
}

export const startWebhookReceiver = async (
  stripe: Stripe,
  secret: string,
): Promise<WebhookReceiver> => {
  const events: Stripe.Event[] = [];
  const rejected: string[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        res.writeHead(503).end();
        return;
      }
      try {
        const event = stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          String(req.headers['stripe-signature']),
          secret,
          300,
        );
        events.push(event);
        res.writeHead(200).end('{"received":true}');
      } catch (error) {
        rejected.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const waitFor = async (predicate: (event: Stripe.Event) => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(predicate);
      if (found) {
        return found;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `no matching webhook; got ${events.map((e) => e.type).join(', ') || 'none'}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    events,
    rejected,
    failNext: (count) => {
      failures = count;
    },
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
