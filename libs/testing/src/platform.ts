import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase } from '@mithaq/database';
import { startLocalStripe, type LocalStripe } from '@mithaq/local-stripe';
import { deleteBusPrefix, freePort, REDIS_URL, uniqueTag, waitFor } from './index';
import {
  ADMIN_SEED_ENV,
  appEnv,
  databaseUrlOf,
  entryOf,
  ROOT,
  SEEDED_ADMIN,
  SERVICES,
  serviceOfWorker,
  WORKERS,
  type AppName,
} from './platform-apps';
import { sharedPlatform } from './shared-platform';
import { Redis } from 'ioredis';
import { Client } from 'pg';

/** An email the content service delivered. */
export interface DeliveredEmail {
  subject: string;
  text: string;
  deliveredAt: Date;
}

/**
 * How long a starting platform may take to answer. Alone on two cores it answers in about 10 s,
 * but beside the other test lane (another platform starting, Chromium) each of its nine Node
 * processes can need half a minute just to load its code.
 */
const START_TIMEOUT_MS = 180_000;

/** How much of a crashed app's log a failed start shows (it is short: the app never came up). */
const LOG_TAIL_CHARS = 2000;

const logTail = (path: string): string =>
  existsSync(path) ? readFileSync(path, 'utf8').slice(-LOG_TAIL_CHARS) : '';

/**
 * The jest timeouts of a suite's hooks that start and stop its platform: the start's own waits
 * above plus the seeding or browser launch a hook does beside it, and a stop's waits for each
 * process to end. `beforeAll(() => platform.start(), PLATFORM_START_TIMEOUT)`.
 */
export const PLATFORM_START_TIMEOUT = 240_000;
export const PLATFORM_STOP_TIMEOUT = 120_000;

export interface PlatformOptions {
  /** Extra environment for every app (rate limits, timeouts...). */
  env?: Record<string, string>;
  /** Apps to leave stopped at start. */
  without?: AppName[];
  /** Node flags of one app only (`['--cpu-prof', '--cpu-prof-dir=...']` to profile it). */
  nodeArgs?: Partial<Record<AppName, string[]>>;
}

/**
 * The whole platform as separate processes from the build in dist/, isolated from everything
 * else on this machine by its own databases, queue prefix and Redis key prefix.
 */
export class Platform {
  tag = uniqueTag('e2e');
  readonly processes = new Map<string, ChildProcess>();
  baseUrl = '';
  /** The local Stripe-compatible server this platform's billing talks to (webhooks to its gateway). */
  stripe: LocalStripe | null = null;
  private port = 0;
  /** Talking to the tier's shared platform: its processes and data are not this file's to end. */
  private attached = false;
  private readonly logDir = join(ROOT, 'test-results', 'logs');

  constructor(private readonly options: PlatformOptions = {}) {}

  databaseUrl(service: string): string {
    return databaseUrlOf(this.tag, service);
  }

  private envFor(app: AppName): NodeJS.ProcessEnv {
    const { tag, port, baseUrl, stripe } = this;
    return appEnv(app, { tag, port, baseUrl, stripe, env: this.options.env });
  }

  async start(): Promise<this> {
    const shared = Object.keys(this.options).length === 0 ? sharedPlatform() : undefined;
    if (shared) {
      ({ tag: this.tag, port: this.port, baseUrl: this.baseUrl, stripe: this.stripe } = shared);
      this.attached = true;
      return this;
    }
    if (!existsSync(join(ROOT, entryOf('gateway')))) {
      throw new Error('Build the platform first: npm run build');
    }
    mkdirSync(this.logDir, { recursive: true });
    this.port = await freePort();
    this.baseUrl = `http://127.0.0.1:${this.port}`;
    // No network and no keys here: billing talks to a local Stripe that posts to this gateway.
    this.stripe = await startLocalStripe({
      webhookUrl: `${this.baseUrl}/api/stripe/webhook`,
      processingDelayMs: 1000,
    });
    try {
      await this.launchAll(new Set(this.options.without ?? []));
    } catch (error) {
      // A platform that did not come up leaves no process, database or queue behind.
      await this.stop().catch(() => undefined);
      throw error;
    }
    return this;
  }

