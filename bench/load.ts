/**
 * Load on the whole platform (every app its own process from dist/, demo data seeded plus bench
 * members), in two parts:
 *   1. autocannon, BENCH_CONNECTIONS (64) connections for BENCH_SECONDS (10 s) per route, each
 *      connection with the session of a different signed-in member, against GET /api/csrf-token
 *      (no RPC), GET /api/user (one RPC) and GET /api/matches (the dashboard), with the gateway
 *      as --gateway-workers processes (one per core, as `npm start` runs it);
 *   2. a mixed journey of N virtual members (--members, 200) for --minutes (10). Members arrive
 *      spread over --ramp-seconds (30), as visitors do, not all in the same second. Each visit
 *      signs in, then repeats --rounds (5) times: the dashboard, the matches list, the requests
 *      received and sent, a profile edit; then signs out, and the member comes back for another
 *      visit until the time is up. A think time (--think-ms, 1000) separates every step.
 * Prints req/s, p50, p99 and errors per route, then errors and p50/p95/p99 per journey step; exits
 * non-zero when the journey saw an error.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Platform } from '@mithaq/testing';
import autocannon from 'autocannon';
import { ADMIN, benchMembers, seedDemo, signedIn, type BenchMember } from './load-members';
import { inParallel, Session } from './messaging-members';

const option = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`--${name} must be a positive number`);
  }
  return value;
};

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 64);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const MEMBERS = option('members', 200);
const MINUTES = option('minutes', 10);
const THINK_MS = option('think-ms', 1000);
const RAMP_MS = option('ramp-seconds', 30) * 1000;
const ROUNDS = option('rounds', 5);
const ROUTES = ['/api/csrf-token', '/api/user', '/api/matches'];
/** `--gateway-workers N`: gateway processes on the one port (as `npm start` runs, one per core). */
const GATEWAY_WORKERS = option('gateway-workers', availableParallelism());
/** `--routes-only`: part 1 alone. `--profile <dir>`: CPU profiles of the gateway and matching. */
const ROUTES_ONLY = process.argv.includes('--routes-only');
/** `--no-read-cache`: the gateway reads every reply from its service (the design before). */
const NO_READ_CACHE = process.argv.includes('--no-read-cache');
const PROFILE_DIR = (() => {
  const index = process.argv.indexOf('--profile');
  return index >= 0 ? process.argv[index + 1] : undefined;
})();

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
  Number.NaN;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** One route under autocannon, each connection carrying a different member's session cookie. */
const hammer = async (baseUrl: string, path: string, cookies: string[]) => {
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: (client) => {
      client.setHeaders({ cookie: cookies[next % cookies.length] });
      next += 1;
    },
  });
  return {
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
};

interface StepTimes {
  ok: number[];
  errors: number;
  lastError: string;
}

/** The journey of one virtual member, repeated until the deadline. */
const journey = async (
  baseUrl: string,
  member: BenchMember,
  deadline: number,
  steps: Map<string, StepTimes>,
): Promise<void> => {
  const record = async (
    name: string,
    work: () => Promise<{ status: number }>,
    expected: number,
  ): Promise<boolean> => {
    const times = steps.get(name) ?? { ok: [], errors: 0, lastError: '' };
    steps.set(name, times);
    const started = performance.now();
    try {
      const { status } = await work();
      if (status === expected) {
        times.ok.push(performance.now() - started);
        return true;
      }
      times.errors += 1;
      times.lastError = `HTTP ${status}`;
    } catch (error) {
      times.errors += 1;
      times.lastError = error instanceof Error ? error.message : String(error);
    }
    return false;
  };
  // Members arrive spread over the ramp, not all at once: a sign-in costs a deliberately slow
  // password hash, and 200 of them in one second is a password-guessing attack, not a Monday.
  await sleep(Math.random() * RAMP_MS);
  let visit = 0;
  while (Date.now() < deadline) {
    visit += 1;
    const session = new Session(baseUrl);
    // signIn drops the visitor's CSRF token: the server rotates it with the session.
    const signedInOk = await record(
      'sign in',
      () => session.signIn(member.username, member.password).then(() => ({ status: 200 })),
      200,
    );
    if (!signedInOk) {
      await sleep(THINK_MS);
      continue;
    }
    for (let round = 1; round <= ROUNDS && Date.now() < deadline; round += 1) {
      const pages: [string, () => Promise<{ status: number }>, number][] = [
        ['dashboard', () => session.request('GET', '/api/matches'), 200],
        ['matches', () => session.request('GET', '/api/matches/list?pageSize=20'), 200],
        ['requests received', () => session.request('GET', '/api/match-requests/received'), 200],
        ['requests sent', () => session.request('GET', '/api/match-requests/sent'), 200],
        [
          'profile edit',
          () =>
            // A field that does not send an approved profile back to review.
            session.request('PATCH', `/api/users/${member.id}`, {
              occupation: `Teacher (visit ${visit}, round ${round})`,
            }),
          200,
        ],
      ];
      for (const [name, work, expected] of pages) {
        await sleep(THINK_MS);
        await record(name, work, expected);
      }
    }
    await sleep(THINK_MS);
    await record('sign out', () => session.request('POST', '/api/logout'), 200);
    await sleep(THINK_MS);
  }
};

