import { matchFactorKeys } from '@mithaq/contracts';
import type { Thresholds, Weights } from '@mithaq/matching-engine';
import type { EntityManager } from 'typeorm';

/** What scoring depends on, read in one statement so the three always belong together. */
export interface ScoringSettings {
  /** The newest recompute generation: bumped by every weights or thresholds change. */
  generation: string;
  weights: Weights;
  thresholds: Thresholds;
}

export const loadScoringSettings = async (manager: EntityManager): Promise<ScoringSettings> => {
  const rows: {
    generation: string;
    weights: Record<string, number> | null;
    thresholds: Record<string, number> | null;
  }[] = await manager.query(
    `SELECT (SELECT COALESCE(max(generation), 0) FROM recompute_runs)::text AS generation,
            (SELECT json_object_agg(factor, weight) FROM algorithm_settings) AS weights,
            (SELECT json_object_agg(level, min_score) FROM compatibility_thresholds) AS thresholds`,
  );
  const row = rows[0];
  const weights = Object.fromEntries(
    matchFactorKeys.map((key) => [key, Number(row?.weights?.[key] ?? 0)]),
  ) as Weights;
  const t = row?.thresholds ?? {};
  return {
    generation: row?.generation ?? '0',
    weights,
    thresholds: { high: t['high'] ?? 75, medium: t['medium'] ?? 50, low: t['low'] ?? 30 },
  };
};

export const currentGeneration = async (manager: EntityManager): Promise<string> => {
  const rows: { generation: string }[] = await manager.query(
    'SELECT COALESCE(max(generation), 0)::text AS generation FROM recompute_runs',
  );
  return rows[0]?.generation ?? '0';
};
