import { DEFAULT_MATCH_WEIGHTS, MatchingRpc, type Actor } from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import { MatchingHarness, publishMember } from '../../test/matching-harness';

const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'admin' };
const seeker = (userId: string): Actor => ({ userId, role: 'seeker' });

describe('blocks from messaging', () => {
  const harness = new MatchingHarness();
  const rpc = () => harness.services.rpc;

  beforeAll(async () => {
    await harness.start();
    await harness.startWorker();
  }, 60_000);
  afterAll(() => harness.stop(), 60_000);

  /** The ids the member sees on the matches page. */
  const matchesOf = async (userId: string): Promise<string[]> => {
    const page = await rpc().call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 50, minCompatibility: 0, sort: 'compatibility' },
      seeker(userId),
    );
    return page.items.map((card) => card.userId).sort();
  };

  const storedPair = async (a: string, b: string): Promise<boolean> => {
    const rows: unknown[] = await harness.db.query(
      'SELECT 1 FROM matches WHERE user1_id = LEAST($1::uuid, $2::uuid) AND user2_id = GREATEST($1::uuid, $2::uuid)',
      [a, b],
    );
    return rows.length > 0;
  };

  const statusesBetween = async (a: string, b: string): Promise<string[]> => {
    const rows: { status: string }[] = await harness.db.query(
      `SELECT status FROM match_requests
        WHERE (requester_id = $1 AND target_id = $2) OR (requester_id = $2 AND target_id = $1)
        ORDER BY request_date`,
      [a, b],
    );
    return rows.map((row) => row.status);
  };

  const closedEvents = async (a: string, b: string) =>
    harness.db.query<{ payload: { userA: string; userB: string; reason: string } }[]>(
      `SELECT payload FROM outbox
        WHERE name = 'matching.pair.closed'
          AND payload->>'userA' = LEAST($1::uuid, $2::uuid)::text
          AND payload->>'userB' = GREATEST($1::uuid, $2::uuid)::text
        ORDER BY seq`,
      [a, b],
    );

  const consumed = (eventId: string) =>
    waitFor(
      async () =>
        (
          await harness.db.query<unknown[]>('SELECT 1 FROM processed_events WHERE event_id = $1', [
            eventId,
          ])
        ).length > 0,
      { what: `event ${eventId} consumed` },
    );

  const sendRequest = (from: string, to: string) =>
    rpc().call(
      MatchingRpc.createRequest,
      { requesterId: from, targetId: to, message: 'Salaam' },
      seeker(from),
    );

  /** Two men and two women who all match across genders, settled. */
  const fourMembers = async () => {
    const man = await publishMember(harness, { gender: 'male' });
    const otherMan = await publishMember(harness, { gender: 'male' });
    const woman = await publishMember(harness, { gender: 'female' });
    const otherWoman = await publishMember(harness, { gender: 'female' });
    await harness.settled();
    return { man, otherMan, woman, otherWoman };
  };

  it('takes a blocked pair out of both members’ matches at once, withdraws their pending requests and keeps them apart through recomputes', async () => {
    const { man, woman, otherWoman } = await fourMembers();
    expect(await matchesOf(man)).toEqual(expect.arrayContaining([woman, otherWoman]));
    // A pending request between the blocked pair (withdrawn) and one to someone else (kept).
    await sendRequest(woman, man);
    await sendRequest(man, otherWoman);

    const blocked = await harness.publish('messaging.member.blocked', {
      blockerId: man,
      blockedId: woman,
    });
    await consumed(blocked.id);
    // Immediately, before any recompute: the stored row is gone and neither sees the other.
    expect(await storedPair(man, woman)).toBe(false);
    expect(await matchesOf(man)).not.toContain(woman);
    expect(await matchesOf(woman)).not.toContain(man);
    expect(await statusesBetween(man, woman)).toEqual(['expired']);
    expect(await statusesBetween(man, otherWoman)).toEqual(['pending']);
    // They had no accepted request: nothing to close.
    expect(await closedEvents(man, woman)).toEqual([]);
    // Neither can send a new request: they are no longer matches.
    await expect(sendRequest(man, woman)).rejects.toMatchObject({ code: 'UNPROCESSABLE' });

    // Both members' recomputes ran with the filter fed: still apart, other matches intact.
    await harness.settled();
    expect(await storedPair(man, woman)).toBe(false);
    expect(await matchesOf(man)).toContain(otherWoman);

    // A full recompute (new weights) scores every pair again: the block still holds.
    await rpc().call(
      MatchingRpc.updateWeights,
      { weights: { ...DEFAULT_MATCH_WEIGHTS, religiousPractice: 20, smoking: 6 } },
      admin,
    );
    await harness.settled(30_000);
    expect(await storedPair(man, woman)).toBe(false);
    expect(await matchesOf(woman)).not.toContain(man);
    expect(await storedPair(man, otherWoman)).toBe(true);
  }, 60_000);

  it('closes an accepted pair once, even when the block is redelivered or repeated', async () => {
    const { man, woman } = await fourMembers();
    const request = await sendRequest(man, woman);
    await rpc().call(
      MatchingRpc.respondRequest,
      { id: request.id, status: 'accepted' },
      seeker(woman),
    );

    const blocked = await harness.publish('messaging.member.blocked', {
      blockerId: woman,
      blockedId: man,
    });
    await consumed(blocked.id);
    const [closed, ...more] = await closedEvents(man, woman);
    expect(more).toEqual([]);
    expect(closed?.payload).toEqual({
      userA: man < woman ? man : woman,
      userB: man < woman ? woman : man,
      reason: 'blocked',
    });
    // The accepted request itself is history: kept as it was.
    expect(await statusesBetween(man, woman)).toEqual(['accepted']);

    // The same envelope again, a second block event, and the other side blocking too.
    await harness.republish(blocked);
    const again = await harness.publish('messaging.member.blocked', {
      blockerId: woman,
      blockedId: man,
    });
    const back = await harness.publish('messaging.member.blocked', {
      blockerId: man,
      blockedId: woman,
    });
    await consumed(again.id);
    await consumed(back.id);
    await harness.settled();
    expect(await closedEvents(man, woman)).toHaveLength(1);
    expect(await storedPair(man, woman)).toBe(false);
    const rows: { n: number }[] = await harness.db.query(
      'SELECT count(*)::int AS n FROM blocked_pairs WHERE is_blocked AND $1 IN (blocker_id, blocked_id)',
      [man],
    );
    expect(rows[0]?.n).toBe(2);
  }, 60_000);

  it('lets the pair match again on unblock, only when neither side still blocks, without restoring requests', async () => {
    const { man, woman } = await fourMembers();
    await sendRequest(man, woman);
    await harness.publish('messaging.member.blocked', { blockerId: man, blockedId: woman });
    await harness.publish('messaging.member.blocked', { blockerId: woman, blockedId: man });
    await harness.settled();
    expect(await storedPair(man, woman)).toBe(false);

    // One side lifts its block: the other's still keeps them apart.
    await harness.publish('messaging.member.unblocked', { blockerId: man, blockedId: woman });
    await harness.settled();
    expect(await storedPair(man, woman)).toBe(false);
    expect(await matchesOf(man)).not.toContain(woman);

    // Both lifted: their recomputes bring the match back; the withdrawn request stays withdrawn.
    await harness.publish('messaging.member.unblocked', { blockerId: woman, blockedId: man });
    await harness.settled();
    await waitFor(async () => (await matchesOf(man)).includes(woman), { what: 'match back' });
    expect(await matchesOf(woman)).toContain(man);
    expect(await statusesBetween(man, woman)).toEqual(['expired']);
  }, 60_000);

  it('keeps the newest of a block and an unblock that arrive out of order', async () => {
    const { man, woman } = await fourMembers();
    const at = Date.now();
    await harness.publish(
      'messaging.member.unblocked',
      { blockerId: man, blockedId: woman },
      new Date(at + 1000).toISOString(),
    );
    await harness.publish(
      'messaging.member.blocked',
      { blockerId: man, blockedId: woman },
      new Date(at).toISOString(),
    );
    await harness.settled();
    // The later unblock wins: the older block arriving last changes nothing.
    expect(await storedPair(man, woman)).toBe(true);
    expect(await matchesOf(man)).toContain(woman);
  }, 60_000);

  it('erases the blocks of a deleted member, and ignores a late block naming them', async () => {
    const { man, woman, otherWoman } = await fourMembers();
    await harness.publish('messaging.member.blocked', { blockerId: woman, blockedId: man });
    await harness.settled();
    await harness.publish('identity.account.deleted', { userId: man, deletedBy: null });
    await harness.settled();
    const late = await harness.publish('messaging.member.blocked', {
      blockerId: otherWoman,
      blockedId: man,
    });
    await consumed(late.id);
    const rows: unknown[] = await harness.db.query(
      'SELECT 1 FROM blocked_pairs WHERE blocker_id = $1 OR blocked_id = $1',
      [man],
    );
    expect(rows).toEqual([]);
  }, 60_000);
});
