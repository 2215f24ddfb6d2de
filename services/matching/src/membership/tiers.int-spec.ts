import { randomUUID } from 'node:crypto';
import {
  DomainError,
  FREE_VISIBLE_MATCHES,
  MatchingRpc,
  UpgradeMessage,
  type Actor,
  type EventEnvelope,
  type MembershipTier,
} from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import { answersFor, MatchingHarness, membershipChange } from '../../test/matching-harness';

const seeker = (userId: string): Actor => ({ userId, role: 'seeker' });

/** The DomainError a call fails with; fails the test when the call succeeds. */
const errorOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) {
    throw error;
  }
  return error;
};

describe("a member's tier limits what matching shows and allows", () => {
  const harness = new MatchingHarness();
  const rpc = () => harness.services.rpc;
  /** Each test's member starts free (no tier announced) with the same six partners. */
  const scores = [90, 80, 70, 60, 50, 45];

  const insertCandidate = async (id: string, gender: 'male' | 'female'): Promise<void> => {
    const username = `${gender}_${id.slice(0, 8)}`;
    await harness.db.query(
      `INSERT INTO candidates (user_id, username, email, role, full_name, gender, looking_for,
         date_of_birth, nationality, ethnicity, country_of_residence, marital_status,
         practice_level, bio, account_status, questionnaire_status, answers, version)
       VALUES ($1, $2::text, $2::text || '@example.com', 'seeker', 'Test Member', $3, $4,
         '1994-02-03', 'British', 'Arab', 'United Kingdom', 'single', 'practicing', 'Bio',
         'approved', 'approved', $5, nextval('candidates_version_seq'))`,
      [
        id,
        username,
        gender,
        gender === 'male' ? 'female' : 'male',
        JSON.stringify(answersFor(gender)),
      ],
    );
  };

  const setTier = (userId: string, tier: MembershipTier) =>
    harness.db.query(
      `INSERT INTO member_tiers (user_id, tier, changed_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET tier = EXCLUDED.tier`,
      [userId, tier],
    );

  /** A free member matched with six partners (scores above, two shared factors each). */
  const freeMemberWithMatches = async (): Promise<{ me: string; partners: string[] }> => {
    const me = randomUUID();
    await insertCandidate(me, 'male');
    const partners: string[] = [];
    for (const score of scores) {
      const partner = randomUUID();
      await insertCandidate(partner, 'female');
      const [a, b] = [me, partner].sort();
      await harness.db.query(
        `INSERT INTO matches (user1_id, user2_id, compatibility_score, factor_mask)
         VALUES ($1, $2, $3, 3)`,
        [a, b, score],
      );
      partners.push(partner);
    }
    return { me, partners };
  };

  const consumed = (envelope: EventEnvelope) =>
    waitFor(
      async () =>
        (
          await harness.db.query<unknown[]>('SELECT 1 FROM processed_events WHERE event_id = $1', [
            envelope.id,
          ])
        ).length > 0,
      { what: `event ${envelope.id} consumed` },
    );

  const announce = async (userId: string, tier: MembershipTier, changedAt: string) => {
    const envelope = await harness.publish(
      'billing.membership.changed',
      membershipChange(userId, tier, changedAt),
    );
    await consumed(envelope);
    return envelope;
  };

  const storedTier = async (userId: string): Promise<string | undefined> =>
    (
      await harness.db.query<{ tier: string }[]>(
        'SELECT tier FROM member_tiers WHERE user_id = $1',
        [userId],
      )
    )[0]?.tier;

  const list = (userId: string, sort: 'compatibility' | 'recent' | 'name' = 'compatibility') =>
    rpc().call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 50, minCompatibility: 0, sort },
      seeker(userId),
    );

  const send = (from: string, to: string) =>
    rpc().call(
      MatchingRpc.createRequest,
      { requesterId: from, targetId: to, message: 'Salaam' },
      seeker(from),
    );

  beforeAll(() => harness.start(), 60_000);
  afterAll(() => harness.stop(), 60_000);

  it('shows a free member their best three, with score and level only', async () => {
    const { me, partners } = await freeMemberWithMatches();
    const best = partners.slice(0, FREE_VISIBLE_MATCHES);
    const freeAccess = {
      tier: 'free',
      hiddenMatches: scores.length - FREE_VISIBLE_MATCHES,
      compatibilityDetails: false,
      canSendRequests: false,
      upgradeMessage: UpgradeMessage.SeeAllMatches,
    };

    const dashboard = await rpc().call(MatchingRpc.dashboard, { sort: 'recent' }, seeker(me));
    // What the member may see is counted; access says how many more there are.
    expect(dashboard.totalMatches).toBe(FREE_VISIBLE_MATCHES);
    expect(dashboard.matchCategories).toEqual({
      // 90, 80 and 70: all on the High levels of the one scale (Excellent, Very Good).
      highCompatibility: 3,
      mediumCompatibility: 0,
      basicCompatibility: 0,
    });
    expect(dashboard.topMatches.map((m) => m.id).sort()).toEqual([...best].sort());
    expect(dashboard.topMatches.every((m) => m.keyMatchingAreas.length === 0)).toBe(true);
    expect(dashboard.topMatches[0]).toMatchObject({
      compatibilityScore: expect.any(Number),
      compatibilityLevel: expect.any(String),
    });
    expect(dashboard.commonMatchingAreas).toEqual([]);
    expect(dashboard.access).toEqual(freeAccess);

    for (const sort of ['compatibility', 'recent', 'name'] as const) {
      const page = await list(me, sort);
      expect(page.total).toBe(FREE_VISIBLE_MATCHES);
      expect(page.items.map((card) => card.userId).sort()).toEqual([...best].sort());
      expect(page.items.every((card) => card.matchingFactors.length === 0)).toBe(true);
      expect(page.access).toEqual(freeAccess);
    }
    // A higher minimum keeps only those of the best three that reach it.
    const filtered = await rpc().call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 50, minCompatibility: 75, sort: 'compatibility' },
      seeker(me),
    );
    expect(filtered.items.map((card) => card.compatibilityScore)).toEqual([90, 80]);

    const view = await rpc().call(MatchingRpc.matchProfile, { userId: best[0] }, seeker(me));
    expect(view).toMatchObject({ userId: best[0], compatibilityScore: 90, matchingFactors: [] });
    const beyond = await errorOf(
      rpc().call(MatchingRpc.matchProfile, { userId: partners[3] }, seeker(me)),
    );
    expect([beyond.code, beyond.message]).toEqual(['FORBIDDEN', UpgradeMessage.SeeAllMatches]);
  });

  it('refuses a free member’s request with the upgrade message, and stores nothing', async () => {
    const { me, partners } = await freeMemberWithMatches();
    const refused = await errorOf(send(me, partners[0]));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', UpgradeMessage.SendRequests]);
    const rows = await harness.db.query<unknown[]>(
      'SELECT 1 FROM match_requests WHERE requester_id = $1',
      [me],
    );
    expect(rows).toHaveLength(0);
  });

  it('lets a free member read and answer a request, also from beyond their best three', async () => {
    const { me, partners } = await freeMemberWithMatches();
    const asker = partners[5];
    await setTier(asker, 'bronze');
    const request = await send(asker, me);
    const view = await rpc().call(MatchingRpc.matchProfile, { userId: asker }, seeker(me));
    expect(view).toMatchObject({ userId: asker, matchingFactors: [] });
    const received = await rpc().call(MatchingRpc.receivedRequests, {}, seeker(me));
    expect(received.map((r) => r.id)).toEqual([request.id]);
    const answered = await rpc().call(
      MatchingRpc.respondRequest,
      { id: request.id, status: 'accepted' },
      seeker(me),
    );
    expect(answered.status).toBe('accepted');
  });

  it('lifts the limits on a bronze event; a redelivery or an older event changes nothing', async () => {
    const { me, partners } = await freeMemberWithMatches();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const now = new Date().toISOString();

    const upgrade = await announce(me, 'bronze', now);
    expect(await storedTier(me)).toBe('bronze');
    const page = await list(me);
    expect(page.total).toBe(scores.length);
    expect(page.items.every((card) => card.matchingFactors.length === 2)).toBe(true);
    expect(page.access).toEqual({
      tier: 'bronze',
      hiddenMatches: 0,
      compatibilityDetails: true,
      canSendRequests: true,
      upgradeMessage: null,
    });
    const dashboard = await rpc().call(
      MatchingRpc.dashboard,
      { sort: 'compatibility' },
      seeker(me),
    );
    expect(dashboard.topMatches).toHaveLength(scores.length);
    expect(dashboard.commonMatchingAreas.length).toBeGreaterThan(0);
    await rpc().call(MatchingRpc.matchProfile, { userId: partners[5] }, seeker(me));
    expect((await send(me, partners[4])).status).toBe('pending');

    // The same event again, then an older change back to free: the member stays on bronze.
    await harness.republish(upgrade);
    await announce(me, 'free', earlier);
    expect(await storedTier(me)).toBe('bronze');
    expect((await list(me)).total).toBe(scores.length);

    // A newer end of the membership brings the limits back.
    await announce(me, 'free', new Date(Date.now() + 1000).toISOString());
    expect(await storedTier(me)).toBe('free');
    expect((await list(me)).total).toBe(FREE_VISIBLE_MATCHES);
  });

  it('ignores a tier announced for a member already erased', async () => {
    const gone = randomUUID();
    await harness.db.query(
      "INSERT INTO erased_members (user_id, version) VALUES ($1, nextval('candidates_version_seq'))",
      [gone],
    );
    await announce(gone, 'gold', new Date().toISOString());
    expect(await storedTier(gone)).toBeUndefined();
  });
});
