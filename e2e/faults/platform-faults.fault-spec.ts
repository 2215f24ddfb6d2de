import { ApiClient, PLATFORM_STOP_TIMEOUT, type Platform } from '@mithaq/testing';
import { matchableMember, newCommunity, waitForMatches } from '../api/matching-fixtures';
import {
  answersNormally,
  FaultInfra,
  FaultPlatform,
  gatewaySurvived,
  makeCast,
  OWN_DB_SERVICE,
  signIn,
  signInCastAgain,
  sleep,
  timeUntil,
} from './fault-platform';
import { describeLedger, settledLedger } from './ledger';
import { HUNG_AFTER_MS, LoadGenerator, slowest, summarize, type Sample } from './load';
import { killWorkerMidRecompute } from './worker-kill';
import type { LoadCast } from './load';

const RPC_TIMEOUT_MS = 3000;
const RABBIT_DOWN_MS = 10_000;
const POSTGRES_DOWN_MS = 5_000;
const REDIS_DOWN_MS = 5_000;

/** Printed at the end, one line per finding, whatever passed or failed. */
const findings: string[] = [];
const note = (line: string): void => {
  findings.push(line);
  process.stdout.write(`[faults] ${line}\n`);
};
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Calls left unanswered (hung) or dropped by the network. */
const unanswered = (samples: Sample[]): Sample[] =>
  samples.filter((s) => s.status === 'hung' || s.status === 'network');
const withStatus = (samples: Sample[], statuses: number[]): Sample[] =>
  samples.filter((s) => typeof s.status === 'number' && statuses.includes(s.status));
const serverErrorsOtherThan = (samples: Sample[], allowed: number[]): Sample[] =>
  samples.filter(
    (s) => typeof s.status === 'number' && s.status >= 500 && !allowed.includes(s.status),
  );

