import type {
  Actor,
  AlgorithmSettingsReply,
  RecomputeStatus,
  ThresholdsReply,
  UpdateThresholds,
  UpdateWeights,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CandidatesRepository } from '../candidates/candidates.repository';
import { InjectMatchingConfig, type MatchingConfig } from '../config';
import { RecomputeQueue } from '../jobs/recompute-queue';
import { chunkBoundaries } from '../runs/chunk-boundaries';
import { RunsRepository } from '../runs/runs.repository';
import { SettingsRepository } from './settings.repository';

/**
 * Algorithm weights and thresholds (the RPC handlers admit admins only); every change starts a
 * full recompute.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly runs: RunsRepository,
    private readonly candidates: CandidatesRepository,
    private readonly queue: RecomputeQueue,
    private readonly dataSource: DataSource,
    @InjectMatchingConfig() private readonly config: MatchingConfig,
  ) {}

  async getWeights(): Promise<AlgorithmSettingsReply> {
    return { settings: await this.settings.factors(), recompute: await this.runs.latest() };
  }

  async updateWeights(admin: Actor, body: UpdateWeights): Promise<AlgorithmSettingsReply> {
    const started = await this.dataSource.transaction(async (m) => {
      await this.settings.saveWeights(m, body.weights, admin.userId);
      return this.startRun(m, 'weights', admin.userId);
    });
    await this.queue.addChunks(started.runId, started.chunkIndexes);
    return this.getWeights();
  }

  async getThresholds(): Promise<ThresholdsReply> {
    return { thresholds: await this.settings.thresholds(), recompute: await this.runs.latest() };
  }

  async updateThresholds(admin: Actor, body: UpdateThresholds): Promise<ThresholdsReply> {
    const started = await this.dataSource.transaction(async (m) => {
      await this.settings.saveThresholds(m, body, admin.userId);
      return this.startRun(m, 'thresholds', admin.userId);
    });
    await this.queue.addChunks(started.runId, started.chunkIndexes);
    return this.getThresholds();
  }

  recomputeStatus(): Promise<RecomputeStatus | null> {
    return this.runs.latest();
  }

  /**
   * Starts a full recompute in the caller's transaction: supersedes any running one, records the
   * run and its chunks. The chunk jobs are queued after commit.
   */
  private async startRun(
    m: EntityManager,
    reason: RecomputeStatus['reason'],
    requestedBy: string,
  ): Promise<{ runId: string; chunkIndexes: number[] }> {
    await this.runs.supersedeRunning(m);
    const chunks = chunkBoundaries(
      await this.candidates.eligibleIds(m),
      this.config.RECOMPUTE_CHUNK_SIZE,
    );
    const runId = await this.runs.insert(m, reason, requestedBy, chunks);
    return { runId, chunkIndexes: chunks.map((_, i) => i) };
  }
}
