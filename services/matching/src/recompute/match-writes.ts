import type { EntityManager } from 'typeorm';
import type { ScoredPartner } from '../engine/scoring-pool';
import type { Cutoff } from './keep';

export interface PairRow {
  a: string;
  b: string;
  score: number;
  mask: number;
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Inserts or refreshes pairs (stored once, user1 < user2, in key order so concurrent writers
 * lock rows in the same order). Manually adjusted rows are never touched; likes, hiding, status
 * and created_at of an existing pair are kept.
 */
export const upsertPairs = async (
  manager: EntityManager,
  rows: readonly PairRow[],
  generation: string,
): Promise<void> => {
  if (rows.length === 0) {
    return;
  }
  await manager.query(
    `INSERT INTO matches (user1_id, user2_id, compatibility_score, factor_mask, generation)
     SELECT LEAST(a, b), GREATEST(a, b), s, k, $5::bigint
       FROM unnest($1::uuid[], $2::uuid[], $3::smallint[], $4::integer[]) AS t(a, b, s, k)
      ORDER BY 1, 2
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
      rows.map((r) => r.a),
      rows.map((r) => r.b),
      rows.map((r) => r.score),
      rows.map((r) => r.mask),
      generation,
    ],
  );
};

/**
 * Deletes the member's computed pairs except those with `keep`; returns the partners removed.
 * Rows a newer settings generation wrote are left to that generation's own recompute.
 */
export const deleteMemberPairsExcept = async (
  manager: EntityManager,
  memberId: string,
  keep: readonly string[],
  generation: string,
): Promise<string[]> => {
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
};

/** Replaces a member's computed pairs with `kept` in the caller's transaction. */
export const replaceMemberPairs = async (
  manager: EntityManager,
  memberId: string,
  kept: readonly ScoredPartner[],
  generation: string,
): Promise<string[]> => {
  const removed = await deleteMemberPairsExcept(
    manager,
    memberId,
    kept.map((p) => p.userId),
    generation,
  );
  await upsertPairs(
    manager,
    kept.map((p) => ({ a: memberId, b: p.userId, score: p.score, mask: p.mask })),
    generation,
  );
  return removed;
};

export interface MemberStat {
  userId: string;
  cutoff: Cutoff | null;
  matchCount: number;
}

export const upsertMemberStats = async (
  manager: EntityManager,
  stats: readonly MemberStat[],
): Promise<void> => {
  if (stats.length === 0) {
    return;
  }
  await manager.query(
    `INSERT INTO member_stats (user_id, cutoff_score, cutoff_user_id, match_count, computed_at)
     SELECT u, s, c, n, now()
       FROM unnest($1::uuid[], $2::smallint[], $3::uuid[], $4::integer[]) AS t(u, s, c, n)
      ORDER BY u
     ON CONFLICT (user_id) DO UPDATE SET
       cutoff_score = EXCLUDED.cutoff_score,
       cutoff_user_id = EXCLUDED.cutoff_user_id,
       match_count = EXCLUDED.match_count,
       computed_at = EXCLUDED.computed_at,
       written_xid = pg_current_xact_id()`,
    [
      stats.map((s) => s.userId),
      stats.map((s) => s.cutoff?.score ?? null),
      stats.map((s) => s.cutoff?.userId ?? null),
      stats.map((s) => s.matchCount),
    ],
  );
};
