import { randomUUID } from 'node:crypto';
import { waitFor } from '@mithaq/testing';
import { MatchingHarness, publishMember } from '../../test/matching-harness';
import { MatchesRepository } from '../matches/matches.repository';
import { PoolHolder } from './pool-holder';

describe('worker pool and cutoffs in memory', () => {
  const harness = new MatchingHarness({ MATCHES_PER_MEMBER: '3' });
  const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()].sort();
  const [a, b, c, d] = ids as [string, string, string, string];

  beforeAll(async () => {
    await harness.start();
    for (const [i, id] of ids.entries()) {
      await publishMember(harness, { gender: i % 2 === 0 ? 'male' : 'female' }, id);
    }
    // No worker runs here: the member_stats rows below are written by the test alone.
    await waitFor(
      async () => {
        const [row] = await harness.db.query<{ n: number }[]>(
          'SELECT count(*)::int AS n FROM candidates WHERE is_eligible',
        );
        return row?.n === ids.length;
      },
      { timeoutMs: 20_000, intervalMs: 100, what: 'the candidates to be eligible' },
    );
  }, 60_000);
  afterAll(() => harness.stop(), 60_000);

  it('loads every cutoff, then catches up with later writes, also one committed late', async () => {
    const matches = new MatchesRepository(harness.db);
    await matches.upsertMemberStats(
      harness.db.manager,
      [
        { userId: a, cutoff: { score: 70, userId: b } },
        { userId: b, cutoff: null },
      ],
      '3',
    );
    const holder = new PoolHolder(harness.db);
    const state = await holder.fresh();
    expect(state.cutoffs.get(a)).toEqual({ score: 70, userId: b });
    expect(state.cutoffs.get(b)).toBeNull();
    expect(state.cutoffs.get(c)).toBeUndefined();
    // Each cutoff is known with the generation it was computed for.
    expect(state.cutoffs.keptBy(a, c, 71, '3')).toBe(true);
    expect(state.cutoffs.keptBy(a, c, 69, '3')).toBe(false);
    expect(state.cutoffs.keptBy(a, c, 71, '4')).toBe(false);
    expect(state.cutoffs.keptBy(b, c, 1, '3')).toBe(true);
    expect(state.cutoffs.keptBy(c, a, 100, '3')).toBe(false);

    // A transaction that started writing first but commits after a later one: a catch-up
    // between the two commits must not move past it.
    const late = harness.db.createQueryRunner();
    await late.connect();
    try {
      await late.startTransaction();
      await matches.upsertMemberStats(
        late.manager,
        [{ userId: c, cutoff: { score: 55, userId: d } }],
        '3',
      );
      await matches.upsertMemberStats(
        harness.db.manager,
        [{ userId: a, cutoff: { score: 80, userId: d } }],
        '4',
      );
      const between = await holder.fresh();
      expect(between.cutoffs.get(a)).toEqual({ score: 80, userId: d });
      expect(between.cutoffs.get(c)).toBeUndefined();
      expect(between.cutoffs.keptBy(a, c, 81, '3')).toBe(false);
      expect(between.cutoffs.keptBy(a, c, 81, '4')).toBe(true);
      await late.commitTransaction();
    } finally {
      await late.release();
    }
    const after = await holder.fresh();
    expect(after.cutoffs.get(c)).toEqual({ score: 55, userId: d });
    expect(after.cutoffs.get(a)).toEqual({ score: 80, userId: d });

    // Rows already read are not read again: a value set in memory stays until the row changes.
    after.cutoffs.set(a, null);
    expect((await holder.fresh()).cutoffs.get(a)).toBeNull();
    await matches.upsertMemberStats(
      harness.db.manager,
      [{ userId: a, cutoff: { score: 81, userId: c } }],
      '4',
    );
    expect((await holder.fresh()).cutoffs.get(a)).toEqual({ score: 81, userId: c });
  });

  it('keeps the compiled pool across a thresholds change and rebuilds it for new weights', async () => {
    const holder = new PoolHolder(harness.db);
    const before = await holder.fresh();
    const newGeneration = (reason: string) =>
      harness.db.query(
        `INSERT INTO recompute_runs (reason, status, total_chunks) VALUES ($1, 'completed', 0)`,
        [reason],
      );
    await harness.db.query(
      `UPDATE compatibility_thresholds SET min_score = min_score + 1 WHERE level = 'low'`,
    );
    await newGeneration('thresholds');
    const thresholds = await holder.fresh();
    expect(thresholds.pool).toBe(before.pool);
    expect(thresholds.settings.thresholds.low).toBe(before.settings.thresholds.low + 1);
    expect(BigInt(thresholds.settings.generation)).toBeGreaterThan(
      BigInt(before.settings.generation),
    );
    // Jobs that started before keep the settings they started with.
    expect(before.settings.thresholds.low).toBe(thresholds.settings.thresholds.low - 1);

    await harness.db.query(
      `UPDATE algorithm_settings SET weight = CASE WHEN weight < 100 THEN weight + 1 ELSE 99 END
        WHERE factor = (SELECT min(factor) FROM algorithm_settings)`,
    );
    await newGeneration('weights');
    const weights = await holder.fresh();
    expect(weights.pool).not.toBe(before.pool);
    expect(weights.pool.size).toBe(ids.length);
  });
});
