import { matchFactorKeys } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { eligibleSql } from '../candidates/candidates.repository';
import {
  BUCKET_LABELS,
  HIGH_COMPATIBILITY_SCORE,
  RECENT_HIGH_MATCHES,
  type AnalysisCounts,
  type RecentHighMatchRow,
} from './analysis.mapper';

/** The matches both of whose members still take part in matching. */
const eligibleMatches = `
  matches m
  JOIN candidates a ON a.user_id = m.user1_id
  JOIN candidates b ON b.user_id = m.user2_id
  WHERE ${eligibleSql('a')} AND ${eligibleSql('b')}`;

const bucketColumns = BUCKET_LABELS.map((_, i) =>
  i === BUCKET_LABELS.length - 1
    ? `count(*) FILTER (WHERE m.compatibility_score >= ${i * 10})::int AS b${i}`
    : `count(*) FILTER (WHERE m.compatibility_score BETWEEN ${i * 10} AND ${i * 10 + 9})::int AS b${i}`,
);
const factorColumns = matchFactorKeys.map(
  (_, i) => `count(*) FILTER (WHERE m.factor_mask & ${2 ** i} <> 0)::int AS f${i}`,
);

const memberJson = (alias: string): string => `json_build_object(
  'user_id', ${alias}.user_id, 'full_name', ${alias}.full_name, 'gender', ${alias}.gender,
  'looking_for', ${alias}.looking_for,
  'date_of_birth', to_char(${alias}.date_of_birth, 'YYYY-MM-DD'),
  'ethnicity', ${alias}.ethnicity, 'country_of_residence', ${alias}.country_of_residence,
  'education_level', ${alias}.education_level, 'answers', ${alias}.answers)`;

/** Reads within the caller's transaction so every figure comes from one snapshot. */
@Injectable()
export class AnalysisRepository {
  /** Every figure in one pass over the eligible matches. */
  async counts(manager: EntityManager): Promise<AnalysisCounts> {
    const rows: Record<string, number | string | null>[] = await manager.query(
      `SELECT count(*)::int AS total,
              round(avg(m.compatibility_score)::numeric, 1)::float8 AS average,
              count(*) FILTER (WHERE m.compatibility_score >= ${HIGH_COMPATIBILITY_SCORE})::int AS high,
              ${[...bucketColumns, ...factorColumns].join(',\n              ')}
         FROM ${eligibleMatches}`,
    );
    const row = rows[0] ?? {};
    const int = (key: string): number => Number(row[key] ?? 0);
    return {
      total: int('total'),
      average:
        row['average'] === null || row['average'] === undefined ? null : Number(row['average']),
      high: int('high'),
      buckets: BUCKET_LABELS.map((_, i) => int(`b${i}`)),
      factors: matchFactorKeys.map((_, i) => int(`f${i}`)),
    };
  }

  recentHigh(manager: EntityManager): Promise<RecentHighMatchRow[]> {
    return manager.query(
      `SELECT m.compatibility_score AS score, m.factor_mask, m.created_at,
              ${memberJson('a')} AS user1, ${memberJson('b')} AS user2
         FROM ${eligibleMatches} AND m.compatibility_score >= ${HIGH_COMPATIBILITY_SCORE}
        ORDER BY m.created_at DESC, m.user1_id, m.user2_id
        LIMIT ${RECENT_HIGH_MATCHES}`,
    );
  }
}
