import { postgresFailureOf, PostgresErrorCode } from '@mithaq/database';
import type { Logger } from '@mithaq/logging';
import type { DataSource, EntityManager } from 'typeorm';
import { BlocksRepository } from '../blocks/blocks.repository';
import { toEngineCandidate } from '../candidates/candidate.mapper';
import { CandidatesRepository } from '../candidates/candidates.repository';
import { MatchesRepository, MemberGone, type MemberStat } from '../matches/matches.repository';
import { RunsRepository } from '../runs/runs.repository';
import { SettingsRepository } from '../settings/settings.repository';
import { chunkPairs } from './chunk-pairs';
import type { PoolHolder, PoolState } from './pool-holder';

/** The pool was built for older settings than the database now holds. */
class StalePool extends Error {}

/**
 * Failures a fresh try can get past: two writers crossing on shared pairs (deadlock,
 * serialization), or a member erased after the pool caught up (MemberGone for a pair, the stats'
 * foreign key for a chunk's member: catch up again).
 */
const RETRYABLE_PG_CODES: ReadonlySet<string> = new Set<PostgresErrorCode>([
  PostgresErrorCode.DeadlockDetected,
  PostgresErrorCode.SerializationFailure,
  PostgresErrorCode.ForeignKeyViolation,
]);

const isRetryable = (error: unknown): boolean =>
  error instanceof StalePool ||
  error instanceof MemberGone ||
  RETRYABLE_PG_CODES.has(postgresFailureOf(error)?.code ?? '');

const MAX_TRIES = 5;

/** Test hooks: called inside the write transaction, after the rows are written, before commit. */
export interface RecomputeHooks {
  beforeCommit?: (kind: 'member' | 'chunk', id: string) => Promise<void>;
}

export type ChunkOutcome = 'written' | 'finished-run' | 'skipped';

/**
 * Computes and stores matches. Per member: its top N plus partners whose top list would hold it,
 * replaced in one transaction; member recomputes run one at a time across workers (an advisory
 * lock), each caught up after taking it. Per chunk of a full recompute:
 * the top N of each member in the chunk, upserted with the run's generation; the last chunk
 * removes rows of older generations. Both are safe to repeat and to run on several workers.
 */
export class Recomputer {
  private readonly candidates: CandidatesRepository;
  private readonly matches: MatchesRepository;
  private readonly settings: SettingsRepository;
  private readonly runs: RunsRepository;
  private readonly blocks: BlocksRepository;

  constructor(
    private readonly dataSource: DataSource,
    private readonly pools: PoolHolder,
    private readonly matchesPerMember: number,
    private readonly logger: Logger,
    private readonly hooks: RecomputeHooks = {},
  ) {
    this.candidates = new CandidatesRepository(dataSource);
    this.matches = new MatchesRepository(dataSource);
    this.settings = new SettingsRepository(dataSource);
    this.runs = new RunsRepository(dataSource);
    this.blocks = new BlocksRepository(dataSource);
  }

  /**
   * Builds the candidate pool ahead of the first job (at a worker's start), so that job does not
   * wait for it: building it reads and compiles every candidate, seconds at 20,000 members.
   */
  async warm(): Promise<void> {
    await this.pools.fresh();
  }

  /** Returns the partners who lost their pair with a member who left the pool. */
  async recomputeMember(userId: string): Promise<string[]> {
    return this.withRetries(async () => {
      const { orphaned, stat, state } = await this.dataSource.transaction(async (m) => {
        // Caught up under the lock: the pool holds every change committed before this recompute,
        // and a partner's recompute that follows sees this one's pairs and cutoff.
        await this.matches.lockMemberRecomputes(m);
        const fresh = await this.pools.fresh();
        const seenUpTo = fresh.version;
        return { ...(await this.memberTransaction(m, fresh, seenUpTo, userId)), state: fresh };
      });
      // Committed: this worker's cutoffs reflect its own write at once (others' on catch-up).
      if (stat) {
        state.cutoffs.set(userId, stat.cutoff, state.settings.generation);
      } else {
        state.cutoffs.delete(userId);
      }
      return orphaned;
    });
  }

