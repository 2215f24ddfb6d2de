/**
 * The matching service end to end, on a Platform of its own (fresh databases, queue and Redis
 * prefixes; every app its own process from dist/), with synthetic members bulk-loaded into the
 * candidates read model:
 *   1. a full recompute (started as an admin does it, through the gateway) by 2 worker processes,
 *      and by 1 as the baseline, until the run completes, every pair stored in Postgres;
 *   2. one member's recompute-member job in a warm worker, after their answers changed;
 *   3. a member's questionnaire update until GET /api/matches shows the new matches, beside the
 *      latency of GET /api/matches alone (from the gateway's read cache, and with that cache off).
 * Prints figures beside the targets; asserts nothing about time. BENCH_LOG_LEVEL=debug has
 * the workers log each chunk's scoring and writing time (test-results/logs/<tag>-matching-worker.log);
 * BENCH_WORKER_CONCURRENCY sets how many chunk jobs each worker process runs at once, and
 * BENCH_CHUNK_SIZE how many members a chunk holds.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  MATCHING_RECOMPUTE_QUEUE,
  type CurrentUser,
  type MatchingJobs,
  type ThresholdsReply,
} from '@mithaq/contracts';
import { ApiClient, Platform, REDIS_URL, waitFor } from '@mithaq/testing';
import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import {
  loadCandidates,
  randomAnswers,
  seeded,
  syntheticMembers,
  type SyntheticMember,
} from './matching-system-members';
import {
  MEMBER_SAMPLES,
  MEMBERS,
  ms,
  percentile,
  POLL_MS,
  SEED,
  SINGLE_WORKER_BASELINE,
  sleep,
  TARGETS,
  thousands,
} from './matching-system-settings';
import { engineAlone } from './matching-system-engine';
import { reportFullRecomputes, type RunFigures } from './matching-system-report';
import { updateToVisible } from './matching-system-update';

/** The worker app Platform knows (services/matching/src/worker.ts → dist). */
const WORKER_APP = 'matching-worker';
/** The service's BullMQ queue and member job, as the contracts declare them. */
const RECOMPUTE_QUEUE = MATCHING_RECOMPUTE_QUEUE;
const MEMBER_JOB: keyof typeof MatchingJobs = 'recompute-member';

class MatchingSystemBench {
  private readonly platform = new Platform({
    env: {
      LOG_LEVEL: process.env['BENCH_LOG_LEVEL'] ?? 'warn',
      // Chunk jobs each worker process runs at once (the service's default when unset).
      ...(process.env['BENCH_WORKER_CONCURRENCY']
        ? { WORKER_CONCURRENCY: process.env['BENCH_WORKER_CONCURRENCY'] }
        : {}),
      // Members per chunk of a full recompute (the service's default when unset).
      ...(process.env['BENCH_CHUNK_SIZE']
        ? { RECOMPUTE_CHUNK_SIZE: process.env['BENCH_CHUNK_SIZE'] }
        : {}),
    },
    without: [WORKER_APP],
  });
  private readonly workers: ChildProcess[] = [];
  private db!: Pool;
  private admin!: ApiClient;
  private queue!: Queue;
  private queueEvents!: QueueEvents;
  private readonly redis: Redis[] = [];
  private members: SyntheticMember[] = [];
  private print(line = ''): void {
    console.log(line);
  }

  private connection(): Redis {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    this.redis.push(redis);
    return redis;
  }