  private async launchAll(skip: ReadonlySet<string>): Promise<void> {
    for (const service of SERVICES) {
      if (!skip.has(service)) {
        this.launch(service);
      }
    }
    this.launch('gateway');
    await this.waitUntilServing();
    for (const service of SERVICES) {
      if (!skip.has(service)) {
        await this.waitForService(service);
      }
    }
    // Workers start once their service has migrated its database.
    for (const worker of WORKERS) {
      if (!skip.has(worker)) {
        this.launch(worker);
      }
    }
  }

  /** Starts the app; `extraEnv` adds to or overrides its environment for this launch only. */
  launch(app: AppName, extraEnv: NodeJS.ProcessEnv = {}): ChildProcess {
    this.refuseIfShared(`start ${app}`);
    const flags = ['--enable-source-maps', ...(this.options.nodeArgs?.[app] ?? [])];
    const child = spawn(process.execPath, [...flags, join(ROOT, entryOf(app))], {
      cwd: ROOT,
      env: { ...this.envFor(app), ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(join(this.logDir, `${this.tag}-${app}.log`), { flags: 'a' });
    // Two sources share one file: the first to end must not close it under the other.
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('close', () => log.end());
    this.processes.set(app, child);
    return child;
  }

  /** SIGKILL: the process gets no chance to finish anything. */
  async kill(app: AppName): Promise<void> {
    this.refuseIfShared(`kill ${app}`);
    const child = this.processes.get(app);
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    this.processes.delete(app);
  }

  /** Kills the app and starts it again, with `extraEnv` for the new process only (launch). */
  async restart(app: AppName, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    await this.kill(app);
    await this.relaunch(app, extraEnv);
  }

  /**
   * Starts a killed app again and waits until it answers (a worker: until it runs). An app that
   * exits instead fails the wait at once, with the end of its log. `extraEnv` as for launch.
   */
  async relaunch(app: AppName, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    this.launch(app, extraEnv);
    if (app === 'gateway') {
      await this.waitUntilServing();
    } else if (serviceOfWorker(app) === null) {
      await this.waitForService(app);
    }
  }

  /**
   * Runs one service's seed (its built `seed.js`) against this platform's database, bus and
   * gateway, as `npm start` does; `extraEnv` says what to seed. Throws when the seed fails.
   */
  async runSeed(service: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
    this.refuseIfShared(`seed ${service}`);
    const child = spawn(
      process.execPath,
      [join(ROOT, `dist/services/${service}/src/seed/seed.js`)],
      {
        cwd: ROOT,
        env: { ...this.envFor(service), LOG_LEVEL: 'warn', GATEWAY_URL: this.baseUrl, ...extraEnv },
        stdio: 'ignore',
      },
    );
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) {
      throw new Error(`the ${service} seed exited with ${code}`);
    }
  }

  /** Creates the admin account with the identity seed; returns its credentials. */
  async seedAdmin(): Promise<{ username: string; password: string }> {
    if (this.attached) {
      return SEEDED_ADMIN; // the shared platform was seeded when it started
    }
    await this.runSeed('identity', { ...ADMIN_SEED_ENV, SEED_DEMO_MEMBERS: 'false' });
    return SEEDED_ADMIN;
  }

  /**
   * The emails delivered to the address so far, oldest first, as the content service recorded
   * them once its mail job handed them to the SMTP server or the outbox folder.
   */
  async deliveredEmails(to: string): Promise<DeliveredEmail[]> {
    const db = new Client({ connectionString: this.databaseUrl('content') });
    await db.connect();
    try {
      const { rows } = await db.query<DeliveredEmail>(
        `SELECT subject, body AS text, delivered_at AS "deliveredAt" FROM sent_emails
         WHERE lower(to_address) = lower($1) AND delivery_status = 'sent'
         ORDER BY delivered_at, sent_at`,
        [to],
      );
      return rows;
    } finally {
      await db.end();
    }
  }

  /** Waits for a delivered email to the address whose subject matches `subject`; the first. */
  async emailTo(to: string, subject: string | RegExp): Promise<DeliveredEmail> {
    const matches = (text: string) =>
      typeof subject === 'string' ? text === subject : subject.test(text);
    return waitFor(
      async () => (await this.deliveredEmails(to)).find((email) => matches(email.subject)),
      { timeoutMs: 30_000, intervalMs: 250, what: `an email "${String(subject)}" to ${to}` },
    );
  }

  /**
   * Waits until more than `after` delivered emails to the address carry a `<site>path?token=`
   * link; the newest link, as the member would click it.
   */
  async linkFromEmail(to: string, path: string, after = 0): Promise<string> {
    const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`, 'g');
    return waitFor(
      async () => {
        const emails = await this.deliveredEmails(to);
        const links = emails.flatMap((email) => email.text.match(pattern) ?? []);
        return links.length > after ? links.at(-1) : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 100, what: `an email with a ${path} link to ${to}` },
    );
  }

  /** The token of linkFromEmail's link. */
  async tokenFromEmail(to: string, path: string, after = 0): Promise<string> {
    const link = await this.linkFromEmail(to, path, after);
    return new URL(link).searchParams.get('token') ?? '';
  }

  /** Verifies the address as its owner does: with the link from the verification email. */
  async verifyEmail(to: string): Promise<void> {
    const token = await this.tokenFromEmail(to, '/verify-email');
    const response = await fetch(`${this.baseUrl}/api/email/verify`, {
      method: 'POST',
      headers: await this.csrfHeaders(),
      body: JSON.stringify({ token }),
    });
    if (response.status !== 200) {
      throw new Error(`verifying ${to} answered ${response.status}: ${await response.text()}`);
    }
  }

  /** A visitor session's cookie and CSRF token, for a one-off call without an ApiClient. */
  private async csrfHeaders(): Promise<Record<string, string>> {
    const response = await fetch(`${this.baseUrl}/api/csrf-token`);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  }

  async health(): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.baseUrl}/health`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  private async waitUntilServing(): Promise<void> {
    await waitFor(
      async () => {
        const response = await fetch(`${this.baseUrl}/api/csrf-token`).catch(() => null);
        return response?.ok === true;
      },
      {
        timeoutMs: START_TIMEOUT_MS,
        intervalMs: 100,
        what: 'the gateway to listen',
        giveUp: () => this.exitedApp(),
      },
    );
  }

  private async waitForService(service: string): Promise<void> {
    await waitFor(
      async () => {
        const { body } = await this.health();
        const details = body['details'] as Record<string, { status?: string }> | undefined;
        return details?.[service]?.status === 'up';
      },
      {
        timeoutMs: START_TIMEOUT_MS,
        intervalMs: 200,
        what: `the ${service} service to answer`,
        giveUp: () => this.exitedApp(),
      },
    );
  }

  /**
   * An app of this platform that has exited on its own (a crash at start, a missing module): it
   * will never answer, so a start waiting for it fails at once, with the end of its log.
   */
  private exitedApp(): Error | undefined {
    for (const [app, child] of this.processes) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const path = join(this.logDir, `${this.tag}-${app}.log`);
        return new Error(
          `${app} exited with ${child.exitCode ?? child.signalCode} before the platform was up ` +
            `(${path}):\n${logTail(path)}`,
        );
      }
    }
    return undefined;
  }

  private refuseIfShared(what: string): void {
    if (this.attached) {
      throw new Error(`a test file on the shared platform cannot ${what}: give it its own`);
    }
  }

  async stop(): Promise<void> {
    if (this.attached) {
      this.attached = false;
      this.stripe = null;
      return;
    }
    const children = [...this.processes.entries()];
    await Promise.all(
      children.map(async ([, child]) => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const exited = once(child, 'exit');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(timer);
        }
      }),
    );
    this.processes.clear();
    await this.stripe?.close();
    this.stripe = null;
    for (const service of SERVICES) {
      await dropDatabase(this.databaseUrl(service)).catch(() => undefined);
    }
    await deleteBusPrefix(`${this.tag}.`).catch(() => undefined);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${this.tag}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  }
}
