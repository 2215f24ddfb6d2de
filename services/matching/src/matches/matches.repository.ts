import type { MatchSort } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { pairBlockedInBulkSql, pairBlockedSql } from '../blocks/blocks.repository';
import { candidateColumns, eligibleSql } from '../candidates/candidates.repository';
import type { Cutoff, ScoredPartner } from '../engine/scoring-pool';
import type { MatchRow } from './match.mapper';
import { PairIds } from './pair-ids';
import { pairParams, type PairParams } from './pair-params';

/** Namespace of the per-member advisory locks (the second key is hashtext(userId)). */
export const MEMBER_LOCK_NAMESPACE = 5_017_302;
/**
 * The pair-writes lock: held shared by every transaction that writes pairs, exclusively by an
 * erasure. It stands where foreign keys to candidates would: a writer checks that both members of
 * each pair still exist while it holds the lock, and no member can be erased until it commits.
 */
export const PAIR_WRITES_LOCK: readonly [number, number] = [5_017_303, 0];

/**
 * A pair names a member who has no row any more (erased since the pool caught up). Nothing of the
 * batch was written; a fresh try catches the pool up and scores without them.
 */
export class MemberGone extends Error {
  constructor(readonly userId: string) {
    super(`member ${userId} left the read model while their pairs were being written`);
  }
}

/**
 * Recompute results are derived data written atomically with their bookkeeping (dirty mark,
 * chunk done): if a crash loses the last commits, the dirty row or unfinished chunk comes back
 * with them and is simply recomputed, so these commits need not wait for the WAL flush.
 */
const RELAX_COMMIT = "set_config('synchronous_commit', 'off', true)";

export type { PairRow } from './pair-params';

/** A member's cutoff as their last recompute found it. */
export interface MemberStat {
  userId: string;
  cutoff: Cutoff | null;
}

/**
 * The member's visible matches: not hidden, not blocked either way, at least the low threshold,
 * the other member currently eligible. ($1 member, $2 lowest score.)
 */
const VISIBLE = `
  WITH mine AS (
    SELECT m.id, m.compatibility_score AS score, m.factor_mask, m.created_at,
           CASE WHEN m.user1_id = $1 THEN m.user2_id ELSE m.user1_id END AS other_id
      FROM matches m
     WHERE (m.user1_id = $1 OR m.user2_id = $1)
       AND NOT m.is_hidden
       AND m.compatibility_score >= $2
       AND NOT ${pairBlockedSql('m.user1_id', 'm.user2_id')}
  ), visible AS (
    SELECT mine.id AS match_id, mine.score, mine.factor_mask, mine.created_at AS match_created_at,
           ${candidateColumns('c')}
      FROM mine JOIN candidates c ON c.user_id = mine.other_id AND c.is_eligible
  )`;

const ORDER: Record<MatchSort, string> = {
  compatibility: 'score DESC, match_created_at DESC, user_id',
  recent: 'match_created_at DESC, score DESC, user_id',
  // Case-insensitive, as members read the names: the databases sort bytes (C collation).
  name: 'lower(username) ASC, username ASC, user_id',
};

/**
 * Stored matches (one row per pair, user1 < user2) and each member's stats (member_stats: the
 * cutoff of their top list). Methods taking a manager first must run in the caller's transaction.
 */
@Injectable()
export class MatchesRepository {
  /** Ids for the rows upsertPairs inserts (a pair that exists keeps its id). */
  private readonly ids = new PairIds();

  constructor(private readonly dataSource: DataSource) {}

  /** How many visible matches the member has per level, among their `best` (null: all). */
  async counts(
    userId: string,
    thresholds: { high: number; medium: number; low: number },
    best: number | null = null,
  ): Promise<{ total: number; high: number; medium: number; basic: number }> {
    const rows: { total: number; high: number; medium: number; basic: number }[] =
      await this.dataSource.query(
        `${VISIBLE}, shown AS (SELECT * FROM visible ORDER BY ${ORDER.compatibility} LIMIT $5)
         SELECT count(*)::int AS total,
                count(*) FILTER (WHERE score >= $3)::int AS high,
                count(*) FILTER (WHERE score >= $4 AND score < $3)::int AS medium,
                count(*) FILTER (WHERE score < $4)::int AS basic
           FROM shown`,
        [userId, thresholds.low, thresholds.high, thresholds.medium, best],
      );
    return rows[0] ?? { total: 0, high: 0, medium: 0, basic: 0 };
  }

