import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { localPublishableKey, localSecretKey, type LocalStripe } from '@mithaq/local-stripe';
import { POSTGRES_URL, RABBITMQ_URL, REDIS_URL } from './index';

/**
 * The apps a test platform is made of (the gateway, each service, each service's worker) and the
 * environment each one starts with. platform.ts runs them.
 */

/** The repository root, whether this runs from source (tests) or from dist/ (benchmarks). */
const findRoot = (from: string): string =>
  existsSync(join(from, 'nx.json')) || dirname(from) === from ? from : findRoot(dirname(from));
export const ROOT = findRoot(__dirname);
/** Every service of the code base: each folder under services/. */
export const SERVICES: string[] = readdirSync(join(ROOT, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
/**
 * Services with background workers (a src/worker.ts): each runs as its own app
 * `<service>-worker`, sharing the service's database.
 */
export const WORKERS: string[] = SERVICES.filter((service) =>
  existsSync(join(ROOT, 'services', service, 'src', 'worker.ts')),
).map((service) => `${service}-worker`);
export type AppName = string;

const WORKER_SUFFIX = '-worker';

/** The service a worker app belongs to, or null for the gateway and the services themselves. */
export const serviceOfWorker = (app: AppName): string | null =>
  WORKERS.includes(app) ? app.slice(0, -WORKER_SUFFIX.length) : null;

/** The built file an app starts from, relative to the repository root. */
export const entryOf = (app: AppName): string => {
  if (app === 'gateway') {
    return 'dist/gateway/src/main.js';
  }
  const service = serviceOfWorker(app);
  return service ? `dist/services/${service}/src/worker.js` : `dist/services/${app}/src/main.js`;
};

/** The database of one service on the platform tagged `tag`. */
export const databaseUrlOf = (tag: string, service: string): string =>
  `${POSTGRES_URL}/mithaq_${tag}_${service}`;

/**
 * The gateway's and services' RPC timeout on a test platform. Generous, as the suites judge
 * answers and not their speed: beside the other lane a chain of calls (gateway, course, billing,
 * Stripe) or a password hash can take seconds. Suites that test the timeout itself set their own.
 */
export const TEST_RPC_TIMEOUT_MS = 15_000;

/** Failed sign-ins that lock an account on a test platform: the gateway's default, set explicitly. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;

/** The admin every seeded test platform has. */
export const SEEDED_ADMIN = { username: 'platform_admin', password: 'admin-password-for-tests' };

export const ADMIN_SEED_ENV = {
  ADMIN_USERNAME: SEEDED_ADMIN.username,
  ADMIN_EMAIL: 'platform.admin@example.com',
  ADMIN_PASSWORD: SEEDED_ADMIN.password,
};

/** What `runSeed` needs to seed what `npm start` does: the admin and the demo members. */
export const DEMO_SEED_ENV: NodeJS.ProcessEnv = {
  ...ADMIN_SEED_ENV,
  SEED_DEMO_MEMBERS: 'true',
  SEED_WAIT_SECONDS: '60',
};

/** The Stripe settings of every app when the platform runs its own local Stripe. */
const localStripeEnv = (stripe: LocalStripe): Record<string, string> => ({
  STRIPE_SECRET_KEY: localSecretKey,
  STRIPE_PUBLISHABLE_KEY: localPublishableKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_HOST: stripe.host,
  STRIPE_API_PORT: String(stripe.port),
  STRIPE_API_PROTOCOL: stripe.protocol,
  STRIPE_JS_URL: stripe.stripeJsUrl,
});

/** Where one platform runs: what sets its apps apart from every other platform's. */
export interface PlatformPlace {
  tag: string;
  port: number;
  baseUrl: string;
  stripe: LocalStripe | null;
  /** The suite's own settings, over the defaults below. */
  env?: Record<string, string>;
}

/** The environment `app` of the platform at `place` starts with. */
export const appEnv = (app: AppName, place: PlatformPlace): NodeJS.ProcessEnv => ({
  PATH: process.env['PATH'],
  HOME: process.env['HOME'],
  NODE_ENV: 'test',
  LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'info',
  RABBITMQ_URL,
  REDIS_URL,
  POSTGRES_URL,
  BUS_PREFIX: `${place.tag}.`,
  REDIS_PREFIX: `${place.tag}:`,
  PORT: String(place.port),
  HOST: '127.0.0.1',
  RPC_TIMEOUT_MS: String(TEST_RPC_TIMEOUT_MS),
  // Every test request comes from 127.0.0.1: limits per network would add up across the files
  // sharing a platform. The limits per account and per address stay at the gateway's defaults;
  // the failed sign-ins per account are set here too, so the suites that test it read one number.
  LOGIN_MAX_FAILURES_PER_ACCOUNT: String(SIGN_IN_FAILURES_PER_ACCOUNT),
  API_MAX_REQUESTS_PER_IP: '100000',
  REGISTER_MAX_PER_IP: '1000',
  LOGIN_MAX_FAILURES_PER_IP: '100000',
  PASSWORD_RESET_MAX_PER_IP: '100000',
  // A test run has up to four platforms at once (a shared and a file's own in each of two
  // tiers) on one Postgres of 100 connections; five per process (the one listening for the
  // service's notifications among them) is plenty for test traffic.
  DATABASE_POOL_SIZE: '5',
  SPA_DIR: join(ROOT, 'frontend', 'dist'),
  // Links in emails point at this platform; its mail is kept apart from everyone else's.
  PUBLIC_SITE_URL: place.baseUrl,
  MAIL_OUTBOX_DIR: join(ROOT, 'test-results', 'mail', place.tag),
  ...(app === 'gateway'
    ? {}
    : { DATABASE_URL: databaseUrlOf(place.tag, serviceOfWorker(app) ?? app) }),
  ...(place.stripe ? localStripeEnv(place.stripe) : {}),
  ...place.env,
});
