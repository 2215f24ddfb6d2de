import type { Logger } from '@mithaq/logging';
import type { DataSource, EntityManager } from 'typeorm';
import {
  candidateColumns,
  toEngineCandidate,
  type CandidateRow,
} from '../candidates/candidate-row';
import { markDirty, nextVersion } from '../candidates/read-model';
import { currentGeneration } from '../settings/scoring-settings';
import { cutoffOf } from './keep';
import {
  pairKey,
  replaceMemberPairs,
  upsertMemberStats,
  upsertPairs,
  deleteMemberPairsExcept,
  type MemberStat,
  type PairRow,
} from './match-writes';
import type { PoolHolder, PoolState } from './pool-holder';

/** Namespace of the per-member advisory locks (the second key is hashtext(userId)). */
export const MEMBER_LOCK_NAMESPACE = 5_017_302;

/** The pool was built for older settings than the database now holds. */
class StalePool extends Error {}

const RETRYABLE_PG_CODES = new Set([
  '40P01', // deadlock: two writers crossed on shared pairs
  '40001', // serialization failure
  '23503', // a partner was erased after the pool caught up: catch up again
]);

const isRetryable = (error: unknown): boolean =>
  error instanceof StalePool ||
  (typeof error === 'object' &&
    error !== null &&
    RETRYABLE_PG_CODES.has(String((error as { code?: unknown }).code)));

const MAX_TRIES = 5;
/** Pairs per write transaction of a chunk. */
const PAIR_BATCH = 2000;

/**
 * Recompute results are derived data written atomically with their bookkeeping (dirty mark,
 * chunk done): if a crash loses the last commits, the dirty row or unfinished chunk comes back
 * with them and is simply recomputed, so these commits need not wait for the WAL flush.
 */
const RELAXED_COMMIT = 'SET LOCAL synchronous_commit TO OFF';

/** Test hooks: called inside the write transaction, after the rows are written, before commit. */
export interface RecomputeHooks {
  beforeCommit?: (kind: 'member' | 'chunk', id: string) => Promise<void>;
}

export type ChunkOutcome = 'written' | 'finished-run' | 'skipped';

/**
 * Computes and stores matches. Per member: its top N plus partners whose top list would hold it,
 * replaced in one transaction under the member's advisory lock. Per chunk of a full recompute:
 * the top N of each member in the chunk, upserted with the run's generation; the last chunk
 * removes rows of older generations. Both are safe to repeat and to run on several workers.
 */
