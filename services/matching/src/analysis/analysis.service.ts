import type { MatchAnalysis, MatchFactorKey } from '@mithaq/contracts';
import { explainMask, type Weights } from '@mithaq/matching-engine';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RunsRepository } from '../runs/runs.repository';
import { SettingsRepository } from '../settings/settings.repository';
import { toAnalysedCandidate, toAverage, toDistribution, toFactorShares } from './analysis.mapper';
import { AnalysisRepository } from './analysis.repository';

/** The admin match analysis (the RPC handler admits admins only). */
@Injectable()
export class AnalysisService {
  constructor(
    private readonly analysis: AnalysisRepository,
    private readonly settings: SettingsRepository,
    private readonly runs: RunsRepository,
    private readonly dataSource: DataSource,
  ) {}

  async analyse(): Promise<MatchAnalysis> {
    // One snapshot, so the totals, the shares and the recent list describe the same matches.
    const [counts, recent, factors, run] = await this.dataSource.transaction(
      'REPEATABLE READ',
      async (manager) =>
        [
          await this.analysis.counts(manager),
          await this.analysis.recentHigh(manager),
          await this.settings.factors(manager),
          await this.runs.latest(manager),
        ] as const,
    );
    const weights = Object.fromEntries(factors.map((f) => [f.factor, f.weight])) as Weights;
    const displayNames = Object.fromEntries(
      factors.map((f) => [f.factor, f.displayName]),
    ) as Record<MatchFactorKey, string>;
    return {
      totalMatches: counts.total,
      averageScore: toAverage(counts.average),
      highCompatibilityCount: counts.high,
      matchDistribution: toDistribution(counts.buckets),
      matchingFactors: toFactorShares(counts.factors, counts.total, displayNames),
      recentHighMatches: recent.map((row) => ({
        user1Id: row.user1.user_id,
        user2Id: row.user2.user_id,
        user1Name: row.user1.full_name,
        user2Name: row.user2.full_name,
        score: row.score,
        factors: explainMask(
          toAnalysedCandidate(row.user1),
          toAnalysedCandidate(row.user2),
          row.factor_mask,
          weights,
        ),
        createdAt: row.created_at.toISOString(),
      })),
      recompute: run,
    };
  }
}
