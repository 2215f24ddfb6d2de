import { randomUUID } from 'node:crypto';
import { waitFor } from '@mithaq/testing';
import { MatchingHarness, publishMember } from '../../test/matching-harness';
import { millisecondsOf, UUID_V7 } from '../../test/uuid-v7';
import { MatchesRepository, MemberGone, PAIR_WRITES_LOCK } from './matches.repository';
import { pairParams } from './pair-params';

/**
 * The pair-writes lock stands where foreign keys to candidates used to: whatever a recompute was
 * writing when a member was erased, none of that member's pairs survives the erasure.
 */
describe('pair writes and erasure', () => {
  const harness = new MatchingHarness();

  beforeAll(async () => {
    await harness.start();
    await harness.startWorker();
  }, 60_000);
  afterAll(() => harness.stop(), 60_000);

  const pairsOf = async (userId: string): Promise<number> =>
    (
      await harness.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM matches WHERE user1_id = $1 OR user2_id = $1',
        [userId],
      )
    )[0]?.n ?? 0;

  const candidateExists = async (userId: string): Promise<boolean> =>
    (await harness.db.query<unknown[]>('SELECT 1 FROM candidates WHERE user_id = $1', [userId]))
      .length > 0;

  /** The read model's newest version, as a pool catching up now would record it. */
  const readModelVersion = async (): Promise<bigint> => {
    const [row] = await harness.db.query<{ version: string }[]>(
      `SELECT GREATEST((SELECT COALESCE(max(version), 0) FROM candidates),
                       (SELECT COALESCE(max(version), 0) FROM erased_members))::text AS version`,
    );
    return BigInt(row?.version ?? '0');
  };

  /** True while some transaction waits for the pair-writes lock. */
  const someoneWaitsForPairWrites = async (): Promise<boolean> =>
    (
      await harness.db.query<unknown[]>(
        `SELECT 1 FROM pg_locks
          WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2`,
        [...PAIR_WRITES_LOCK],
      )
    ).length > 0;

  it('lets an erasure finish only after a pair write in progress, and removes what it wrote', async () => {
    const man = await publishMember(harness, { gender: 'male' });
    const woman = await publishMember(harness, { gender: 'female' });
    await harness.settled();
    await harness.db.query('DELETE FROM matches WHERE user1_id = $1 OR user2_id = $1', [man]);

    // A recompute writes the pair and has not committed yet when the erasure arrives.
    const writer = harness.db.createQueryRunner();
    await writer.startTransaction();
    const matches = new MatchesRepository(harness.db);
    await matches.lockPairWrites(writer.manager);
    await matches.upsertPairs(
      writer.manager,
      pairParams([{ a: man, b: woman, score: 80, mask: 1 }]),
      '0',
      0n,
    );

    await harness.publish('identity.account.deleted', { userId: man, deletedBy: man });
    await waitFor(someoneWaitsForPairWrites, { what: 'the erasure waiting for the pair write' });
    expect(await candidateExists(man)).toBe(true);

    await writer.commitTransaction();
    await writer.release();
    await waitFor(async () => !(await candidateExists(man)), { what: 'the member erased' });
    expect(await pairsOf(man)).toBe(0);
  }, 60_000);

  it('refuses a pair write naming an erased member and writes nothing of the batch', async () => {
    const man = await publishMember(harness, { gender: 'male' });
    const otherMan = await publishMember(harness, { gender: 'male' });
    const woman = await publishMember(harness, { gender: 'female' });
    await harness.settled();
    // What a pool caught up before the erasure had seen.
    const seenUpTo = await readModelVersion();
    await harness.publish('identity.account.deleted', { userId: man, deletedBy: man });
    await waitFor(async () => !(await candidateExists(man)), { what: 'the member erased' });
    await harness.settled();
    await harness.db.query('DELETE FROM matches WHERE user1_id = $1 OR user2_id = $1', [woman]);

    const matches = new MatchesRepository(harness.db);
    const write = harness.db.transaction(async (m) => {
      await matches.lockPairWrites(m);
      await matches.upsertPairs(
        m,
        pairParams([
          { a: woman, b: otherMan, score: 75, mask: 0 },
          { a: woman, b: man, score: 90, mask: 0 },
        ]),
        '0',
        seenUpTo,
      );
    });
    await expect(write).rejects.toBeInstanceOf(MemberGone);
    expect(await pairsOf(man)).toBe(0);
    expect(await pairsOf(woman)).toBe(0);
  }, 60_000);

  it('looks the members up only when an erasure came after the version the pool had seen', async () => {
    const woman = await publishMember(harness, { gender: 'female' });
    const leaving = await publishMember(harness, { gender: 'male' });
    await harness.settled();
    const seenUpTo = await readModelVersion();
    // An id no member ever had: only the lookup can tell.
    const stranger = randomUUID();
    const matches = new MatchesRepository(harness.db);
    const write = () =>
      harness.db.transaction(async (m) => {
        await matches.lockPairWrites(m);
        await matches.upsertPairs(
          m,
          pairParams([{ a: woman, b: stranger, score: 66, mask: 0 }]),
          '0',
          seenUpTo,
        );
      });

    // No erasure since: a pool caught up to that version held only existing members.
    await write();
    expect(await pairsOf(stranger)).toBe(1);
    await harness.db.query('DELETE FROM matches WHERE user1_id = $1 OR user2_id = $1', [stranger]);

    await harness.publish('identity.account.deleted', { userId: leaving, deletedBy: leaving });
    await waitFor(async () => !(await candidateExists(leaving)), { what: 'the member erased' });
    await expect(write()).rejects.toEqual(new MemberGone(stranger));
    expect(await pairsOf(stranger)).toBe(0);
  }, 60_000);

  it('stores new pairs under time-ordered ids and keeps the id of a pair it rewrites', async () => {
    const man = await publishMember(harness, { gender: 'male' });
    const women = [
      await publishMember(harness, { gender: 'female' }),
      await publishMember(harness, { gender: 'female' }),
    ];
    await harness.settled();
    await harness.db.query('DELETE FROM matches WHERE user1_id = $1 OR user2_id = $1', [man]);
    const matches = new MatchesRepository(harness.db);
    const write = (score: number, partners: readonly string[]) =>
      harness.db.transaction(async (m) => {
        await matches.lockPairWrites(m);
        await matches.upsertPairs(
          m,
          pairParams(partners.map((b) => ({ a: man, b, score, mask: 0 }))),
          '0',
          0n,
        );
      });
    const stored = async () =>
      harness.db.query<{ id: string; score: number; partner: string }[]>(
        `SELECT id, compatibility_score AS score,
                CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END AS partner
           FROM matches WHERE user1_id = $1 OR user2_id = $1 ORDER BY partner`,
        [man],
      );

    const before = Date.now();
    await write(70, women);
    const first = await stored();
    expect(first).toHaveLength(2);
    for (const row of first) {
      expect(row.id).toMatch(UUID_V7);
      const ms = millisecondsOf(row.id);
      expect(ms).toBeGreaterThanOrEqual(before);
      expect(ms).toBeLessThanOrEqual(Date.now());
    }

    await write(85, women);
    const second = await stored();
    expect(second.map((row) => [row.partner, row.id, row.score])).toEqual(
      first.map((row) => [row.partner, row.id, 85]),
    );
  }, 60_000);

  it('never writes a blocked pair, in either order or direction, and writes it again once unblocked', async () => {
    const man = await publishMember(harness, { gender: 'male' });
    const women = [
      await publishMember(harness, { gender: 'female' }),
      await publishMember(harness, { gender: 'female' }),
      await publishMember(harness, { gender: 'female' }),
    ];
    await harness.settled();
    await harness.db.query('DELETE FROM matches WHERE user1_id = $1 OR user2_id = $1', [man]);
    // Straight into the table, as if the block committed after the recompute had scored.
    const block = (blocker: string, blocked: string, isBlocked: boolean) =>
      harness.db.query(
        `INSERT INTO blocked_pairs (blocker_id, blocked_id, is_blocked, changed_at)
         VALUES ($1, $2, $3, now())
         ON CONFLICT (blocker_id, blocked_id) DO UPDATE SET is_blocked = EXCLUDED.is_blocked`,
        [blocker, blocked, isBlocked],
      );
    await block(man, women[0], true);
    await block(women[1], man, true);
    const matches = new MatchesRepository(harness.db);
    const write = () =>
      harness.db.transaction(async (m) => {
        await matches.lockPairWrites(m);
        await matches.upsertPairs(
          m,
          pairParams([
            { a: man, b: women[0], score: 70, mask: 0 },
            { a: women[1], b: man, score: 71, mask: 0 },
            { a: women[2], b: man, score: 72, mask: 0 },
          ]),
          '0',
          0n,
        );
      });
    const partners = async () =>
      (
        await harness.db.query<{ partner: string }[]>(
          `SELECT CASE WHEN user1_id = $1 THEN user2_id ELSE user1_id END AS partner
             FROM matches WHERE user1_id = $1 OR user2_id = $1 ORDER BY 1`,
          [man],
        )
      ).map((row) => row.partner);

    await write();
    expect(await partners()).toEqual([women[2]]);

    await block(man, women[0], false);
    await write();
    expect(await partners()).toEqual([women[0], women[2]].sort());
  }, 60_000);
});
