import { randomUUID } from 'node:crypto';
import { MatchingRpc, type Actor, type EventEnvelope, type EventPayload } from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import { answersFor, MatchingHarness } from '../../test/matching-harness';

const seeker = (userId: string): Actor => ({ userId, role: 'seeker' });

describe('the Verified badge follows the documents (profile.verification.changed)', () => {
  const harness = new MatchingHarness();
  const rpc = () => harness.services.rpc;

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

  /** A member matched with one partner; both gold so every card is shown in full. */
  const matchedPair = async (): Promise<{ me: string; partner: string }> => {
    const me = randomUUID();
    const partner = randomUUID();
    await insertCandidate(me, 'male');
    await insertCandidate(partner, 'female');
    const [a, b] = [me, partner].sort();
    await harness.db.query(
      `INSERT INTO matches (user1_id, user2_id, compatibility_score, factor_mask)
       VALUES ($1, $2, 80, 3)`,
      [a, b],
    );
    for (const id of [me, partner]) {
      await harness.db.query(
        "INSERT INTO member_tiers (user_id, tier, changed_at) VALUES ($1, 'gold', now())",
        [id],
      );
    }
    return { me, partner };
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

  const announce = async (userId: string, isVerified: boolean, changedAt: string) => {
    const payload: EventPayload<'profile.verification.changed'> = {
      userId,
      isVerified,
      changedAt,
    };
    const envelope = await harness.publish('profile.verification.changed', payload);
    await consumed(envelope);
    return envelope;
  };

  const cardOf = async (me: string, partner: string) => {
    const page = await rpc().call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 50, minCompatibility: 0, sort: 'compatibility' },
      seeker(me),
    );
    return page.items.find((card) => card.userId === partner);
  };

  beforeAll(() => harness.start(), 60_000);
  afterAll(() => harness.stop(), 60_000);

  it("shows a verified member's match card as verified, only after the event", async () => {
    const { me, partner } = await matchedPair();
    expect((await cardOf(me, partner))?.isVerified).toBe(false);
    await announce(partner, true, '2026-03-01T12:00:00.000Z');
    expect(await cardOf(me, partner)).toMatchObject({ isVerified: true, isCertified: false });
    const profile = await rpc().call(MatchingRpc.matchProfile, { userId: partner }, seeker(me));
    expect(profile.isVerified).toBe(true);
    // The member's own badge shows on the cards others see, not on their own list.
    expect((await cardOf(partner, me))?.isVerified).toBe(false);
  });

  it('applies a redelivery harmlessly and never lets an older change overwrite a newer one', async () => {
    const { me, partner } = await matchedPair();
    const newer = await announce(partner, true, '2026-03-02T10:00:00.000Z');
    await harness.republish({ ...newer, id: randomUUID() });
    await consumed(newer);
    await announce(partner, false, '2026-03-01T10:00:00.000Z');
    expect((await cardOf(me, partner))?.isVerified).toBe(true);
    await announce(partner, false, '2026-03-03T10:00:00.000Z');
    expect((await cardOf(me, partner))?.isVerified).toBe(false);
  });

  it('brings back no erased member', async () => {
    const erased = randomUUID();
    await harness.db.query(
      "INSERT INTO erased_members (user_id, version) VALUES ($1, nextval('candidates_version_seq'))",
      [erased],
    );
    await announce(erased, true, new Date().toISOString());
    const rows = await harness.db.query<unknown[]>('SELECT 1 FROM candidates WHERE user_id = $1', [
      erased,
    ]);
    expect(rows).toHaveLength(0);
  });
});
