import { MatchingRpc, type Actor, type MatchAnalysis } from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { Client } from 'pg';
import {
  errorOf,
  requestsAndAnalysisService,
  seedMatch,
  seedMember,
  type SeededMember,
} from '../../test/requests-and-analysis';

const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'admin' };
const HOUR_MS = 60 * 60 * 1000;
const bits = (...indexes: number[]): number => indexes.reduce((mask, i) => mask | (1 << i), 0);

const emptyDistribution = {
  '0-9': 0,
  '10-19': 0,
  '20-29': 0,
  '30-39': 0,
  '40-49': 0,
  '50-59': 0,
  '60-69': 0,
  '70-79': 0,
  '80-89': 0,
  '90-100': 0,
};

describe('match analysis of a known set of matches', () => {
  const harness = new ServiceHarness();
  let db: Client;
  let members: Record<'m1' | 'm2' | 'm3' | 'm4' | 'f1' | 'f2' | 'f3' | 'f4', SeededMember>;

  const analyse = (): Promise<MatchAnalysis> => harness.rpc.call(MatchingRpc.analysis, {}, admin);

  beforeAll(async () => {
    await harness.start(requestsAndAnalysisService);
    db = new Client({ connectionString: (await harness.database('matching')).url });
    await db.connect();
    const male = (fullName: string, prayerConsistency = 4) =>
      seedMember(db, { gender: 'male', fullName, answers: { prayerConsistency } });
    const female = (fullName: string, prayerConsistency = 4) =>
      seedMember(db, { gender: 'female', fullName, answers: { prayerConsistency } });
    members = {
      m1: await male('Bilal Hussain', 5),
      m2: await male('Idris Okafor'),
      m3: await male('Hamza Malik'),
      m4: await male('Zayd Rahman'),
      f1: await female('Aisha Khan', 5),
      f2: await female('Fatima Noor'),
      f3: await female('Khadija Yusuf'),
      f4: await female('Sumayyah Ali'),
    };
    const notApproved = await seedMember(db, {
      gender: 'female',
      fullName: 'Ruqayyah Pending',
      questionnaireStatus: 'pending',
    });
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
    const { m1, m2, m3, m4, f1, f2, f3, f4 } = members;
    await seedMatch(db, m1, f1, { score: 92, factorMask: bits(0, 1, 4), createdAt: at(1) });
    await seedMatch(db, m1, f2, { score: 85, factorMask: bits(0), createdAt: at(2) });
    await seedMatch(db, m2, f1, { score: 84, factorMask: bits(1), createdAt: at(0.5) });
    await seedMatch(db, m2, f2, { score: 100, factorMask: bits(0, 1), createdAt: at(3) });
    await seedMatch(db, m3, f3, { score: 55, createdAt: at(4) });
    // A match a member hid is still one the algorithm made.
    await seedMatch(db, m3, f4, {
      score: 31,
      factorMask: bits(12),
      isHidden: true,
      createdAt: at(5),
    });
    await seedMatch(db, m4, f3, { score: 9, createdAt: at(6) });
    // Left out: one member's questionnaire is no longer approved.
    await seedMatch(db, m4, notApproved, { score: 95, factorMask: bits(0, 1), createdAt: at(0.1) });
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('counts, averages and distributes the matches of eligible members', async () => {
    const analysis = await analyse();
    expect(analysis.totalMatches).toBe(7);
    // (92 + 85 + 84 + 100 + 55 + 31 + 9) / 7 = 65.14…
    expect(analysis.averageScore).toBe(65.1);
    // 85 or more: 92, 85 and 100 (84 is not).
    expect(analysis.highCompatibilityCount).toBe(3);
    expect(Object.entries(analysis.matchDistribution)).toEqual(
      Object.entries({
        ...emptyDistribution,
        '0-9': 1,
        '30-39': 1,
        '50-59': 1,
        '80-89': 2,
        '90-100': 2,
      }),
    );
  });

  it('gives every factor by display name with the share of matches having it', async () => {
    const { matchingFactors } = await analyse();
    expect(matchingFactors).toEqual({
      'Religious practice': 42.9,
      'Marriage timeline': 42.9,
      'Family values': 0,
      'Age compatibility': 0,
      Education: 14.3,
      Children: 0,
      'Communication style': 0,
      'Living arrangement': 0,
      'Work after marriage': 0,
      'Polygamy views': 0,
      Madhhab: 0,
      Ethnicity: 0,
      Smoking: 14.3,
    });
  });

  it('lists the newest matches of 85 or more with names and the engine’s wording', async () => {
    const { recentHighMatches } = await analyse();
    const { m1, m2, f1, f2 } = members;
    const pair = (a: SeededMember, b: SeededMember) =>
      a.id < b.id
        ? { user1Id: a.id, user2Id: b.id, user1Name: a.fullName, user2Name: b.fullName }
        : { user1Id: b.id, user2Id: a.id, user1Name: b.fullName, user2Name: a.fullName };
    expect(recentHighMatches).toEqual([
      {
        ...pair(m1, f1),
        score: 92,
        factors: ['Both pray 5 times daily', 'Same marriage timeline', 'Same education level'],
        createdAt: expect.any(String),
      },
      {
        ...pair(m1, f2),
        score: 85,
        factors: ['Same level of religious practice'],
        createdAt: expect.any(String),
      },
      {
        ...pair(m2, f2),
        score: 100,
        factors: ['Same level of religious practice', 'Same marriage timeline'],
        createdAt: expect.any(String),
      },
    ]);
    const created = recentHighMatches.map((match) => Date.parse(match.createdAt));
    expect(created).toEqual([...created].sort((x, y) => y - x));
  });

  it('follows the admin’s current weights and display names', async () => {
    await db.query(
      `UPDATE algorithm_settings SET weight = 30 WHERE factor = 'education';
       UPDATE algorithm_settings SET display_name = 'Prayer and practice'
        WHERE factor = 'religiousPractice'`,
    );
    try {
      const analysis = await analyse();
      expect(analysis.recentHighMatches[0]?.factors).toEqual([
        'Same education level',
        'Both pray 5 times daily',
        'Same marriage timeline',
      ]);
      expect(analysis.matchingFactors['Prayer and practice']).toBe(42.9);
      expect(analysis.matchingFactors).not.toHaveProperty('Religious practice');
    } finally {
      await db.query(
        `UPDATE algorithm_settings SET weight = 10 WHERE factor = 'education';
         UPDATE algorithm_settings SET display_name = 'Religious practice'
          WHERE factor = 'religiousPractice'`,
      );
    }
  });

  it('shows the newest full recompute once one ran', async () => {
    expect((await analyse()).recompute).toBeNull();
    await db.query(
      `INSERT INTO recompute_runs (reason, status, total_chunks, completed_chunks, finished_at)
       VALUES ('weights', 'completed', 3, 3, now())`,
    );
    await db.query(
      `INSERT INTO recompute_runs (reason, total_chunks, completed_chunks)
       VALUES ('thresholds', 4, 1)`,
    );
    expect((await analyse()).recompute).toMatchObject({
      reason: 'thresholds',
      status: 'running',
      totalChunks: 4,
      completedChunks: 1,
      finishedAt: null,
    });
  });

  it('is for administrators only: 403 for a member, 401 without a caller', async () => {
    const cases = [
      [members.m1.actor, 'FORBIDDEN', 'Only administrators can do this'],
      [null, 'UNAUTHENTICATED', 'Please sign in to continue'],
    ] as const;
    for (const [actor, code, message] of cases) {
      const error = await errorOf(harness.rpc.call(MatchingRpc.analysis, {}, actor));
      expect(error.code).toBe(code);
      expect(error.message).toBe(message);
    }
  });
});

describe('match analysis without matches', () => {
  const harness = new ServiceHarness();

  beforeAll(async () => {
    await harness.start(requestsAndAnalysisService);
  });
  afterAll(() => harness.stop());

  it('reports zeros, every bucket and every factor', async () => {
    const analysis = await harness.rpc.call(MatchingRpc.analysis, {}, admin);
    expect(analysis).toMatchObject({
      totalMatches: 0,
      averageScore: 0,
      highCompatibilityCount: 0,
      matchDistribution: emptyDistribution,
      recentHighMatches: [],
      recompute: null,
    });
    expect(Object.values(analysis.matchingFactors)).toEqual(new Array(13).fill(0));
  });
});
