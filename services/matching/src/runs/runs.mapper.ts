import type { RecomputeStatus } from '@mithaq/contracts';

/** A recompute_runs row. */
export interface RunRow {
  id: string;
  reason: RecomputeStatus['reason'];
  status: 'running' | 'completed' | 'failed' | 'superseded';
  total_chunks: number;
  completed_chunks: number;
  started_at: Date;
  finished_at: Date | null;
}

export const toRecomputeStatus = (row: RunRow): RecomputeStatus => ({
  runId: row.id,
  reason: row.reason,
  // A superseded run stopped without finishing; a newer run took over its work.
  status: row.status === 'superseded' ? 'failed' : row.status,
  totalChunks: row.total_chunks,
  completedChunks: row.completed_chunks,
  startedAt: row.started_at.toISOString(),
  finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
});