  /** How many of the member's visible matches share each factor (bit), most shared first. */
  async factorCounts(userId: string, low: number): Promise<{ bit: number; count: number }[]> {
    return this.dataSource.query(
      `${VISIBLE}
       SELECT b AS bit, count(*)::int AS count
         FROM visible, generate_series(0, 30) AS b
        WHERE (factor_mask >> b) & 1 = 1
        GROUP BY b`,
      [userId, low],
    );
  }

  /**
   * One page of the member's visible matches in `sort` order. `best` keeps only the member's best
   * that many (by compatibility, before paging and sorting); null keeps all. `total` counts what
   * the member may see, `hidden` what `best` left out.
   */
  async page(
    userId: string,
    minScore: number,
    sort: MatchSort,
    limit: number,
    offset: number,
    best: number | null = null,
  ): Promise<{ rows: MatchRow[]; total: number; hidden: number }> {
    const shown = `, shown AS (SELECT * FROM visible ORDER BY ${ORDER.compatibility} LIMIT $3)`;
    const [rows, count] = await Promise.all([
      this.dataSource.query<MatchRow[]>(
        `${VISIBLE}${shown} SELECT * FROM shown ORDER BY ${ORDER[sort]} LIMIT $4 OFFSET $5`,
        [userId, minScore, best, limit, offset],
      ),
      this.dataSource.query<{ total: number; all: number }[]>(
        `${VISIBLE}${shown}
         SELECT (SELECT count(*) FROM shown)::int AS total,
                (SELECT count(*) FROM visible)::int AS all`,
        [userId, minScore, best],
      ),
    ]);
    const total = count[0]?.total ?? 0;
    return { rows, total, hidden: (count[0]?.all ?? 0) - total };
  }

  /** The member's visible match with `otherId`, when it is among their `best` (null: any). */
  async one(
    userId: string,
    otherId: string,
    low: number,
    best: number | null = null,
  ): Promise<MatchRow | null> {
    const rows: MatchRow[] = await this.dataSource.query(
      `${VISIBLE}, shown AS (SELECT * FROM visible ORDER BY ${ORDER.compatibility} LIMIT $4)
       SELECT * FROM shown WHERE user_id = $3`,
      [userId, low, otherId, best],
    );
    return rows[0] ?? null;
  }

  /** True when a visible match row joins two members who both still take part in matching. */
  async areMatched(userA: string, userB: string): Promise<boolean> {
    const rows: { matched: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (
         SELECT 1 FROM matches m
           JOIN candidates a ON a.user_id = m.user1_id
           JOIN candidates b ON b.user_id = m.user2_id
          WHERE m.user1_id = LEAST($1::uuid, $2::uuid)
            AND m.user2_id = GREATEST($1::uuid, $2::uuid)
            AND NOT m.is_hidden
            AND NOT ${pairBlockedSql('m.user1_id', 'm.user2_id')}
            AND ${eligibleSql('a')} AND ${eligibleSql('b')}
       ) AS matched`,
      [userA, userB],
    );
    return rows[0]?.matched === true;
  }

  /**
   * Takes the pair-writes lock shared until the transaction ends and relaxes its commit (see
   * RELAX_COMMIT), in one round trip. Every transaction that calls upsertPairs takes it first,
   * before touching any pair: a writer already holding pair rows would otherwise deadlock with an
   * erasure waiting for it.
   */
  async lockPairWrites(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT ${RELAX_COMMIT}, pg_advisory_xact_lock_shared($1, $2)`, [
      ...PAIR_WRITES_LOCK,
    ]);
  }

