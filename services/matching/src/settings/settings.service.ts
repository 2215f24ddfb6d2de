import {
  matchFactorKeys,
  type Actor,
  type AlgorithmSetting,
  type AlgorithmSettingsReply,
  type CompatibilityThreshold,
  type MatchFactorKey,
  type RecomputeStatus,
  type ThresholdsReply,
  type UpdateThresholds,
  type UpdateWeights,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { assertAdmin } from '../common/admin';
import { InjectMatchingConfig, type MatchingConfig } from '../config';
import { RecomputeQueue } from '../jobs/recompute-queue';
import { latestRun, startRun } from '../recompute/runs';

interface SettingRow {
  factor: MatchFactorKey;
  weight: number;
  description: string;
  display_name: string;
  last_updated: Date;
  updated_by: string | null;
}

interface ThresholdRow {
  level: 'high' | 'medium' | 'low';
  min_score: number;
  max_score: number;
  description: string;
}

const LEVEL_ORDER = ['high', 'medium', 'low'] as const;

/** Algorithm weights and thresholds (admin only); every change starts a full recompute. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: RecomputeQueue,
    @InjectMatchingConfig() private readonly config: MatchingConfig,
  ) {}

  private async settings(m: EntityManager): Promise<AlgorithmSetting[]> {
    const rows: SettingRow[] = await m.query(
      `SELECT factor, weight, description, display_name, last_updated, updated_by
         FROM algorithm_settings`,
    );
    const byFactor = new Map(rows.map((row) => [row.factor, row]));
    return matchFactorKeys.flatMap((factor) => {
      const row = byFactor.get(factor);
      return row
        ? [
            {
              factor,
              weight: row.weight,
              description: row.description,
              displayName: row.display_name,
              lastUpdated: row.last_updated.toISOString(),
              updatedBy: row.updated_by,
            },
          ]
        : [];
    });
  }

  private async thresholds(m: EntityManager): Promise<CompatibilityThreshold[]> {
    const rows: ThresholdRow[] = await m.query(
      'SELECT level, min_score, max_score, description FROM compatibility_thresholds',
    );
    return LEVEL_ORDER.flatMap((level) => {
      const row = rows.find((r) => r.level === level);
      return row
        ? [
            {
              level,
              minScore: row.min_score,
              maxScore: row.max_score,
              description: row.description,
            },
          ]
        : [];
    });
  }

  async getWeights(actor: Actor | null): Promise<AlgorithmSettingsReply> {
    assertAdmin(actor);
    const m = this.dataSource.manager;
    return { settings: await this.settings(m), recompute: await latestRun(m) };
  }

  async updateWeights(actor: Actor | null, body: UpdateWeights): Promise<AlgorithmSettingsReply> {
    const admin = assertAdmin(actor);
    const started = await this.dataSource.transaction(async (m) => {
      for (const factor of matchFactorKeys) {
        await m.query(
          `UPDATE algorithm_settings SET weight = $2, last_updated = now(), updated_by = $3
            WHERE factor = $1`,
          [factor, body.weights[factor], admin.userId],
        );
      }
      return startRun(m, 'weights', admin.userId, this.config.RECOMPUTE_CHUNK_SIZE);
    });
    await this.queue.addChunks(started.runId, started.chunkIndexes);
    return this.getWeights(actor);
  }

  async getThresholds(actor: Actor | null): Promise<ThresholdsReply> {
    assertAdmin(actor);
    const m = this.dataSource.manager;
    return { thresholds: await this.thresholds(m), recompute: await latestRun(m) };
  }

  async updateThresholds(actor: Actor | null, body: UpdateThresholds): Promise<ThresholdsReply> {
    const admin = assertAdmin(actor);
    const ranges: Record<(typeof LEVEL_ORDER)[number], [number, number]> = {
      high: [body.high, 100],
      medium: [body.medium, body.high - 1],
      low: [body.low, body.medium - 1],
    };
    const started = await this.dataSource.transaction(async (m) => {
      for (const level of LEVEL_ORDER) {
        const [min, max] = ranges[level];
        await m.query(
          `UPDATE compatibility_thresholds
              SET min_score = $2, max_score = $3, last_updated = now(), updated_by = $4
            WHERE level = $1`,
          [level, min, max, admin.userId],
        );
      }
      return startRun(m, 'thresholds', admin.userId, this.config.RECOMPUTE_CHUNK_SIZE);
    });
    await this.queue.addChunks(started.runId, started.chunkIndexes);
    return this.getThresholds(actor);
  }

  async recomputeStatus(actor: Actor | null): Promise<RecomputeStatus | null> {
    assertAdmin(actor);
    return latestRun(this.dataSource.manager);
  }
}
