import type { ThresholdsReply } from '@mithaq/contracts';
import { waitFor, type ApiClient, type Platform } from '@mithaq/testing';
import { Pool } from 'pg';
import { insertCandidates } from './synthetic';

/** Enough synthetic members that a full recompute spans several chunks and seconds. */
const MEMBERS = Number(process.env['FAULTS_MEMBERS'] ?? 4000);
const SEED = 17;

interface MatchesDigest {
  rows: number;
  digest: string;
}

export interface WorkerKillOutcome {
  totalChunks: number;
  chunksAtKill: number;
  recoveryMs: number;
  killedRun: MatchesDigest;
  cleanRun: MatchesDigest;
}

/** Every stored pair with its score and factors, as one count and hash. */
const digest = async (db: Pool): Promise<MatchesDigest> => {
  const { rows } = await db.query<{ rows: number; digest: string | null }>(
    `SELECT count(*)::int AS rows,
            md5(string_agg(user1_id || ':' || user2_id || ':' || compatibility_score || ':' ||
                           factor_mask, ',' ORDER BY user1_id, user2_id)) AS digest
       FROM matches`,
  );
  return { rows: rows[0]?.rows ?? 0, digest: rows[0]?.digest ?? '' };
};

/** Starts a full recompute as an admin does: saving the thresholds as they are. */
const startFullRecompute = async (admin: ApiClient): Promise<string> => {
  const current = await admin.json<ThresholdsReply>('GET', '/api/admin/compatibility-thresholds');
  const level = (name: string): number =>
    current.body.thresholds.find((t) => t.level === name)?.minScore ?? Number.NaN;
  const saved = await admin.json<ThresholdsReply>('PUT', '/api/admin/compatibility-thresholds', {
    high: level('high'),
    medium: level('medium'),
    low: level('low'),
  });
  const runId = saved.body.recompute?.runId;
  if (saved.status !== 200 || !runId) {
    throw new Error(`saving the thresholds answered ${saved.status} without a run`);
  }
  return runId;
};

const runState = async (
  db: Pool,
  runId: string,
): Promise<{ status: string; total: number; done: number }> => {
  const { rows } = await db.query<{ status: string; total: number; done: number }>(
    `SELECT status, total_chunks AS total,
            (SELECT count(*)::int FROM recompute_chunks WHERE run_id = $1 AND done) AS done
       FROM recompute_runs WHERE id = $1`,
    [runId],
  );
  const row = rows[0];
  if (!row) {
    throw new Error(`no recompute run ${runId}`);
  }
  return row;
};

const completed = (db: Pool, runId: string, what: string): Promise<unknown> =>
  waitFor(
    async () => {
      const state = await runState(db, runId);
      if (state.status !== 'running' && state.status !== 'completed') {
        throw new Error(`the run ended ${state.status}`);
      }
      return state.status === 'completed';
    },
    { timeoutMs: 240_000, intervalMs: 100, what },
  );

/**
 * Loads synthetic candidates, starts a full recompute, SIGKILLs the worker once some chunks are
 * done, starts a new one, and waits for the run to complete; then a second full recompute with
 * no fault gives the reference the first run's matches are compared with.
 */
export const killWorkerMidRecompute = async (
  platform: Platform,
  admin: ApiClient,
): Promise<WorkerKillOutcome> => {
  const db = new Pool({ connectionString: platform.databaseUrl('matching'), max: 2 });
  try {
    await insertCandidates(db, MEMBERS, SEED);
    const runId = await startFullRecompute(admin);
    const atKill = await waitFor(
      async () => {
        const state = await runState(db, runId);
        return state.done >= 1 ? state : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 20, what: 'the first chunk of the run' },
    );
    await platform.kill('matching-worker');
    const killedAt = Date.now();
    platform.launch('matching-worker');
    await completed(db, runId, 'the run to complete after the kill');
    const recoveryMs = Date.now() - killedAt;
    const killedRun = await digest(db);

    const cleanRunId = await startFullRecompute(admin);
    await completed(db, cleanRunId, 'the clean run to complete');
    const cleanRun = await digest(db);
    return {
      totalChunks: atKill.total,
      chunksAtKill: atKill.done,
      recoveryMs,
      killedRun,
      cleanRun,
    };
  } finally {
    await db.end();
  }
};