  async recomputeChunk(runId: string, chunkIndex: number): Promise<ChunkOutcome> {
    return this.withRetries(async () => {
      const state = await this.pools.fresh();
      // The version now: the pool goes on catching up under jobs running beside this one.
      return this.chunk(state, state.version, runId, chunkIndex);
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
    seenUpTo: bigint,
    userId: string,
  ): Promise<{ orphaned: string[]; stat: MemberStat | null }> {
    if ((await this.settings.currentGeneration(m)) !== state.settings.generation) {
      throw new StalePool('settings changed');
    }
    const { dirtyVersion, row } = await this.candidates.forRecompute(m, userId);
    const candidate = row ? toEngineCandidate(row) : null;
    let orphaned: string[] = [];
    let stat: MemberStat | null = null;
    if (!candidate) {
      state.pool.remove(userId);
      orphaned = await this.matches.deleteMemberPairsExcept(
        m,
        userId,
        [],
        state.settings.generation,
      );
      await this.matches.deleteMemberStats(m, userId);
      if (orphaned.length > 0) {
        await this.candidates.markDirty(m, orphaned, await this.candidates.nextVersion(m));
      }
    } else {
      state.pool.upsert(candidate);
      // Read under the recompute lock: a block committed before it is never scored back in.
      const blocked = (await this.blocks.keysByMember([userId], m)).get(userId);
      const { kept, cutoff } = state.pool.keptPartners(
        userId,
        state.settings.thresholds.low,
        this.matchesPerMember,
        (partnerId) => state.cutoffs.get(partnerId),
        blocked,
      );
      stat = { userId, cutoff };
      await this.matches.replaceMemberPairs(m, userId, kept, state.settings.generation, seenUpTo);
      await this.matches.upsertMemberStats(m, [stat], state.settings.generation);
    }
    await this.hooks.beforeCommit?.('member', userId);
    if (dirtyVersion !== null) {
      await this.candidates.clearDirty(m, userId, dirtyVersion);
    }
    return { orphaned, stat };
  }

  private async chunk(
    state: PoolState,
    seenUpTo: bigint,
    runId: string,
    chunkIndex: number,
  ): Promise<ChunkOutcome> {
    const run = await this.runs.find(runId);
    if (!run || run.status !== 'running') {
      return 'skipped';
    }
    if (run.generation !== state.settings.generation) {
      if (BigInt(run.generation) < BigInt(state.settings.generation)) {
        return 'skipped'; // a newer run superseded this one
      }
      throw new StalePool('pool older than the run');
    }
    const chunk = await this.runs.chunk(runId, chunkIndex);
    if (!chunk || chunk.done) {
      return 'skipped';
    }
    const members = await this.candidates.eligibleIdsBetween(chunk.after, chunk.through);
    // A block committed after this read is kept out by the pair writes themselves (upsertPairs).
    const blockedBy = await this.blocks.keysByMember(members);
    const { generation } = state.settings;
    const started = Date.now();
    const { pairs, stats, keptByPartners } = chunkPairs(state.pool, state.cutoffs, members, {
      low: state.settings.thresholds.low,
      n: this.matchesPerMember,
      generation,
      blockedBy,
    });
    const params = pairs.params();
    const scoredAt = Date.now();
    // One transaction: the chunk's pairs, its members' stats and its mark are stored together,
    // so a crash or a retry leaves either all of them or none. The pairs go in key order in one
    // statement, so two writers crossing on shared pairs lock them in the same order.
    const outcome = await this.dataSource.transaction(async (m): Promise<ChunkOutcome> => {
      await this.matches.lockPairWrites(m);
      // The chunk row is locked while it is written (a retried copy of this job waits, then
      // sees it done); the run row only at the end, so chunks finish in parallel.
      const done = await this.runs.lockChunk(m, runId, chunkIndex);
      const status = await this.runs.status(m, runId);
      if (status !== 'running' || done !== false) {
        return 'skipped';
      }
      await this.matches.upsertPairs(m, params, generation, seenUpTo);
      await this.matches.upsertMemberStats(m, stats, generation);
      await this.hooks.beforeCommit?.('chunk', `${runId}:${chunkIndex}`);
      const progress = await this.runs.finishChunk(m, runId, chunkIndex, {
        members: stats.length,
        pairs: pairs.size,
      });
      if (!progress || progress.completed_chunks < progress.total_chunks) {
        return 'written';
      }
      await this.matches.deleteOlderGenerations(m, generation);
      await this.matches.deleteStatsOfIneligible(m);
      await this.runs.complete(m, runId);
      this.logger.info({ runId, chunks: progress.total_chunks }, 'full recompute completed');
      return 'finished-run';
    });
    if (outcome !== 'skipped') {
      stats.forEach((stat) => state.cutoffs.set(stat.userId, stat.cutoff, generation));
    }
    if (outcome === 'finished-run') {
      // The run is complete whatever this gives: statistics are the planner's, not the data.
      await this.matches.refreshStatistics().catch((err: unknown) => {
        this.logger.warn({ err, runId }, 'statistics of the recomputed tables not refreshed');
      });
    }
    this.logger.debug(
      {
        runId,
        chunkIndex,
        members: stats.length,
        pairs: pairs.size,
        keptByPartners,
        scoreMs: scoredAt - started,
        writeMs: Date.now() - scoredAt,
        outcome,
      },
      'recompute chunk',
    );
    return outcome;
  }
}
