import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MATCH_WEIGHTS,
  DomainError,
  matchFactorLabels,
  MatchingRpc,
  type Actor,
  type RpcDef,
} from '@mithaq/contracts';
import { DEFAULT_THRESHOLDS } from '@mithaq/matching-engine';
import { waitFor } from '@mithaq/testing';
import { MatchingHarness, publishMember } from '../../test/matching-harness';
import { SettingsRepository } from './settings.repository';

const admin: Actor = { userId: randomUUID(), role: 'admin' };
const member: Actor = { userId: randomUUID(), role: 'seeker' };

describe('algorithm settings and thresholds', () => {
  const harness = new MatchingHarness();
  const call = <Req, Res>(def: RpcDef<Req, Res>, data: unknown, actor: Actor) =>
    harness.services.rpc.call(def, data as Req, actor);
  const failure = async (promise: Promise<unknown>): Promise<DomainError> =>
    (await promise.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error,
    )) as DomainError;

  beforeAll(async () => {
    await harness.start();
    await harness.startWorker();
  }, 60_000);
  afterAll(() => harness.stop(), 60_000);

  it('refuses members on every admin call, before looking at the body', async () => {
    const calls: Promise<unknown>[] = [
      call(MatchingRpc.getWeights, {}, member),
      call(MatchingRpc.updateWeights, { weights: DEFAULT_MATCH_WEIGHTS }, member),
      call(MatchingRpc.updateWeights, { weights: { smoking: 500 } }, member),
      call(MatchingRpc.getThresholds, {}, member),
      call(MatchingRpc.updateThresholds, { high: 80, medium: 60, low: 40 }, member),
      call(MatchingRpc.recomputeStatus, {}, member),
    ];
    for (const pending of calls) {
      const error = await failure(pending);
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('Only administrators can do this');
    }
    const runs: unknown[] = await harness.db.query('SELECT 1 FROM recompute_runs');
    expect(runs).toHaveLength(0);
  });

  it('serves the default weights and thresholds of the admin area', async () => {
    const weights = await harness.services.rpc.call(MatchingRpc.getWeights, {}, admin);
    expect(Object.fromEntries(weights.settings.map((s) => [s.factor, s.weight]))).toEqual(
      DEFAULT_MATCH_WEIGHTS,
    );
    expect(weights.settings[0]).toMatchObject({
      factor: 'religiousPractice',
      displayName: 'Religious practice',
    });
    const thresholds = await harness.services.rpc.call(MatchingRpc.getThresholds, {}, admin);
    expect(thresholds.thresholds).toEqual([
      expect.objectContaining({ level: 'high', minScore: 75, maxScore: 100 }),
      expect.objectContaining({ level: 'medium', minScore: 50, maxScore: 74 }),
      expect.objectContaining({ level: 'low', minScore: 30, maxScore: 49 }),
    ]);
  });

  it('rejects weights that do not total 100 and thresholds out of order, changing nothing', async () => {
    const weights = { ...DEFAULT_MATCH_WEIGHTS, smoking: 1 };
    const error = await failure(call(MatchingRpc.updateWeights, { weights }, admin));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/Weights must total 100% \(they total 99%\)/);
    const ordered = await failure(
      call(MatchingRpc.updateThresholds, { high: 50, medium: 60, low: 40 }, admin),
    );
    expect(ordered.code).toBe('VALIDATION_FAILED');
    expect(ordered.message).toMatch(/High must be above medium/);
    const smoking = (
      await harness.services.rpc.call(MatchingRpc.getWeights, {}, admin)
    ).settings.find((s) => s.factor === 'smoking');
    expect(smoking?.weight).toBe(DEFAULT_MATCH_WEIGHTS.smoking);
    const runs: unknown[] = await harness.db.query('SELECT 1 FROM recompute_runs');
    expect(runs).toHaveLength(0);
  });

  it('persists new thresholds and recomputes: no stored match is left below the new low', async () => {
    for (let i = 0; i < 4; i += 1) {
      await publishMember(harness, { gender: i % 2 === 0 ? 'male' : 'female' });
    }
    await harness.settled();
    const reply = await harness.services.rpc.call(
      MatchingRpc.updateThresholds,
      { high: 90, medium: 80, low: 70 },
      admin,
    );
    expect(reply.thresholds).toEqual([
      expect.objectContaining({ level: 'high', minScore: 90, maxScore: 100 }),
      expect.objectContaining({ level: 'medium', minScore: 80, maxScore: 89 }),
      expect.objectContaining({ level: 'low', minScore: 70, maxScore: 79 }),
    ]);
    expect(reply.recompute).toMatchObject({ reason: 'thresholds', status: 'running' });
    const done = await waitFor(async () => {
      const status = await harness.services.rpc.call(MatchingRpc.recomputeStatus, {}, admin);
      return status?.status === 'completed' ? status : undefined;
    });
    expect(done.completedChunks).toBe(done.totalChunks);
    const below: unknown[] = await harness.db.query(
      'SELECT 1 FROM matches WHERE compatibility_score < 70',
    );
    expect(below).toHaveLength(0);
    const persisted = await harness.services.rpc.call(MatchingRpc.getThresholds, {}, admin);
    expect(persisted.thresholds.map((t) => t.minScore)).toEqual([90, 80, 70]);
  }, 60_000);

  it('gives a factor or level with no stored row the default in scoring, analysis and admin area', async () => {
    const [smoking] = await harness.db.query<Record<string, unknown>[]>(
      "SELECT * FROM algorithm_settings WHERE factor = 'smoking'",
    );
    const [low] = await harness.db.query<Record<string, unknown>[]>(
      "SELECT * FROM compatibility_thresholds WHERE level = 'low'",
    );
    await harness.db.query("DELETE FROM algorithm_settings WHERE factor = 'smoking'");
    await harness.db.query("DELETE FROM compatibility_thresholds WHERE level = 'low'");
    try {
      const scoring = await new SettingsRepository(harness.db).scoring();
      expect(scoring.weights.smoking).toBe(DEFAULT_MATCH_WEIGHTS.smoking);
      expect(scoring.thresholds.low).toBe(DEFAULT_THRESHOLDS.low);

      const weights = await harness.services.rpc.call(MatchingRpc.getWeights, {}, admin);
      expect(weights.settings.find((s) => s.factor === 'smoking')).toMatchObject({
        weight: DEFAULT_MATCH_WEIGHTS.smoking,
        displayName: matchFactorLabels.smoking.displayName,
      });
      const thresholds = await harness.services.rpc.call(MatchingRpc.getThresholds, {}, admin);
      expect(thresholds.thresholds.map((t) => t.level)).toEqual(['high', 'medium', 'low']);
      expect(thresholds.thresholds[2]).toMatchObject({
        minScore: DEFAULT_THRESHOLDS.low,
        maxScore: (thresholds.thresholds[1]?.minScore ?? 0) - 1,
      });
      const analysis = await harness.services.rpc.call(MatchingRpc.analysis, {}, admin);
      expect(Object.keys(analysis.matchingFactors)).toContain(
        matchFactorLabels.smoking.displayName,
      );
    } finally {
      for (const [table, row] of [
        ['algorithm_settings', smoking],
        ['compatibility_thresholds', low],
      ] as const) {
        const columns = Object.keys(row ?? {});
        await harness.db.query(
          `INSERT INTO ${table} (${columns.join(', ')})
           VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
          columns.map((column) => row?.[column]),
        );
      }
    }
  });
});