describe('the platform under faults, with members using it', () => {
  const infra = new FaultInfra();
  let platform: Platform;
  let admin: { username: string; password: string };
  let cast: LoadCast;
  let load: LoadGenerator;

  beforeAll(async () => {
    await infra.start();
    platform = new FaultPlatform(infra.postgres.url, {
      env: {
        LOG_LEVEL: 'warn',
        RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
        // Quick hand-over of lost jobs and stalled chunks, so recovery fits the suite's budget.
        DIRTY_SWEEP_MS: '2000',
        WORKER_LOCK_MS: '3000',
      },
    });
    await platform.start();
    admin = await platform.seedAdmin();
    cast = await makeCast(platform, await signIn(platform, admin.username, admin.password));
    load = new LoadGenerator(platform, cast);
    load.start();
    await sleep(3000);
  }, 300_000);

  afterAll(async () => {
    await load?.stop();
    await platform?.stop().catch(() => undefined);
    await infra.destroy();
    process.stdout.write(`\n[faults] summary\n${findings.map((f) => `  ${f}`).join('\n')}\n`);
  }, PLATFORM_STOP_TIMEOUT);

  it('RabbitMQ stopped for 10 s: 503/504 meanwhile, nothing hangs, every event consumed once', async () => {
    const from = Date.now();
    await infra.rabbit.stop();
    await sleep(RABBIT_DOWN_MS);
    await infra.rabbit.start();
    const lifted = Date.now();
    const recovery = await timeUntil(() => answersNormally(cast), 'normal answers after RabbitMQ');
    const during = load.since(from).filter((s) => s.at <= lifted + recovery);
    const ledger = await settledLedger(platform);
    note(
      `RabbitMQ down ${seconds(lifted - from)} (stop + ${seconds(RABBIT_DOWN_MS)} + start): ` +
        `answers normally ${seconds(recovery)} after it is back; slowest call ${seconds(slowest(during))}`,
    );
    note(`  calls meanwhile: ${summarize(during)}`);
    note(`  events: ${describeLedger(ledger)}`);
    expect(unanswered(during)).toEqual([]);
    expect(slowest(during)).toBeLessThan(HUNG_AFTER_MS);
    expect(withStatus(during, [503, 504]).length).toBeGreaterThan(0);
    expect(serverErrorsOtherThan(during, [503, 504])).toEqual([]);
    expect(ledger.missing).toEqual([]);
    expect(ledger.deadLettered).toBe(0);
  }, 240_000);

  it(`the ${OWN_DB_SERVICE} service's Postgres restarted: its calls fail fast, recover, lose no event`, async () => {
    const woman = cast.writers[0];
    const from = Date.now();
    await infra.postgres.down();
    const probes: { status: number; ms: number }[] = [];
    while (Date.now() - from < POSTGRES_DOWN_MS) {
      const started = Date.now();
      const { status } = await woman.client.json('GET', '/api/messages');
      probes.push({ status, ms: Date.now() - started });
      await sleep(250);
    }
    await infra.postgres.up();
    const lifted = Date.now();
    const recovery = await timeUntil(() => answersNormally(cast), 'normal answers after Postgres');
    const during = load.since(from).filter((s) => s.at <= lifted + recovery);
    const ledger = await settledLedger(platform);
    const statuses = [...new Set(probes.map((p) => p.status))].sort();
    note(
      `${OWN_DB_SERVICE} Postgres down ${seconds(lifted - from)}: GET /api/messages answered ` +
        `${statuses.join('/')} in at most ${Math.max(...probes.map((p) => p.ms))} ms ` +
        `(${probes.length} calls); answers normally ${seconds(recovery)} after it is back`,
    );
    note(`  calls meanwhile: ${summarize(during)}`);
    note(`  events: ${describeLedger(ledger)}`);
    expect(probes.every((p) => p.status >= 500)).toBe(true);
    // Fast: well before the gateway's own RPC deadline would have run out.
    expect(Math.max(...probes.map((p) => p.ms))).toBeLessThan(RPC_TIMEOUT_MS);
    expect(unanswered(during)).toEqual([]);
    expect(ledger.missing).toEqual([]);
    expect(ledger.deadLettered).toBe(0);
  }, 240_000);

  it('Redis restarted (append-only file, as deployed): sign-in closed meanwhile, sessions kept', async () => {
    const [woman] = cast.writers;
    const from = Date.now();
    await infra.redis.stop();
    const visitor = new ApiClient(platform.baseUrl);
    // Status 0: no answer at all (the connection was refused or dropped).
    const noAnswer = { status: 0 };
    const signInTried = await visitor
      .json('POST', '/api/login', { username: woman.username, password: 'bismillah-123' })
      .catch(() => noAnswer);
    const read = await woman.client.json('GET', '/api/user').catch(() => noAnswer);
    const publicRead = await new ApiClient(platform.baseUrl)
      .json('GET', '/api/csrf-token')
      .catch(() => noAnswer);
    await sleep(Math.max(0, REDIS_DOWN_MS - (Date.now() - from)));
    await infra.redis.start();
    const survived = await gatewaySurvived(platform);
    const lifted = Date.now();
    const recovery = await timeUntil(() => answersNormally(cast), 'normal answers after Redis');
    const sessionKept = (await woman.client.json('GET', '/api/user')).status === 200;
    const during = load.since(from).filter((s) => s.at <= lifted + recovery);
    note(
      `Redis down ${seconds(lifted - from)}: sign-in answered ${signInTried.status}, a signed-in ` +
        `read ${read.status}, a visitor's read ${publicRead.status}; answers normally ` +
        `${seconds(recovery)} after it is back; sessions ${sessionKept ? 'kept' : 'lost'}`,
    );
    note(`  calls meanwhile: ${summarize(during)}`);
    if (!survived) {
      note('  the gateway process EXITED while Redis was away (started again for the next cases)');
    }
    expect(survived).toBe(true);
    // Closed: without its counters the gateway lets no password be tried.
    expect(signInTried.status).toBe(503);
    // The API's per-IP limiter and the session store both need Redis: reads are closed too.
    expect(read.status).toBe(503);
    // A visitor's read is refused too (it needs a new session in Redis); answered, never hung.
    expect(publicRead.status).toBeGreaterThanOrEqual(500);
    expect(sessionKept).toBe(true);
    expect(unanswered(during)).toEqual([]);
  }, 120_000);

  it('Redis lost its data: sessions end, the dirty-member sweep recovers the lost recompute jobs', async () => {
    await platform.kill('matching-worker');
    const community = newCommunity();
    const woman = await matchableMember(platform, cast.admin, 'female', community, {
      tier: 'free',
    });
    const man = await matchableMember(platform, cast.admin, 'male', community, { tier: 'free' });
    // Their recompute jobs now wait in Redis, with no worker to take them: then Redis loses them.
    const from = Date.now();
    await infra.redis.stop();
    infra.redis.wipe();
    await infra.redis.start();
    platform.launch('matching-worker');
    const survived = await gatewaySurvived(platform);
    const lifted = Date.now();
    const afterWipe = (
      await cast.writers[0].client.json('GET', '/api/user').catch(() => ({ status: 0 }))
    ).status;
    await signInCastAgain(platform, cast, admin);
    woman.client = await signIn(platform, woman.username);
    man.client = await signIn(platform, man.username);
    const recovery = await timeUntil(async () => {
      await waitForMatches(woman, [man.id], 'the lost jobs to be redone');
      return true;
    }, 'the sweep to hand the lost jobs over again');
    const during = load.since(from).filter((s) => s.at <= lifted + recovery);
    note(
      `Redis emptied: a signed-in member then got ${afterWipe} (sessions lost), the two members ` +
        `whose jobs were lost had their matches ${seconds(recovery)} after Redis came back`,
    );
    note(`  calls meanwhile: ${summarize(during)}`);
    if (!survived) {
      note('  the gateway process EXITED while Redis was away (started again for the next cases)');
    }
    expect(survived).toBe(true);
    expect(afterWipe).toBe(401);
    expect(unanswered(during)).toEqual([]);
  }, 180_000);

  it('loses no event over the whole run', async () => {
    await load.stop();
    const ledger = await settledLedger(platform);
    note(`events after all faults: ${describeLedger(ledger)}`);
    expect(ledger.missing).toEqual([]);
    expect(ledger.deadLettered).toBe(0);
  }, 120_000);

  it('a matching worker killed (SIGKILL) mid-recompute: the matches equal a clean run', async () => {
    const outcome = await killWorkerMidRecompute(platform, cast.admin);
    note(
      `matching worker killed after ${outcome.chunksAtKill}/${outcome.totalChunks} chunks: the run ` +
        `completed ${seconds(outcome.recoveryMs)} later; ${outcome.killedRun.rows} match rows, ` +
        `${outcome.killedRun.digest === outcome.cleanRun.digest ? 'equal to' : 'DIFFERENT from'} ` +
        `a clean run (${outcome.cleanRun.rows} rows)`,
    );
    expect(outcome.chunksAtKill).toBeLessThan(outcome.totalChunks);
    expect(outcome.killedRun).toEqual(outcome.cleanRun);
  }, 300_000);
});