  /** Waits for every pair write in progress and keeps new ones out until the transaction ends. */
  async excludePairWrites(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [...PAIR_WRITES_LOCK]);
  }

  /**
   * Serialises member recomputes across every worker until the transaction ends, takes the
   * pair-writes lock (lockPairWrites) and relaxes the commit, in one round trip. A per-member lock
   * is not enough: two members' recomputes share their pair, and one that caught up before the
   * other's change committed would delete the pair the other had just written.
   */
  async lockMemberRecomputes(manager: EntityManager): Promise<void> {
    await manager.query(
      `SELECT ${RELAX_COMMIT}, pg_advisory_xact_lock($1, 0),
              pg_advisory_xact_lock_shared($2, $3)`,
      [MEMBER_LOCK_NAMESPACE, ...PAIR_WRITES_LOCK],
    );
  }

  /**
   * Inserts or refreshes pairs (stored once, user1 < user2, in key order so concurrent writers lock
   * rows in the same order; a new row's id comes from PairIds). Manually adjusted rows are never
   * touched; likes, hiding, status and created_at of an existing pair are kept. A blocked pair is
   * never written, even by a recompute that scored it before the block committed. The transaction
   * must hold the pair-writes lock (lockPairWrites): then a member found here cannot be erased
   * before commit, and a member already erased throws MemberGone with nothing written.
   *
   * `seenUpTo` is the read-model version the caller's pool had caught up to before scoring the
   * pairs: the pool then held no member erased at or before it. Only a later erasure can have
   * removed one of their members, so each member's row is looked up only when erased_members
   * has a newer version (one indexed probe instead of thousands in the usual case).
   */
  async upsertPairs(
    manager: EntityManager,
    params: PairParams,
    generation: string,
    seenUpTo: bigint,
  ): Promise<void> {
    if (params.count === 0) {
      return;
    }
    const gone: { user_id: string }[] = await manager.query(
      `SELECT t.user_id FROM unnest($1::uuid[]) AS t(user_id)
        WHERE EXISTS (SELECT 1 FROM erased_members e WHERE e.version > $2::bigint)
          AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.user_id = t.user_id)
        LIMIT 1`,
      [params.members, seenUpTo.toString()],
    );
    if (gone[0]) {
      throw new MemberGone(gone[0].user_id);
    }
    // Each pair names its members by position in $1 (pairParams), the ids go once per batch.
    await manager.query(
      `INSERT INTO matches (id, user1_id, user2_id, compatibility_score, factor_mask, generation)
       SELECT i, LEAST(a, b), GREATEST(a, b), s, k, $6::bigint
         FROM unnest($2::integer[], $3::integer[], $4::smallint[], $5::integer[], $7::uuid[])
                AS p(ai, bi, s, k, i),
              LATERAL (SELECT ($1::uuid[])[p.ai] AS a, ($1::uuid[])[p.bi] AS b) AS t
        WHERE NOT ${pairBlockedInBulkSql('t.a', 't.b')}
        ORDER BY 2, 3
       ON CONFLICT (user1_id, user2_id) DO UPDATE SET
         compatibility_score = EXCLUDED.compatibility_score,
         factor_mask = EXCLUDED.factor_mask,
         generation = GREATEST(matches.generation, EXCLUDED.generation),
         updated_at = now()
       WHERE NOT matches.is_manually_adjusted
         AND matches.generation <= EXCLUDED.generation
         AND (matches.compatibility_score, matches.factor_mask, matches.generation)
             IS DISTINCT FROM
             (EXCLUDED.compatibility_score, EXCLUDED.factor_mask,
              GREATEST(matches.generation, EXCLUDED.generation))`,
      [
        params.members,
        params.a,
        params.b,
        params.scores,
        params.masks,
        generation,
        this.ids.takeParam(params.count),
      ],
    );
  }

  /**
   * Deletes the member's computed pairs except those with `keep`; returns the partners removed.
   * Rows a newer settings generation wrote are left to that generation's own recompute.
   */
  async deleteMemberPairsExcept(
    manager: EntityManager,
    memberId: string,
    keep: readonly string[],
    generation: string,
  ): Promise<string[]> {
    const [rows] = await manager.query<[{ partner: string }[], number]>(
      `DELETE FROM matches
        WHERE (user1_id = $1 OR user2_id = $1)
          AND NOT is_manually_adjusted
          AND generation <= $3::bigint
          AND NOT (CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END = ANY($2::uuid[]))
        RETURNING CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END AS partner`,
      [memberId, keep, generation],
    );
    return rows.map((row) => row.partner);
  }

  /** Replaces a member's computed pairs with `kept`; returns the partners removed. */
  async replaceMemberPairs(
    manager: EntityManager,
    memberId: string,
    kept: readonly ScoredPartner[],
    generation: string,
    seenUpTo: bigint,
  ): Promise<string[]> {
    const removed = await this.deleteMemberPairsExcept(
      manager,
      memberId,
      kept.map((p) => p.userId),
      generation,
    );
    await this.upsertPairs(
      manager,
      pairParams(kept.map((p) => ({ a: memberId, b: p.userId, score: p.score, mask: p.mask }))),
      generation,
      seenUpTo,
    );
    return removed;
  }

  /** Removes computed rows of generations before `generation` (the end of a full recompute). */
  async deleteOlderGenerations(manager: EntityManager, generation: string): Promise<void> {
    await manager.query('DELETE FROM matches WHERE generation < $1 AND NOT is_manually_adjusted', [
      generation,
    ]);
  }

  /** The two members' pair, adjusted or not (a block removes it); true when there was one. */
  async deletePair(manager: EntityManager, userA: string, userB: string): Promise<boolean> {
    const [, affected] = await manager.query<[unknown[], number]>(
      `DELETE FROM matches
        WHERE user1_id = LEAST($1::uuid, $2::uuid) AND user2_id = GREATEST($1::uuid, $2::uuid)`,
      [userA, userB],
    );
    return affected > 0;
  }

  /** Every pair of the member, adjusted or not; returns each partner once. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<string[]> {
    const [removed] = await manager.query<[{ partner: string }[], number]>(
      `DELETE FROM matches WHERE user1_id = $1 OR user2_id = $1
       RETURNING CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END AS partner`,
      [userId],
    );
    return [...new Set(removed.map((row) => row.partner))];
  }

  /** Stores the members' stats as computed for the settings `generation`. */
  async upsertMemberStats(
    manager: EntityManager,
    stats: readonly MemberStat[],
    generation: string,
  ): Promise<void> {
    if (stats.length === 0) {
      return;
    }
    await manager.query(
      `INSERT INTO member_stats
         (user_id, cutoff_score, cutoff_user_id, computed_at, generation)
       SELECT u, s, c, now(), $4::bigint
         FROM unnest($1::uuid[], $2::smallint[], $3::uuid[]) AS t(u, s, c)
        ORDER BY u
       ON CONFLICT (user_id) DO UPDATE SET
         cutoff_score = EXCLUDED.cutoff_score,
         cutoff_user_id = EXCLUDED.cutoff_user_id,
         computed_at = EXCLUDED.computed_at,
         generation = EXCLUDED.generation,
         written_xid = pg_current_xact_id()`,
      [
        stats.map((s) => s.userId),
        stats.map((s) => s.cutoff?.score ?? null),
        stats.map((s) => s.cutoff?.userId ?? null),
        generation,
      ],
    );
  }

  async deleteMemberStats(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM member_stats WHERE user_id = $1', [userId]);
  }

  /** Stats of members no longer eligible (their matches are gone with the full recompute). */
  async deleteStatsOfIneligible(manager: EntityManager): Promise<void> {
    await manager.query(
      `DELETE FROM member_stats s USING candidates c
        WHERE c.user_id = s.user_id AND NOT c.is_eligible`,
    );
  }

  /**
   * Refreshes the planner's statistics of the tables a full recompute rewrote. Without them the
   * member's dashboard queries are planned for the table's old size (or, never analysed, a
   * guess): a parallel scan where an index lookup of ~50 rows does, tens of ms instead of one.
   */
  async refreshStatistics(): Promise<void> {
    await this.dataSource.query('ANALYZE matches, member_stats');
  }
}
