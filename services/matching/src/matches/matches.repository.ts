import type { MatchSort } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { candidateColumns, type CandidateRow } from '../candidates/candidate-row';

/** A visible match of a member with the other member's row. */
export type MatchRow = CandidateRow & {
  match_id: string;
  score: number;
  factor_mask: number;
  match_created_at: Date;
};

/**
 * The member's visible matches: not hidden, at least the low threshold, the other member
 * currently eligible. ($1 member, $2 lowest score.)
 */
const VISIBLE = `
  WITH mine AS (
    SELECT m.id, m.compatibility_score AS score, m.factor_mask, m.created_at,
           CASE WHEN m.user1_id = $1 THEN m.user2_id ELSE m.user1_id END AS other_id
      FROM matches m
     WHERE (m.user1_id = $1 OR m.user2_id = $1)
       AND NOT m.is_hidden
       AND m.compatibility_score >= $2
  ), visible AS (
    SELECT mine.id AS match_id, mine.score, mine.factor_mask, mine.created_at AS match_created_at,
           ${candidateColumns('c')}
      FROM mine JOIN candidates c ON c.user_id = mine.other_id AND c.is_eligible
  )`;

const ORDER: Record<MatchSort, string> = {
  compatibility: 'score DESC, match_created_at DESC, user_id',
  recent: 'match_created_at DESC, score DESC, user_id',
  name: 'username ASC, user_id',
};

@Injectable()
export class MatchesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async candidate(userId: string): Promise<CandidateRow | null> {
    const rows: CandidateRow[] = await this.dataSource.query(
      `SELECT ${candidateColumns('c')} FROM candidates c WHERE c.user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async counts(
    userId: string,
    thresholds: { high: number; medium: number; low: number },
  ): Promise<{ total: number; high: number; medium: number; basic: number }> {
    const rows: { total: number; high: number; medium: number; basic: number }[] =
      await this.dataSource.query(
        `${VISIBLE}
         SELECT count(*)::int AS total,
                count(*) FILTER (WHERE score >= $3)::int AS high,
                count(*) FILTER (WHERE score >= $4 AND score < $3)::int AS medium,
                count(*) FILTER (WHERE score < $4)::int AS basic
           FROM visible`,
        [userId, thresholds.low, thresholds.high, thresholds.medium],
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

  async page(
    userId: string,
    minScore: number,
    sort: MatchSort,
    limit: number,
    offset: number,
  ): Promise<{ rows: MatchRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query<MatchRow[]>(
        `${VISIBLE} SELECT * FROM visible ORDER BY ${ORDER[sort]} LIMIT $3 OFFSET $4`,
        [userId, minScore, limit, offset],
      ),
      this.dataSource.query<{ total: number }[]>(
        `${VISIBLE} SELECT count(*)::int AS total FROM visible`,
        [userId, minScore],
      ),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  async one(userId: string, otherId: string, low: number): Promise<MatchRow | null> {
    const rows: MatchRow[] = await this.dataSource.query(
      `${VISIBLE} SELECT * FROM visible WHERE user_id = $3`,
      [userId, low, otherId],
    );
    return rows[0] ?? null;
  }
}
