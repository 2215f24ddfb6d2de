import type { RecomputeStatus } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ChunkRange } from './chunk-boundaries';
import { toRecomputeStatus, type RunRow } from './runs.mapper';

export interface ChunkRow extends ChunkRange {
  done: boolean;
}

/**
 * Full recomputes (recompute_runs, whose generation orders settings changes) and their chunks.
 * Methods taking a manager first must run in the caller's transaction.
 */
@Injectable()
export class RunsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The newest full recompute, or null when none ever ran. */
  async latest(manager: EntityManager = this.dataSource.manager): Promise<RecomputeStatus | null> {
    const rows: RunRow[] = await manager.query(
      `SELECT id, reason, status, total_chunks, completed_chunks, started_at, finished_at
         FROM recompute_runs ORDER BY generation DESC LIMIT 1`,
    );
    return rows[0] ? toRecomputeStatus(rows[0]) : null;
  }

  async supersedeRunning(manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE recompute_runs SET status = 'superseded', finished_at = now() WHERE status = 'running'`,
    );
  }

  /** Records a running run (taking the next generation) and its chunks; returns the run id. */
  async insert(
    manager: EntityManager,
    reason: RecomputeStatus['reason'],
    requestedBy: string | null,
    chunks: readonly ChunkRange[],
  ): Promise<string> {
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
    return run.id;
  }

  async find(runId: string): Promise<{ generation: string; status: RunRow['status'] } | null> {
    const runs: { generation: string; status: RunRow['status'] }[] = await this.dataSource.query(
      'SELECT generation::text AS generation, status FROM recompute_runs WHERE id = $1',
      [runId],
    );
    return runs[0] ?? null;
  }

  async chunk(runId: string, chunkIndex: number): Promise<ChunkRow | null> {
    const chunks: ChunkRow[] = await this.dataSource.query(
      `SELECT after_user_id AS after, through_user_id AS through, done
         FROM recompute_chunks WHERE run_id = $1 AND chunk_index = $2`,
      [runId, chunkIndex],
    );
    return chunks[0] ?? null;
  }

  /** Locks the chunk row until the transaction ends; returns whether it is done (null: gone). */
  async lockChunk(
    manager: EntityManager,
    runId: string,
    chunkIndex: number,
  ): Promise<boolean | null> {
    const rows: { done: boolean }[] = await manager.query(
      'SELECT done FROM recompute_chunks WHERE run_id = $1 AND chunk_index = $2 FOR UPDATE',
      [runId, chunkIndex],
    );
    return rows[0]?.done ?? null;
  }

  async status(manager: EntityManager, runId: string): Promise<RunRow['status'] | null> {
    const rows: { status: RunRow['status'] }[] = await manager.query(
      'SELECT status FROM recompute_runs WHERE id = $1',
      [runId],
    );
    return rows[0]?.status ?? null;
  }

  /**
   * Marks the chunk done and counts it in its run (still running); returns the run's progress,
   * or null when the run is no longer running.
   */
  async finishChunk(
    manager: EntityManager,
    runId: string,
    chunkIndex: number,
    counts: { members: number; pairs: number },
  ): Promise<{ completed_chunks: number; total_chunks: number } | null> {
    await manager.query(
      `UPDATE recompute_chunks SET done = true, members = $3, pairs = $4, finished_at = now()
        WHERE run_id = $1 AND chunk_index = $2`,
      [runId, chunkIndex, counts.members, counts.pairs],
    );
    const [progress] = (
      await manager.query<[{ completed_chunks: number; total_chunks: number }[], number]>(
        `UPDATE recompute_runs SET completed_chunks = completed_chunks + 1
          WHERE id = $1 AND status = 'running'
         RETURNING completed_chunks, total_chunks`,
        [runId],
      )
    )[0];
    return progress ?? null;
  }

  async complete(manager: EntityManager, runId: string): Promise<void> {
    await manager.query(
      `UPDATE recompute_runs SET status = 'completed', finished_at = now() WHERE id = $1`,
      [runId],
    );
  }

  /** Chunks not done of running runs started more than `ageMs` ago (their job may be lost). */
  async unfinishedChunks(ageMs: number): Promise<{ runId: string; chunkIndex: number }[]> {
    const rows: { run_id: string; chunk_index: number }[] = await this.dataSource.query(
      `SELECT c.run_id, c.chunk_index FROM recompute_chunks c
         JOIN recompute_runs r ON r.id = c.run_id
        WHERE r.status = 'running' AND NOT c.done
          AND r.started_at < now() - make_interval(secs => $1::double precision / 1000)`,
      [ageMs],
    );
    return rows.map((row) => ({ runId: row.run_id, chunkIndex: row.chunk_index }));
  }
}
