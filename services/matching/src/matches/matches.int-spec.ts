import { randomUUID } from 'node:crypto';
import { DomainError, MatchingRpc, type Actor } from '@mithaq/contracts';
import { answersFor, MatchingHarness } from '../../test/matching-harness';

const seeker = (userId: string): Actor => ({ userId, role: 'seeker' });

describe('matches as members read them', () => {
  const harness = new MatchingHarness();
  const me = randomUUID();
  const partners: { id: string; username: string; score: number; createdAt: string }[] = [];

  const insertCandidate = async (
    id: string,
    username: string,
    gender: 'male' | 'female',
    eligible = true,
  ): Promise<void> => {
    await harness.db.query(
      `INSERT INTO candidates (user_id, username, email, role, full_name, gender, looking_for,
         date_of_birth, nationality, ethnicity, country_of_residence, marital_status,
         practice_level, bio, account_status, questionnaire_status, answers, version)
       VALUES ($1, $2::text, $2::text || '@example.com', 'seeker', $3, $4, $5, '1994-02-03', 'British',
         'Arab', 'United Kingdom', 'single', 'practicing', 'Bio', $6, 'approved', $7,
         nextval('candidates_version_seq'))`,
      [
        id,
        username,
        `${username} Family`,
        gender,
        gender === 'male' ? 'female' : 'male',
        eligible ? 'approved' : 'pending',
        JSON.stringify(answersFor(gender)),
      ],
    );
  };

  const insertMatch = async (other: string, score: number, mask: number, createdAt: string) => {
    const [a, b] = [me, other].sort();
    await harness.db.query(
      `INSERT INTO matches (user1_id, user2_id, compatibility_score, factor_mask, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [a, b, score, mask, createdAt],
    );
  };

  beforeAll(async () => {
    await harness.start();
    await insertCandidate(me, 'zaid_me', 'male');
    // A paid member sees every match with its factors (the free limits: membership/tiers.int-spec).
    await harness.db.query(
      "INSERT INTO member_tiers (user_id, tier, changed_at) VALUES ($1, 'bronze', now())",
      [me],
    );
    const scores = [92, 80, 76, 64, 55, 50, 41, 35];
    for (const [i, score] of scores.entries()) {
      const partner = {
        id: randomUUID(),
        username: `${'hgfedcba'[i]}_partner`,
        score,
        createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 3) % 8))).toISOString(),
      };
      partners.push(partner);
      await insertCandidate(partner.id, partner.username, 'female');
      // Bit 0 (religious practice) on all, bit 1 (marriage timeline) on the first three.
      await insertMatch(partner.id, score, i < 3 ? 0b11 : 0b1, partner.createdAt);
    }
    // Not shown: a hidden pair, a pair below the low threshold, a partner no longer eligible.
    const hidden = randomUUID();
    await insertCandidate(hidden, 'hidden_partner', 'female');
    await insertMatch(hidden, 99, 1, partners[0].createdAt);
    await harness.db.query(
      'UPDATE matches SET is_hidden = true WHERE user1_id = $1 OR user2_id = $1',
      [hidden],
    );
    const low = randomUUID();
    await insertCandidate(low, 'low_partner', 'female');
    await insertMatch(low, 20, 1, partners[0].createdAt);
    const pending = randomUUID();
    await insertCandidate(pending, 'pending_partner', 'female', false);
    await insertMatch(pending, 97, 1, partners[0].createdAt);
  }, 60_000);
  afterAll(() => harness.stop(), 60_000);

  it('summarises the dashboard: counts per level, common areas, at most six top matches', async () => {
    const dashboard = await harness.services.rpc.call(
      MatchingRpc.dashboard,
      { sort: 'compatibility' },
      seeker(me),
    );
    expect(dashboard.totalMatches).toBe(8);
    expect(dashboard.matchCategories).toEqual({
      highCompatibility: 3,
      mediumCompatibility: 3,
      basicCompatibility: 2,
    });
    expect(dashboard.commonMatchingAreas).toEqual(['Religious practice', 'Marriage timeline']);
    expect(dashboard.topMatches.map((t) => t.compatibilityScore)).toEqual([92, 80, 76, 64, 55, 50]);
    expect(dashboard.topMatches[0]).toMatchObject({
      name: 'h_partner',
      location: 'United Kingdom',
      compatibilityLevel: 'high',
    });
    expect(dashboard.topMatches[0]?.keyMatchingAreas).toHaveLength(2);
    const byName = await harness.services.rpc.call(
      MatchingRpc.dashboard,
      { sort: 'name' },
      seeker(me),
    );
    expect(byName.topMatches.map((t) => t.username)).toEqual(
      [...partners.map((p) => p.username)].sort().slice(0, 6),
    );
  });

  it('pages, filters by minimum compatibility and sorts the matches list', async () => {
    const page1 = await harness.services.rpc.call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 3, minCompatibility: 50, sort: 'compatibility' },
      seeker(me),
    );
    expect(page1.total).toBe(6);
    expect(page1.items.map((c) => c.compatibilityScore)).toEqual([92, 80, 76]);
    const page2 = await harness.services.rpc.call(
      MatchingRpc.listMatches,
      { page: 2, pageSize: 3, minCompatibility: 50, sort: 'compatibility' },
      seeker(me),
    );
    expect(page2.items.map((c) => c.compatibilityScore)).toEqual([64, 55, 50]);
    expect(page2.items.map((c) => c.compatibilityLevel)).toEqual(['medium', 'medium', 'medium']);
    const recent = await harness.services.rpc.call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 50, minCompatibility: 0, sort: 'recent' },
      seeker(me),
    );
    const dates = recent.items.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(recent.items.map((c) => c.username)).not.toEqual(
      expect.arrayContaining(['hidden_partner']),
    );
    expect(
      recent.items.find((c) => ['low_partner', 'pending_partner'].includes(c.username)),
    ).toBeUndefined();
    const card = recent.items.find((c) => c.compatibilityScore === 35);
    expect(card).toMatchObject({
      compatibilityLevel: 'basic',
      isCertified: false,
      age: expect.any(Number),
    });
  });

  it('shows a match profile only to the matched member or an admin', async () => {
    const partner = partners[0];
    const view = await harness.services.rpc.call(
      MatchingRpc.matchProfile,
      { userId: partner.id },
      seeker(me),
    );
    expect(view).toMatchObject({ userId: partner.id, name: 'h_partner', compatibilityScore: 92 });
    expect(view).not.toHaveProperty('email');
    expect(view).not.toHaveProperty('dateOfBirth');
    const other = partners[1];
    const error: unknown = await harness.services.rpc
      .call(MatchingRpc.matchProfile, { userId: other.id }, seeker(partner.id))
      .catch((e: unknown) => e);
    expect((error as DomainError).code).toBe('NOT_FOUND');
    const admin = await harness.services.rpc.call(
      MatchingRpc.matchProfile,
      { userId: other.id },
      { userId: randomUUID(), role: 'admin' },
    );
    expect(admin).toMatchObject({ userId: other.id, name: 'g_partner', matchingFactors: [] });
  });

  it('needs a signed-in caller on every member call, before looking at the input', async () => {
    const calls: Promise<unknown>[] = [
      harness.services.rpc.call(MatchingRpc.dashboard, { sort: 'compatibility' }, null),
      harness.services.rpc.call(
        MatchingRpc.listMatches,
        { page: 1, pageSize: 12, minCompatibility: 0, sort: 'compatibility' },
        null,
      ),
      harness.services.rpc.call(MatchingRpc.matchProfile, { userId: 'not-a-uuid' }, null),
    ];
    for (const pending of calls) {
      const error = (await pending.catch((e: unknown) => e)) as DomainError;
      expect(error.code).toBe('UNAUTHENTICATED');
      expect(error.message).toBe('Please sign in to continue');
    }
  });
});