  async start(): Promise<void> {
    const started = performance.now();
    await this.platform.start();
    this.db = new Pool({ connectionString: this.platform.databaseUrl('matching'), max: 4 });
    const credentials = await this.platform.seedAdmin();
    this.admin = new ApiClient(this.platform.baseUrl);
    const login = await this.admin.json<CurrentUser>('POST', '/api/login', credentials);
    if (login.status !== 200 || login.body.role !== 'admin') {
      throw new Error(`admin sign-in failed: ${login.status}`);
    }
    // BullMQ puts its own ':' after the prefix: the service's 'tag:' Redis prefix is 'tag' here.
    const prefix = this.platform.tag;
    this.queue = new Queue(RECOMPUTE_QUEUE, { connection: this.connection(), prefix });
    this.queueEvents = new QueueEvents(RECOMPUTE_QUEUE, { connection: this.connection(), prefix });
    await this.queueEvents.waitUntilReady();
    console.log(
      `platform ${this.platform.tag} up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  async load(): Promise<void> {
    let started = performance.now();
    this.members = syntheticMembers(MEMBERS, SEED);
    const generated = performance.now() - started;
    started = performance.now();
    await loadCandidates(this.db, this.members);
    const loaded = performance.now() - started;
    const women = this.members.filter((m) => m.gender === 'female').length;
    this.print(
      `Matching system benchmark: ${thousands(MEMBERS)} synthetic approved members ` +
        `(${thousands(women)} women × ${thousands(MEMBERS - women)} men, seed ${SEED}), ` +
        `${cpus().length} cores, fresh databases ${this.platform.tag}`,
    );
    this.print(
      `  load average at start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    this.print(
      `  loading (not counted): generated in ${ms(generated)}, ` +
        `${thousands(MEMBERS)} candidates rows inserted in ${(loaded / 1000).toFixed(2)} s`,
    );
  }

  /** Starts worker processes until `count` run, and waits until each listens on the queue. */
  private async scaleWorkers(count: number): Promise<void> {
    while (this.workers.length < count) {
      // Platform keeps one process per app name; this bench keeps every worker it launches.
      this.workers.push(this.platform.launch(WORKER_APP));
    }
    await waitFor(async () => (await this.queue.getWorkersCount()) >= count, {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: `${count} matching worker(s) on the recompute queue`,
    });
  }

  private async stopWorkers(): Promise<void> {
    await Promise.all(
      this.workers.map(async (child) => {
        if (child.exitCode === null && child.signalCode === null) {
          const exited = once(child, 'exit');
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(timer);
        }
      }),
    );
    this.workers.length = 0;
  }

  /** A full recompute started as the admin does it: saving the thresholds (unchanged values). */
  private async fullRecompute(workers: number, emptyFirst: boolean): Promise<RunFigures> {
    await this.scaleWorkers(workers);
    if (emptyFirst) {
      await this.db.query('TRUNCATE matches, member_stats');
    }
    // Every run starts just after a checkpoint: a run writes hundreds of megabytes of WAL, and
    // where the previous one left the next checkpoint (which makes page writes dearer right after
    // it) otherwise varied a run by more than a second.
    await this.db.query('CHECKPOINT');
    const current = await this.admin.json<ThresholdsReply>(
      'GET',
      '/api/admin/compatibility-thresholds',
    );
    const level = (name: string): number =>
      current.body.thresholds.find((t) => t.level === name)?.minScore ?? Number.NaN;
    const body = { high: level('high'), medium: level('medium'), low: level('low') };
    const started = performance.now();
    const saved = await this.admin.json<ThresholdsReply>(
      'PUT',
      '/api/admin/compatibility-thresholds',
      body,
    );
    const putMs = performance.now() - started;
    const runId = saved.body.recompute?.runId;
    if (saved.status !== 200 || !runId) {
      throw new Error(`saving the thresholds answered ${saved.status} without a run`);
    }
    for (;;) {
      const { rows } = await this.db.query<{ status: string; server_ms: number | null }>(
        `SELECT status, extract(epoch FROM finished_at - started_at) * 1000 AS server_ms
           FROM recompute_runs WHERE id = $1`,
        [runId],
      );
      const run = rows[0];
      if (run?.status === 'completed') {
        const seconds = (performance.now() - started) / 1000;
        const {
          rows: [counts],
        } = await this.db.query<{ matches: number; stats: number; chunks: number; pairs: number }>(
          `SELECT (SELECT count(*) FROM matches)::int AS matches,
                  (SELECT count(*) FROM member_stats)::int AS stats,
                  (SELECT count(*) FROM recompute_chunks WHERE run_id = $1)::int AS chunks,
                  (SELECT COALESCE(sum(pairs), 0) FROM recompute_chunks WHERE run_id = $1)::int
                    AS pairs`,
          [runId],
        );
        const { rows: done } = await this.db.query<{ at_ms: number }>(
          `SELECT extract(epoch FROM c.finished_at - r.started_at) * 1000 AS at_ms
             FROM recompute_chunks c JOIN recompute_runs r ON r.id = c.run_id
            WHERE c.run_id = $1 ORDER BY c.finished_at`,
          [runId],
        );
        const at = done.map((row) => Number(row.at_ms));
        const gaps = at.slice(1).map((t, i) => t - (at[i] ?? t));
        return {
          workers,
          emptyFirst,
          firstChunkSeconds: (at[0] ?? Number.NaN) / 1000,
          chunkIntervalMs: percentile(gaps, 50),
          seconds,
          serverSeconds: Number(run.server_ms ?? Number.NaN) / 1000,
          chunks: counts?.chunks ?? 0,
          matchRows: counts?.matches ?? 0,
          statRows: counts?.stats ?? 0,
          pairsUpserted: counts?.pairs ?? 0,
          putMs,
        };
      }
      if (run && run.status !== 'running') {
        throw new Error(`the full recompute ended ${run.status}`);
      }
      if (performance.now() - started > 280_000) {
        throw new Error('the full recompute did not complete within 280 s');
      }
      await sleep(POLL_MS);
    }
  }

  async fullRecomputes(): Promise<void> {
    const runs: RunFigures[] = [];
    if (SINGLE_WORKER_BASELINE) {
      runs.push(await this.fullRecompute(1, true));
    }
    runs.push(await this.fullRecompute(2, true));
    // As when an admin saves settings on a live system: the previous run's rows are there.
    runs.push(await this.fullRecompute(2, false));
    reportFullRecomputes(runs, this.members, engineAlone(this.members), (line) => this.print(line));
  }

  /** recompute-member jobs, one at a time, in the running (warm) workers. */
  async memberRecomputes(): Promise<void> {
    await this.scaleWorkers(2);
    const random = seeded(SEED + 1);
    const warmup = 20;
    const inWorker: number[] = [];
    const roundTrip: number[] = [];
    for (let i = 0; i < warmup + MEMBER_SAMPLES; i += 1) {
      const member = this.members[Math.floor(random() * this.members.length)];
      if (!member) {
        throw new Error('no member to recompute');
      }
      // As after a questionnaire update: new answers in the read model, a newer version.
      await this.db.query(
        `UPDATE candidates SET answers = $2, version = nextval('candidates_version_seq'),
                updated_at = now()
          WHERE user_id = $1`,
        [member.userId, JSON.stringify(randomAnswers(random, member.gender))],
      );
      const started = performance.now();
      const job = await this.queue.add(
        MEMBER_JOB,
        { userId: member.userId },
        { jobId: `bench-member-${i}-${member.userId}`, attempts: 1 },
      );
      await job.waitUntilFinished(this.queueEvents, 30_000);
      const elapsed = performance.now() - started;
      const done = await Job.fromId(this.queue, job.id ?? '');
      if (i >= warmup && done?.processedOn && done.finishedOn) {
        inWorker.push(done.finishedOn - done.processedOn);
        roundTrip.push(elapsed);
      }
      await done?.remove();
    }
    const roundTrips: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      await this.db.query('SELECT 1');
      roundTrips.push(performance.now() - started);
    }
    const women = this.members.filter((m) => m.gender === 'female').length;
    this.print();
    this.print(
      `2. One member's recompute (recompute-member job after an answers change; scores the ` +
        `${thousands(women)} candidates of the other sex, pool of ${thousands(MEMBERS)}, ` +
        `DB write included), ${inWorker.length} members after ${warmup} warm-up`,
    );
    this.print('                                             p50        p95        max');
    for (const [name, values] of [
      ['in the worker (job started → finished)', inWorker],
      ['enqueue → completed event (producer)', roundTrip],
      ['baseline: one Postgres round trip', roundTrips],
    ] as const) {
      this.print(
        `   ${name.padEnd(40)} ${ms(percentile(values, 50)).padStart(9)} ` +
          `${ms(percentile(values, 95)).padStart(10)} ${ms(Math.max(...values)).padStart(10)}`,
      );
    }
    this.print(`   target: ≤ ${TARGETS.memberP95Ms} ms p95`);
  }

  async updateToVisible(): Promise<void> {
    await this.scaleWorkers(2);
    await updateToVisible(this.platform, this.admin, (line) => this.print(line));
  }

  async stop(): Promise<void> {
    await this.stopWorkers().catch(() => undefined);
    await this.queueEvents?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
    this.redis.forEach((redis) => redis.disconnect());
    await this.db?.end().catch(() => undefined);
    await this.platform.stop();
  }
}

const main = async (): Promise<void> => {
  const bench = new MatchingSystemBench();
  try {
    await bench.start();
    await bench.load();
    await bench.fullRecomputes();
    await bench.memberRecomputes();
    await bench.updateToVisible();
    console.log(
      `\n  load average at end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
