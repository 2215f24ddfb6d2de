import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BillingRpc,
  busNames,
  DomainError,
  type EventEnvelope,
  type EventName,
} from '@mithaq/contracts';
import {
  localSecretKey,
  signWebhookPayload,
  startLocalStripe,
  type LocalStripe,
  type StripeEvent,
} from '@mithaq/local-stripe';
import { ServiceHarness } from '@mithaq/service-harness';
import { RABBITMQ_URL } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Client } from 'pg';
import Stripe from 'stripe';
import { loadBillingConfig } from '../src/config';
import { createBillingService } from '../src/service';
import { STRIPE_API_VERSION } from '../src/stripe/stripe-api';

export const WEBHOOK_SECRET = 'whsec_billing_int_tests';

export interface BillingTestbed {
  harness: ServiceHarness;
  local: LocalStripe;
  /** The SDK on the local server, as a browser's Stripe.js or a test clock would use it. */
  stripe: Stripe;
  db: Client;
  /** Where the local Stripe delivers webhooks (the relay standing in for the gateway). */
  relayUrl: string;
  /** Statuses the relay answered Stripe with, in order. */
  deliveries: number[];
  /** Delivers a payload as Stripe would (signed now unless a signature is given): status code. */
  deliver: (payload: string, signature?: string) => Promise<number>;
  stop: () => Promise<void>;
}

/** What the gateway does with POST /api/stripe/webhook: bytes and header to the billing RPC. */
const relayTo = (harness: ServiceHarness, deliveries: number[]): Server =>
  createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['stripe-signature'];
      void harness.rpc
        .call(BillingRpc.webhook, {
          payload: Buffer.concat(chunks).toString('utf8'),
          signature: typeof signature === 'string' ? signature : '',
        })
        .then(
          () => 200,
          (error: unknown) =>
            error instanceof DomainError && error.code === 'VALIDATION_FAILED' ? 400 : 500,
        )
        .then((status) => {
          deliveries.push(status);
          res.writeHead(status).end();
        });
    });
  });

/**
 * The billing service in this process on a fresh database, its SDK pointed at a local Stripe
 * server whose signed webhooks reach it through a relay standing in for the gateway.
 */
export const startBillingTestbed = async (
  env: Record<string, string> = {},
  { processingDelayMs = 200 }: { processingDelayMs?: number } = {},
): Promise<BillingTestbed> => {
  const harness = new ServiceHarness(15_000);
  const deliveries: number[] = [];
  const relay = relayTo(harness, deliveries);
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
  const local = await startLocalStripe({
    webhookUrl: relayUrl,
    webhookSecret: WEBHOOK_SECRET,
    processingDelayMs,
    webhookRetryDelaysMs: [100, 300],
  });
  const config = loadBillingConfig({
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: localSecretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_local_mithaq',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: local.host,
    STRIPE_API_PORT: String(local.port),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_JS_URL: local.stripeJsUrl,
    ...env,
  });
  await harness.start(createBillingService(config));
  const db = new Client({ connectionString: (await harness.database('billing')).url });
  await db.connect();
  const stripe = new Stripe(localSecretKey, {
    host: local.host,
    port: local.port,
    protocol: 'http',
    apiVersion: STRIPE_API_VERSION,
  });
  const deliver = async (payload: string, signature?: string): Promise<number> => {
    const response = await fetch(relayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? signWebhookPayload(payload, WEBHOOK_SECRET),
      },
      body: payload,
    });
    return response.status;
  };
  const stop = async (): Promise<void> => {
    await local.webhooksIdle().catch(() => undefined);
    await db.end();
    await harness.stop();
    await local.close();
    await new Promise<void>((resolve) => relay.close(() => resolve()));
  };
  return { harness, local, stripe, db, relayUrl, deliveries, deliver, stop };
};

/** The JSON Stripe delivered for an event, to deliver again. */
export const payloadOf = (event: StripeEvent): string => JSON.stringify(event);

/** A member whose Stripe customer lives on a test clock, so the test can move time. */
export const clockedMember = async (
  testbed: BillingTestbed,
): Promise<{ actor: { userId: string; role: 'seeker' }; clockId: string }> => {
  const actor = { userId: randomUUID(), role: 'seeker' as const };
  const clock = await testbed.stripe.testHelpers.testClocks.create({
    frozen_time: Math.floor(Date.now() / 1000),
  });
  const customer = await testbed.stripe.customers.create({ test_clock: clock.id });
  await testbed.db.query(
    'INSERT INTO billing_customers (user_id, stripe_customer_id) VALUES ($1, $2)',
    [actor.userId, customer.id],
  );
  return { actor, clockId: clock.id };
};

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export const intentOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

/** The tiers announced for a member, oldest first. */
export const announcedTiers = async (testbed: BillingTestbed, userId: string): Promise<string[]> =>
  (
    await testbed.db.query<{ tier: string }>(
      `SELECT payload->>'tier' AS tier FROM outbox
       WHERE name = 'billing.membership.changed' AND payload->>'userId' = $1 ORDER BY seq`,
      [userId],
    )
  ).rows.map((row) => row.tier);

/** Publishes an event on the suite's bus as its publishing service would. */
export const publishEvent = async <E extends EventName>(
  testbed: BillingTestbed,
  name: E,
  payload: EventEnvelope<E>['payload'],
  id = randomUUID(),
): Promise<void> => {
  const envelope: EventEnvelope<E> = {
    id,
    name,
    occurredAt: new Date().toISOString(),
    requestId: null,
    payload,
  };
  const connection = await amqplib.connect(RABBITMQ_URL);
  const channel = await connection.createConfirmChannel();
  channel.publish(
    busNames(testbed.harness.prefix).eventsExchange,
    name,
    Buffer.from(JSON.stringify(envelope)),
    { persistent: true },
  );
  await channel.waitForConfirms();
  await connection.close();
};

/** Every row of every table of the billing database whose text mentions `needle`. */
export const rowsMentioning = async (
  testbed: BillingTestbed,
  needle: string,
): Promise<{ table: string; row: string }[]> => {
  const { rows: tables } = await testbed.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema = 'public'`,
  );
  const found: { table: string; row: string }[] = [];
  for (const table of tables) {
    const { rows } = await testbed.db.query<{ row: string }>(
      `SELECT t::text AS row FROM "${table.name.replace(/"/g, '""')}" t
       WHERE strpos(t::text, $1) > 0`,
      [needle],
    );
    found.push(...rows.map(({ row }) => ({ table: table.name, row })));
  }
  return found;
};