export class Recomputer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pools: PoolHolder,
    private readonly matchesPerMember: number,
    private readonly logger: Logger,
    private readonly hooks: RecomputeHooks = {},
  ) {}

  /** Returns the partners who lost their pair with a member who left the pool. */
  async recomputeMember(userId: string): Promise<string[]> {
    return this.withRetries(async () => {
      const state = await this.pools.fresh();
      const { orphaned, stat } = await this.dataSource.transaction((m) =>
        this.memberTransaction(m, state, userId),
      );
      // Committed: this worker's cutoffs reflect its own write at once (others' on catch-up).
      if (stat) {
        state.cutoffs.set(userId, stat.cutoff);
      } else {
        state.cutoffs.delete(userId);
      }
      return orphaned;
    });
  }

  async recomputeChunk(runId: string, chunkIndex: number): Promise<ChunkOutcome> {
    return this.withRetries(async () => {
      const state = await this.pools.fresh();
      return this.chunk(state, runId, chunkIndex);
    });
  }

  private async withRetries<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if (!isRetryable(error) || attempt >= MAX_TRIES) {
          throw error;
        }
        this.logger.debug({ err: error, attempt }, 'recompute retried');
        if (error instanceof StalePool) {
          this.pools.invalidate();
        }
      }
    }
  }

  private async memberTransaction(
    m: EntityManager,
    state: PoolState,
    userId: string,
  ): Promise<{ orphaned: string[]; stat: MemberStat | null }> {
    // RELAXED_COMMIT (set_config local = SET LOCAL) and the lock in one round trip.
    await m.query(
      `SELECT set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock($1, hashtext($2))`,
      [MEMBER_LOCK_NAMESPACE, userId],
    );
    if ((await currentGeneration(m)) !== state.settings.generation) {
      throw new StalePool('settings changed');
    }
    // The dirty mark and the member's row together (either may be missing).
    const [row] = await m.query<(CandidateRow & { dirty_version: string | null })[]>(
      `SELECT d.version::text AS dirty_version, ${candidateColumns('c')}
         FROM (SELECT $1::uuid AS id) k
         LEFT JOIN dirty_members d ON d.user_id = k.id
         LEFT JOIN candidates c ON c.user_id = k.id`,
      [userId],
    );
    const dirtyVersion = row?.dirty_version ?? null;
    const candidate = row && row.user_id !== null ? toEngineCandidate(row) : null;
    let orphaned: string[] = [];
    let stat: MemberStat | null = null;
    if (!candidate) {
      state.pool.remove(userId);
      orphaned = await deleteMemberPairsExcept(m, userId, [], state.settings.generation);
      await m.query('DELETE FROM member_stats WHERE user_id = $1', [userId]);
      if (orphaned.length > 0) {
        await markDirty(m, orphaned, await nextVersion(m));
      }
    } else {
      state.pool.upsert(candidate);
      const { kept, cutoff, count } = state.pool.keptPartners(
        userId,
        state.settings.thresholds.low,
        this.matchesPerMember,
        (partnerId) => state.cutoffs.get(partnerId),
      );
      stat = { userId, cutoff, matchCount: count };
      await replaceMemberPairs(m, userId, kept, state.settings.generation);
      await upsertMemberStats(m, [stat]);
    }
    await this.hooks.beforeCommit?.('member', userId);
    if (dirtyVersion !== null) {
      await m.query('DELETE FROM dirty_members WHERE user_id = $1 AND version = $2', [
        userId,
        dirtyVersion,
      ]);
    }
    return { orphaned, stat };
  }

  private async chunk(state: PoolState, runId: string, chunkIndex: number): Promise<ChunkOutcome> {
    const runs: { generation: string; status: string }[] = await this.dataSource.query(
      'SELECT generation::text AS generation, status FROM recompute_runs WHERE id = $1',
      [runId],
    );
    const run = runs[0];
    if (!run || run.status !== 'running') {
      return 'skipped';
    }
    if (run.generation !== state.settings.generation) {
      if (BigInt(run.generation) < BigInt(state.settings.generation)) {
        return 'skipped'; // a newer run superseded this one
      }
      throw new StalePool('pool older than the run');
    }
    const chunks: { after: string | null; through: string | null; done: boolean }[] =
      await this.dataSource.query(
        `SELECT after_user_id AS after, through_user_id AS through, done
           FROM recompute_chunks WHERE run_id = $1 AND chunk_index = $2`,
        [runId, chunkIndex],
      );
    const chunk = chunks[0];
    if (!chunk || chunk.done) {
      return 'skipped';
    }
    const members: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM candidates
        WHERE is_eligible AND ($1::uuid IS NULL OR user_id > $1) AND ($2::uuid IS NULL OR user_id <= $2)
        ORDER BY user_id`,
      [chunk.after, chunk.through],
    );
    const started = Date.now();
    const pairs = new Map<string, PairRow>();
    const stats: MemberStat[] = [];
    for (const { user_id: userId } of members) {
      if (!state.pool.has(userId)) {
        continue; // changed since the pool caught up: its own recompute job covers it
      }
      const { top, count } = state.pool.topPartners(
        userId,
        state.settings.thresholds.low,
        this.matchesPerMember,
      );
      for (const partner of top) {
        pairs.set(pairKey(userId, partner.userId), {
          a: userId,
          b: partner.userId,
          score: partner.score,
          mask: partner.mask,
        });
      }
      stats.push({ userId, cutoff: cutoffOf(top, this.matchesPerMember), matchCount: count });
    }
    const scoredAt = Date.now();
    // The pairs go in small transactions so chunks writing shared pairs wait on each other only
    // briefly. Rows written before a crash are harmless: a retry writes them again, and only
    // the final transaction below marks the chunk done.
    const rows = [...pairs.values()];
    for (let i = 0; i < rows.length; i += PAIR_BATCH) {
      await this.dataSource.transaction(async (m) => {
        await m.query(RELAXED_COMMIT);
        await upsertPairs(m, rows.slice(i, i + PAIR_BATCH), state.settings.generation);
      });
    }
    const outcome = await this.dataSource.transaction(async (m): Promise<ChunkOutcome> => {
      await m.query(RELAXED_COMMIT);
      // The chunk row is locked while it is finished (a retried copy of this job waits, then
      // sees it done); the run row only at the end, so chunks finish in parallel.
      const done: { done: boolean }[] = await m.query(
        'SELECT done FROM recompute_chunks WHERE run_id = $1 AND chunk_index = $2 FOR UPDATE',
        [runId, chunkIndex],
      );
      const current: { status: string }[] = await m.query(
        'SELECT status FROM recompute_runs WHERE id = $1',
        [runId],
      );
      if (current[0]?.status !== 'running' || done[0]?.done !== false) {
        return 'skipped';
      }
      await upsertMemberStats(m, stats);
      await this.hooks.beforeCommit?.('chunk', `${runId}:${chunkIndex}`);
      await m.query(
        `UPDATE recompute_chunks SET done = true, members = $3, pairs = $4, finished_at = now()
          WHERE run_id = $1 AND chunk_index = $2`,
        [runId, chunkIndex, stats.length, pairs.size],
      );
      const [progress] = (
        await m.query<[{ completed_chunks: number; total_chunks: number }[], number]>(
          `UPDATE recompute_runs SET completed_chunks = completed_chunks + 1
            WHERE id = $1 AND status = 'running'
           RETURNING completed_chunks, total_chunks`,
          [runId],
        )
      )[0];
      if (!progress || progress.completed_chunks < progress.total_chunks) {
        return 'written';
      }
      await m.query('DELETE FROM matches WHERE generation < $1 AND NOT is_manually_adjusted', [
        state.settings.generation,
      ]);
      await m.query(
        `DELETE FROM member_stats s USING candidates c
          WHERE c.user_id = s.user_id AND NOT c.is_eligible`,
      );
      await m.query(
        `UPDATE recompute_runs SET status = 'completed', finished_at = now() WHERE id = $1`,
        [runId],
      );
      this.logger.info({ runId, chunks: progress.total_chunks }, 'full recompute completed');
      return 'finished-run';
    });
    if (outcome !== 'skipped') {
      stats.forEach((stat) => state.cutoffs.set(stat.userId, stat.cutoff));
    }
    this.logger.debug(
      {
        runId,
        chunkIndex,
        members: stats.length,
        pairs: pairs.size,
        scoreMs: scoredAt - started,
        writeMs: Date.now() - scoredAt,
        outcome,
      },
      'recompute chunk',
    );
    return outcome;
  }
}