const main = async (): Promise<void> => {
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : undefined;
  const platform = new Platform({
    nodeArgs: profile ? { gateway: profile, matching: profile, identity: profile } : {},
    env: {
      LOG_LEVEL: 'warn',
      GATEWAY_WORKERS: String(GATEWAY_WORKERS),
      ...(NO_READ_CACHE ? { READ_CACHE_MAX_AGE_MS: '0' } : {}),
      // Every virtual member comes from this one address: the per-IP ceiling would stop them.
      API_MAX_REQUESTS_PER_IP: '100000000',
      // Sign-in attempts count per address until they succeed: 200 members signing in at once
      // from this one address would otherwise exceed the limit made for password guessing.
      LOGIN_MAX_FAILURES_PER_IP: '100000000',
    },
  });
  try {
    // Inside the try: a platform that fails to start is stopped too, leaving no process behind.
    await platform.start();
    let started = performance.now();
    await seedDemo(platform);
    const admin = await new Session(platform.baseUrl).signIn(ADMIN.username, ADMIN.password);
    const members = await benchMembers(platform, admin, Math.max(MEMBERS, CONNECTIONS));
    console.log(
      `platform ${platform.tag}: demo data and ${members.length} approved bench members in ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()[0]?.toFixed(2)}`,
    );

    const sessions = await inParallel(members.slice(0, CONNECTIONS), 8, (member) =>
      signedIn(platform, member),
    );
    const cookies = sessions.map((session) => session.cookieHeader());
    console.log(
      `\n1. ${CONNECTIONS} connections, each a different signed-in member, ${SECONDS} s per route, ` +
        `${GATEWAY_WORKERS} gateway process(es)`,
    );
    console.log(
      `${'route'.padEnd(18)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)} ${'errors'.padStart(7)} ${'non-2xx'.padStart(8)}`,
    );
    for (const path of ROUTES) {
      // The monotonic clock the CPU profiles share, to cut each route's window out of them.
      const from = process.hrtime.bigint() / 1000n;
      const row = await hammer(platform.baseUrl, path, cookies);
      if (PROFILE_DIR) {
        console.log(`profile window ${path} ${from} ${process.hrtime.bigint() / 1000n}`);
      }
      console.log(
        `${row.path.padEnd(18)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.requests).padStart(9)} ${String(row.errors).padStart(7)} ${String(row.non2xx).padStart(8)}`,
      );
    }

    if (ROUTES_ONLY) {
      return;
    }
    started = performance.now();
    const steps = new Map<string, StepTimes>();
    const deadline = Date.now() + MINUTES * 60_000;
    await Promise.all(
      members.slice(0, MEMBERS).map((member) => journey(platform.baseUrl, member, deadline, steps)),
    );
    const elapsed = (performance.now() - started) / 1000;
    console.log(
      `\n2. Journey of ${MEMBERS} virtual members for ${elapsed.toFixed(0)} s (arriving over ` +
        `${RAMP_MS / 1000} s, think time ${THINK_MS} ms): sign in, ${ROUNDS} × (dashboard, ` +
        `matches, requests, profile edit), sign out, and again`,
    );
    console.log(
      `${'step'.padEnd(18)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
    );
    let errors = 0;
    for (const [name, times] of steps) {
      const sorted = [...times.ok].sort((a, b) => a - b);
      errors += times.errors;
      console.log(
        `${name.padEnd(18)} ${String(sorted.length).padStart(7)} ${String(times.errors).padStart(7)} ` +
          `${[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8)).join(' ')}` +
          (times.errors > 0 ? `   last error: ${times.lastError}` : ''),
      );
    }
    console.log(`journey errors: ${errors}; load average at end ${loadavg()[0]?.toFixed(2)}`);
    if (errors > 0) {
      process.exitCode = 1;
    }
  } finally {
    await platform.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
