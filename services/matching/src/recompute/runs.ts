import type { RecomputeStatus } from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';

interface RunRow {
  id: string;
  reason: RecomputeStatus['reason'];
  status: 'running' | 'completed' | 'failed' | 'superseded';
  total_chunks: number;
  completed_chunks: number;
  started_at: Date;
  finished_at: Date | null;
}

const toStatus = (row: RunRow): RecomputeStatus => ({
  runId: row.id,
  reason: row.reason,
  // A superseded run stopped without finishing; a newer run took over its work.
  status: row.status === 'superseded' ? 'failed' : row.status,
  totalChunks: row.total_chunks,
  completedChunks: row.completed_chunks,
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
});

/** The newest full recompute, or null when none ever ran. */
export const latestRun = async (manager: EntityManager): Promise<RecomputeStatus | null> => {
  const rows: RunRow[] = await manager.query(
    `SELECT id, reason, status, total_chunks, completed_chunks, started_at, finished_at
       FROM recompute_runs ORDER BY generation DESC LIMIT 1`,
  );
  return rows[0] ? toStatus(rows[0]) : null;
};

/**
 * Splits the uuid space into ranges of about `chunkSize` eligible members each. The ranges
 * cover every id (first open below, last open above), so a member who becomes eligible during
 * the run is still computed by the chunk whose range holds them.
 */
export const chunkBoundaries = (
  sortedIds: readonly string[],
  chunkSize: number,
): { after: string | null; through: string | null }[] => {
  const chunks: { after: string | null; through: string | null }[] = [];
  let after: string | null = null;
  for (let end = chunkSize; end < sortedIds.length; end += chunkSize) {
    const through = sortedIds[end - 1] ?? null;
    chunks.push({ after, through });
    after = through;
  }
  chunks.push({ after, through: null });
  return chunks;
};

/**
 * Starts a full recompute in the caller's transaction: supersedes any running one, records the
 * run and its chunks. The caller queues the chunk jobs after commit.
 */
export const startRun = async (
  manager: EntityManager,
  reason: RecomputeStatus['reason'],
  requestedBy: string | null,
  chunkSize: number,
): Promise<{ runId: string; chunkIndexes: number[] }> => {
  await manager.query(
    `UPDATE recompute_runs SET status = 'superseded', finished_at = now() WHERE status = 'running'`,
  );
  const ids: { user_id: string }[] = await manager.query(
    'SELECT user_id FROM candidates WHERE is_eligible ORDER BY user_id',
  );
  const chunks = chunkBoundaries(
    ids.map((row) => row.user_id),
    chunkSize,
  );
  const [run] = await manager.query<{ id: string }[]>(
    `INSERT INTO recompute_runs (reason, total_chunks, requested_by) VALUES ($1, $2, $3)
     RETURNING id`,
    [reason, chunks.length, requestedBy],
  );
  if (!run) {
    throw new Error('the recompute run was not recorded');
  }
  await manager.query(
    `INSERT INTO recompute_chunks (run_id, chunk_index, after_user_id, through_user_id)
     SELECT $1, i - 1, a, t FROM unnest($2::uuid[], $3::uuid[]) WITH ORDINALITY AS c(a, t, i)`,
    [run.id, chunks.map((c) => c.after), chunks.map((c) => c.through)],
  );
  return { runId: run.id, chunkIndexes: chunks.map((_, i) => i) };
};
