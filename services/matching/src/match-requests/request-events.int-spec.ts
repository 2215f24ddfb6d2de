import { MatchingRpc, type Actor, type EventName } from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { waitFor } from '@mithaq/testing';
import { Client } from 'pg';
import {
  errorOf,
  requestsAndAnalysisService,
  seedMatch,
  seedMember,
  type SeededMember,
} from '../../test/requests-and-analysis';

const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'admin' };

interface Recorded {
  name: EventName;
  payload: Record<string, unknown>;
  sent: boolean;
}

describe('match request events', () => {
  const harness = new ServiceHarness();
  let db: Client;

  const matchedPair = async (): Promise<[SeededMember, SeededMember]> => {
    const a = await seedMember(db, { gender: 'male' });
    const b = await seedMember(db, { gender: 'female' });
    await seedMatch(db, a, b);
    return [a, b];
  };

  /** The matching events recorded about the two members, oldest first. */
  const eventsOf = async (a: SeededMember, b: SeededMember): Promise<Recorded[]> =>
    (
      await db.query<Recorded>(
        `SELECT name, payload, sent_at IS NOT NULL AS sent FROM outbox
          WHERE name LIKE 'matching.%'
            AND ARRAY[$1, $2] @> ARRAY[COALESCE(payload->>'requesterId', payload->>'userA'),
                                      COALESCE(payload->>'targetId', payload->>'userB')]
          ORDER BY seq`,
        [a.id, b.id],
      )
    ).rows;

  const send = (from: SeededMember, to: SeededMember) =>
    harness.rpc.call(
      MatchingRpc.createRequest,
      { requesterId: from.id, targetId: to.id, message: 'Salaam' },
      from.actor,
    );

  const answer = (id: string, by: SeededMember, status: 'accepted' | 'declined') =>
    harness.rpc.call(MatchingRpc.respondRequest, { id, status }, by.actor);

  const adminSet = (id: string, status: 'pending' | 'accepted' | 'declined' | 'expired') =>
    harness.rpc.call(MatchingRpc.adminUpdateRequest, { id, status }, admin);

  const ordered = (a: SeededMember, b: SeededMember) =>
    a.id < b.id ? { userA: a.id, userB: b.id } : { userA: b.id, userB: a.id };

  beforeAll(async () => {
    await harness.start(requestsAndAnalysisService);
    db = new Client({ connectionString: (await harness.database('matching')).url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('announces a sent request and publishes it to the bus', async () => {
    const [a, b] = await matchedPair();
    const request = await send(a, b);
    const [created, ...rest] = await eventsOf(a, b);
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      name: 'matching.request.created',
      payload: { requestId: request.id, requesterId: a.id, targetId: b.id },
    });
    // The relay hands it to RabbitMQ once committed.
    await waitFor(async () => (await eventsOf(a, b))[0]?.sent, { what: 'event published' });
  });

  it('announces nothing when the request is refused', async () => {
    const [a, b] = await matchedPair();
    await send(a, b);
    expect((await errorOf(send(b, a))).code).toBe('CONFLICT');
    expect((await eventsOf(a, b)).map((e) => e.name)).toEqual(['matching.request.created']);
  });

  it.each(['accepted', 'declined'] as const)(
    'announces the target’s answer: %s',
    async (status) => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      await answer(request.id, b, status);
      const events = await eventsOf(a, b);
      expect(events.map((e) => e.name)).toEqual([
        'matching.request.created',
        'matching.request.answered',
      ]);
      expect(events[1]?.payload).toEqual({
        requestId: request.id,
        requesterId: a.id,
        targetId: b.id,
        status,
      });
      // A refused second answer adds nothing.
      expect((await errorOf(answer(request.id, b, 'accepted'))).code).toBe('CONFLICT');
      expect(await eventsOf(a, b)).toHaveLength(2);
    },
  );

  it('announces an admin’s accept as an answer, and closes the pair when an admin ends it', async () => {
    const [a, b] = await matchedPair();
    const request = await send(a, b);
    await adminSet(request.id, 'accepted');
    // Setting the same status again is no change: nothing more is announced.
    await adminSet(request.id, 'accepted');
    await adminSet(request.id, 'expired');
    const events = await eventsOf(a, b);
    expect(events.map((e) => [e.name, e.payload['status'] ?? e.payload['reason']])).toEqual([
      ['matching.request.created', undefined],
      ['matching.request.answered', 'accepted'],
      ['matching.pair.closed', 'hidden'],
    ]);
    expect(events[2]?.payload).toEqual({ ...ordered(a, b), reason: 'hidden' });
  });

  it('does not close a pair that still has another accepted request', async () => {
    const [a, b] = await matchedPair();
    const first = await send(a, b);
    await answer(first.id, b, 'accepted');
    const second = await send(b, a);
    await answer(second.id, a, 'accepted');
    await adminSet(first.id, 'declined');
    expect((await eventsOf(a, b)).map((e) => e.name)).not.toContain('matching.pair.closed');
    await adminSet(second.id, 'declined');
    expect((await eventsOf(a, b)).filter((e) => e.name === 'matching.pair.closed')).toHaveLength(1);
  });

  it('refuses to reopen or accept a request between members who blocked each other', async () => {
    const [a, b] = await matchedPair();
    const request = await send(a, b);
    await adminSet(request.id, 'declined');
    await db.query(
      `INSERT INTO blocked_pairs (blocker_id, blocked_id, is_blocked, changed_at)
       VALUES ($1, $2, true, now())`,
      [b.id, a.id],
    );
    for (const status of ['accepted', 'pending'] as const) {
      const error = await errorOf(adminSet(request.id, status));
      expect(error.code).toBe('CONFLICT');
    }
    const rows = await db.query<{ status: string }>(
      'SELECT status FROM match_requests WHERE id = $1',
      [request.id],
    );
    expect(rows.rows[0]?.status).toBe('declined');
    expect((await eventsOf(a, b)).map((e) => e.name)).toEqual([
      'matching.request.created',
      'matching.request.answered',
    ]);
  });
});
