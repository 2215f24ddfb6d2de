import {
  matchFactorKeys,
  matchLevels,
  type AlgorithmSetting,
  type CompatibilityThreshold,
} from '@mithaq/contracts';
import type { Thresholds, Weights } from '@mithaq/matching-engine';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  thresholdRanges,
  thresholdsOf,
  toAlgorithmSettings,
  toCompatibilityThresholds,
  weightsOf,
  type FactorRow,
  type ScoringSettings,
  type ThresholdRow,
} from './settings.mapper';

/**
 * The one reader and writer of the admin's factor weights (algorithm_settings) and compatibility
 * thresholds. Every read applies the same defaults (settings.mapper), so scoring, the analysis
 * and the admin area agree on a factor or level that has no stored row.
 */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Generation, weights and thresholds in one statement (one snapshot). */
  async scoring(manager: EntityManager = this.dataSource.manager): Promise<ScoringSettings> {
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
    return {
      generation: row?.generation ?? '0',
      weights: weightsOf(row?.weights ?? null),
      thresholds: thresholdsOf(row?.thresholds ?? null),
    };
  }

  /** The newest recompute generation, which every settings change bumps. */
  async currentGeneration(manager: EntityManager): Promise<string> {
    const rows: { generation: string }[] = await manager.query(
      'SELECT COALESCE(max(generation), 0)::text AS generation FROM recompute_runs',
    );
    return rows[0]?.generation ?? '0';
  }

  /** Every factor's weight and names, in contract order. */
  async factors(manager: EntityManager = this.dataSource.manager): Promise<AlgorithmSetting[]> {
    const rows: FactorRow[] = await manager.query(
      `SELECT factor, weight, description, display_name, last_updated, updated_by
         FROM algorithm_settings`,
    );
    return toAlgorithmSettings(rows);
  }

  /** Every level's range, high first. */
  async thresholds(
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CompatibilityThreshold[]> {
    const rows: ThresholdRow[] = await manager.query(
      'SELECT level, min_score, max_score, description FROM compatibility_thresholds',
    );
    return toCompatibilityThresholds(rows);
  }

  async saveWeights(manager: EntityManager, weights: Weights, updatedBy: string): Promise<void> {
    for (const factor of matchFactorKeys) {
      await manager.query(
        `UPDATE algorithm_settings SET weight = $2, last_updated = now(), updated_by = $3
          WHERE factor = $1`,
        [factor, weights[factor], updatedBy],
      );
    }
  }

  async saveThresholds(
    manager: EntityManager,
    thresholds: Thresholds,
    updatedBy: string,
  ): Promise<void> {
    const ranges = thresholdRanges(thresholds);
    for (const level of matchLevels) {
      const [min, max] = ranges[level];
      await manager.query(
        `UPDATE compatibility_thresholds
            SET min_score = $2, max_score = $3, last_updated = now(), updated_by = $4
          WHERE level = $1`,
        [level, min, max, updatedBy],
      );
    }
  }
}
