import { randomUUID } from 'node:crypto';
import { MatchingRpc, type Actor, type MatchRequestStatus } from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import type { INestMicroservice } from '@nestjs/common';
import { Client } from 'pg';
import {
  errorOf,
  requestsAndAnalysisService,
  seedMatch,
  seedMember,
  type SeededMember,
} from '../../test/requests-and-analysis';
import { MatchRequestsRepository } from './match-requests.repository';

const admin: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'admin' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('match requests', () => {
  const harness = new ServiceHarness();
  let app: INestMicroservice;
  let db: Client;

  /** Two eligible members of opposite gender with a stored match. */
  const matchedPair = async (): Promise<[SeededMember, SeededMember]> => {
    const a = await seedMember(db, { gender: 'male' });
    const b = await seedMember(db, { gender: 'female' });
    await seedMatch(db, a, b);
    return [a, b];
  };

  const send = (from: SeededMember, to: { id: string }, message = 'Salaam') =>
    harness.rpc.call(
      MatchingRpc.createRequest,
      { requesterId: from.id, targetId: to.id, message },
      from.actor,
    );

  const storedBetween = async (a: { id: string }, b: { id: string }) =>
    (
      await db.query<{ id: string; status: MatchRequestStatus; response_date: Date | null }>(
        `SELECT id, status, response_date FROM match_requests
          WHERE (requester_id = $1 AND target_id = $2) OR (requester_id = $2 AND target_id = $1)
          ORDER BY request_date`,
        [a.id, b.id],
      )
    ).rows;

  const backdate = (id: string, days: number) =>
    db.query('UPDATE match_requests SET request_date = $2 WHERE id = $1', [
      id,
      new Date(Date.now() - days * DAY_MS),
    ]);

  beforeAll(async () => {
    app = await harness.start(requestsAndAnalysisService);
    db = new Client({ connectionString: (await harness.database('matching')).url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  describe('sending', () => {
    it('sends a pending request to a match, shown in both lists with the parties', async () => {
      const [a, b] = await matchedPair();
      const view = await send(a, b, '  Assalamu alaikum, I would like to know more.  ');
      expect(view).toMatchObject({
        requesterId: a.id,
        targetId: b.id,
        status: 'pending',
        message: 'Assalamu alaikum, I would like to know more.',
        responseDate: null,
        requester: { id: a.id, username: a.username, countryOfResidence: 'United Kingdom' },
        target: { id: b.id, username: b.username, countryOfResidence: 'United Kingdom' },
      });
      expect(view.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(view.requestDate).toISOString()).toBe(view.requestDate);
      expect(view.createdAt).toBe(view.requestDate);

      expect(await harness.rpc.call(MatchingRpc.sentRequests, {}, a.actor)).toEqual([view]);
      expect(await harness.rpc.call(MatchingRpc.receivedRequests, {}, b.actor)).toEqual([view]);
      expect(await harness.rpc.call(MatchingRpc.sentRequests, {}, b.actor)).toEqual([]);
      expect(await harness.rpc.call(MatchingRpc.receivedRequests, {}, a.actor)).toEqual([]);
    });

    it('refuses to send as someone else and stores nothing', async () => {
      const [a, b] = await matchedPair();
      const error = await errorOf(
        harness.rpc.call(
          MatchingRpc.createRequest,
          { requesterId: a.id, targetId: b.id, message: '' },
          b.actor,
        ),
      );
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('You can only do this for your own account');
      const anonymous = await errorOf(
        harness.rpc.call(
          MatchingRpc.createRequest,
          { requesterId: a.id, targetId: b.id, message: '' },
          null,
        ),
      );
      expect(anonymous.code).toBe('UNAUTHENTICATED');
      expect(anonymous.message).toBe('Please sign in to continue');
      // Refused before the input is looked at: invalid input gets the same answer.
      const invalid = await errorOf(
        harness.rpc.call(
          MatchingRpc.createRequest,
          { requesterId: a.id, targetId: 'not-a-uuid', message: '' },
          b.actor,
        ),
      );
      expect(invalid.code).toBe('FORBIDDEN');
      expect(await storedBetween(a, b)).toEqual([]);
    });

    it('refuses a request to yourself', async () => {
      const a = await seedMember(db);
      const error = await errorOf(send(a, a));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe('You cannot send a request to yourself');
      expect(error.fields).toEqual({ targetId: 'You cannot send a request to yourself' });
      expect(await storedBetween(a, a)).toEqual([]);
    });

    it('refuses members who are not matches, hidden matches and members no longer eligible', async () => {
      const a = await seedMember(db, { gender: 'male' });
      const stranger = await seedMember(db, { gender: 'female' });
      const hidden = await seedMember(db, { gender: 'female' });
      await seedMatch(db, a, hidden, { isHidden: true });
      const pendingQuestionnaire = await seedMember(db, {
        gender: 'female',
        questionnaireStatus: 'pending',
      });
      await seedMatch(db, a, pendingQuestionnaire);
      const rejectedSender = await seedMember(db, { gender: 'male', accountStatus: 'rejected' });
      const target = await seedMember(db, { gender: 'female' });
      await seedMatch(db, rejectedSender, target);

      for (const [from, to] of [
        [a, stranger],
        [a, hidden],
        [a, pendingQuestionnaire],
        [rejectedSender, target],
        [a, { id: randomUUID() }],
      ] as const) {
        const error = await errorOf(send(from, to));
        expect(error.code).toBe('UNPROCESSABLE');
        expect(error.message).toBe('You can only send requests to your matches');
        expect(await storedBetween(from, to)).toEqual([]);
      }
    });

    it('refuses a second request while one is pending, whichever way it was sent', async () => {
      const [a, b] = await matchedPair();
      await send(a, b);
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const error = await errorOf(send(from, to));
        expect(error.code).toBe('CONFLICT');
        expect(error.message).toBe('A request is already pending');
      }
      expect(await storedBetween(a, b)).toHaveLength(1);
    });

    it('stores exactly one pending request when the same pair sends at the same moment', async () => {
      for (let round = 0; round < 5; round += 1) {
        const [a, b] = await matchedPair();
        const results = await Promise.allSettled([send(a, b), send(b, a), send(a, b), send(b, a)]);
        const sent = results.filter((result) => result.status === 'fulfilled');
        const refused = results.flatMap((result) =>
          result.status === 'rejected'
            ? [result.reason as { code?: string; message?: string }]
            : [],
        );
        expect(sent).toHaveLength(1);
        expect(refused).toHaveLength(3);
        for (const reason of refused) {
          expect(reason).toMatchObject({
            code: 'CONFLICT',
            message: 'A request is already pending',
          });
        }
        expect(await storedBetween(a, b)).toHaveLength(1);
      }
    });

    it('allows a new request once the previous one was answered', async () => {
      const [a, b] = await matchedPair();
      const first = await send(a, b);
      await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: first.id, status: 'declined' },
        b.actor,
      );
      const second = await send(b, a, 'Perhaps now?');
      expect(second.status).toBe('pending');
      expect((await storedBetween(a, b)).map((row) => row.status)).toEqual(['declined', 'pending']);
    });

    it('makes a declined member wait 30 days before asking the same member again', async () => {
      const [a, b] = await matchedPair();
      const first = await send(a, b);
      await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: first.id, status: 'declined' },
        b.actor,
      );
      const again = await errorOf(send(a, b, 'Please reconsider'));
      expect(again.code).toBe('CONFLICT');
      expect(again.message).toMatch(
        /^This member declined your last request\. You can send them a new one from \d{4}-\d{2}-\d{2}\.$/,
      );
      expect((await storedBetween(a, b)).map((row) => row.status)).toEqual(['declined']);

      await db.query('UPDATE match_requests SET response_date = $2 WHERE id = $1', [
        first.id,
        new Date(Date.now() - 31 * DAY_MS),
      ]);
      expect((await send(a, b, 'A month later')).status).toBe('pending');
    });

    it('expires an overdue pending request instead of letting it block a new one', async () => {
      const [a, b] = await matchedPair();
      const old = await send(a, b);
      await backdate(old.id, 15);
      const fresh = await send(a, b);
      expect(fresh.status).toBe('pending');
      const rows = await storedBetween(a, b);
      expect(rows.find((row) => row.id === old.id)?.status).toBe('expired');
      expect(rows.find((row) => row.id === fresh.id)?.status).toBe('pending');
    });

    it.each([
      [{ message: 'x'.repeat(501) }, 'message', 'message must be at most 500 characters'],
      [{ targetId: 'not-a-uuid' }, 'targetId', undefined],
    ])('rejects invalid input %#', async (override, field, message) => {
      const [a, b] = await matchedPair();
      const request = { requesterId: a.id, targetId: b.id, message: 'Hi', ...override };
      const error = await errorOf(harness.rpc.call(MatchingRpc.createRequest, request, a.actor));
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      if (message) {
        expect(error.fields?.[field]).toBe(message);
      }
      expect(await storedBetween(a, b)).toEqual([]);
    });
  });

  describe('lists', () => {
    it('lists newest first and leaves out requests hidden from members', async () => {
      const a = await seedMember(db, { gender: 'male' });
      const targets = [];
      for (let i = 0; i < 3; i += 1) {
        const target = await seedMember(db, { gender: 'female' });
        await seedMatch(db, a, target);
        targets.push(target);
      }
      const views = [];
      for (const target of targets) {
        views.push(await send(a, target));
      }
      // Spread the dates so the order does not depend on insert timing.
      await backdate(views[0]?.id ?? '', 3);
      await backdate(views[1]?.id ?? '', 1);
      await db.query('UPDATE match_requests SET is_visible = false WHERE id = $1', [views[2]?.id]);
      const sent = await harness.rpc.call(MatchingRpc.sentRequests, {}, a.actor);
      expect(sent.map((view) => view.id)).toEqual([views[1]?.id, views[0]?.id]);
    });

    it('needs a signed-in caller', async () => {
      const error = await errorOf(harness.rpc.call(MatchingRpc.sentRequests, {}, null));
      expect(error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('responding', () => {
    it.each(['accepted', 'declined'] as const)('lets the target answer %s', async (status) => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      const before = Date.now();
      const answered = await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: request.id, status },
        b.actor,
      );
      expect(answered).toMatchObject({ id: request.id, status, requestDate: request.requestDate });
      expect(Date.parse(answered.responseDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(await harness.rpc.call(MatchingRpc.sentRequests, {}, a.actor)).toEqual([answered]);
      expect(await storedBetween(a, b)).toEqual([
        expect.objectContaining({ status, response_date: expect.any(Date) }),
      ]);
    });

    it('refuses the requester (403) and a stranger or an unknown id (404)', async () => {
      const [a, b] = await matchedPair();
      const stranger = await seedMember(db, { gender: 'female' });
      const request = await send(a, b);

      const own = await errorOf(
        harness.rpc.call(
          MatchingRpc.respondRequest,
          { id: request.id, status: 'accepted' },
          a.actor,
        ),
      );
      expect(own.code).toBe('FORBIDDEN');
      expect(own.message).toBe('Only the member who received this request can answer it');

      for (const [id, actor] of [
        [request.id, stranger.actor],
        [request.id, admin],
        [randomUUID(), b.actor],
      ] as const) {
        const error = await errorOf(
          harness.rpc.call(MatchingRpc.respondRequest, { id, status: 'accepted' }, actor),
        );
        expect(error.code).toBe('NOT_FOUND');
        expect(error.message).toBe('Match request not found');
      }
      expect(await storedBetween(a, b)).toEqual([
        expect.objectContaining({ status: 'pending', response_date: null }),
      ]);
    });

    it('refuses to answer twice', async () => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: request.id, status: 'accepted' },
        b.actor,
      );
      const error = await errorOf(
        harness.rpc.call(
          MatchingRpc.respondRequest,
          { id: request.id, status: 'declined' },
          b.actor,
        ),
      );
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('This request has already been accepted');
      expect((await storedBetween(a, b))[0]?.status).toBe('accepted');
    });

    it('refuses to answer a request pending for more than 14 days, which is then expired', async () => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      await backdate(request.id, 14.01);
      const error = await errorOf(
        harness.rpc.call(
          MatchingRpc.respondRequest,
          { id: request.id, status: 'accepted' },
          b.actor,
        ),
      );
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('This request has expired');
      expect((await storedBetween(a, b))[0]?.status).toBe('expired');
    });

    it('accepts only accepted or declined as an answer', async () => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      const error = await errorOf(
        harness.rpc.call(
          MatchingRpc.respondRequest,
          { id: request.id, status: 'expired' as 'accepted' },
          b.actor,
        ),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields).toEqual({ status: "status must be 'accepted' or 'declined'" });
      expect((await storedBetween(a, b))[0]?.status).toBe('pending');
    });
  });

  describe('expiry', () => {
    it('expires requests pending for more than 14 days, once, even with two workers at once', async () => {
      const requests = app.get(MatchRequestsRepository);
      // Expire whatever earlier tests left overdue, so the counts below are this test's own.
      await requests.expirePending(new Date());
      // One seeding client: seed one pair after the other.
      const pairs = [await matchedPair(), await matchedPair(), await matchedPair()];
      const [overdue, fresh, answered] = await Promise.all(pairs.map(([a, b]) => send(a, b)));
      await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: answered?.id ?? '', status: 'accepted' },
        pairs[2][1].actor,
      );
      await backdate(overdue?.id ?? '', 15);
      await backdate(fresh?.id ?? '', 13);
      await backdate(answered?.id ?? '', 30);

      const now = new Date();
      const counts = await Promise.all([requests.expirePending(now), requests.expirePending(now)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await requests.expirePending(now)).toBe(0);

      const [expired] = await storedBetween(...pairs[0]);
      expect(expired).toMatchObject({ status: 'expired' });
      expect(expired?.response_date?.toISOString()).toBe(now.toISOString());
      expect((await storedBetween(...pairs[1]))[0]?.status).toBe('pending');
      expect((await storedBetween(...pairs[2]))[0]?.status).toBe('accepted');
      // The fresh one expires once its own 14 days are over.
      expect(await requests.expirePending(new Date(Date.now() + 1.01 * DAY_MS))).toBe(1);
      expect((await storedBetween(...pairs[1]))[0]?.status).toBe('expired');
    });
  });

  describe('administration', () => {
    it('is for administrators only: 403 for members, 401 without a caller', async () => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      const calls = [
        harness.rpc.call(MatchingRpc.adminListRequests, { page: 1, pageSize: 20 }, a.actor),
        harness.rpc.call(MatchingRpc.adminGetRequest, { id: request.id }, b.actor),
        harness.rpc.call(
          MatchingRpc.adminUpdateRequest,
          { id: request.id, status: 'accepted' },
          b.actor,
        ),
        // Refused before the input is even looked at.
        harness.rpc.call(
          MatchingRpc.adminUpdateRequest,
          { id: 'not-an-id', status: 'approved' as 'accepted' },
          a.actor,
        ),
      ];
      for (const call of calls) {
        const error = await errorOf(call);
        expect(error.code).toBe('FORBIDDEN');
        expect(error.message).toBe('Only administrators can do this');
      }
      const anonymous = await errorOf(
        harness.rpc.call(MatchingRpc.adminListRequests, { page: 1, pageSize: 20 }, null),
      );
      expect(anonymous.code).toBe('UNAUTHENTICATED');
      expect(anonymous.message).toBe('Please sign in to continue');
      expect((await storedBetween(a, b))[0]?.status).toBe('pending');
    });

    it('shows one request with both parties as the admin area lists them', async () => {
      const a = await seedMember(db, {
        gender: 'male',
        fullName: 'Yusuf Ahmed Test',
        practiceLevel: 'moderate',
      });
      const b = await seedMember(db, { gender: 'female', fullName: 'Maryam Bello Test' });
      await seedMatch(db, a, b);
      const request = await send(a, b, 'Hello');
      const shown = await harness.rpc.call(MatchingRpc.adminGetRequest, { id: request.id }, admin);
      expect(shown).toEqual({
        id: request.id,
        requester: {
          id: a.id,
          fullName: 'Yusuf Ahmed Test',
          username: a.username,
          email: `${a.username}@example.com`,
          practiceLevel: 'moderate',
        },
        target: {
          id: b.id,
          fullName: 'Maryam Bello Test',
          username: b.username,
          email: `${b.username}@example.com`,
          practiceLevel: 'practicing',
        },
        message: 'Hello',
        status: 'pending',
        requestDate: request.requestDate,
        responseDate: null,
        adminNotes: null,
        isVisible: true,
      });
      const missing = await errorOf(
        harness.rpc.call(MatchingRpc.adminGetRequest, { id: randomUUID() }, admin),
      );
      expect(missing.code).toBe('NOT_FOUND');
      expect(missing.message).toBe('Match request not found');
    });

    it('lists every request newest first, filtered by status and paged', async () => {
      const [a, b] = await matchedPair();
      const [c, d] = await matchedPair();
      const first = await send(a, b);
      const second = await send(c, d);
      await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: first.id, status: 'declined' },
        b.actor,
      );
      await db.query('UPDATE match_requests SET is_visible = false WHERE id = $1', [second.id]);

      // Without a query: the first page of 20.
      const defaults = await harness.rpc.call(
        MatchingRpc.adminListRequests,
        {} as { page: number; pageSize: number },
        admin,
      );
      expect(defaults).toMatchObject({ page: 1, pageSize: 20 });
      const { total } = defaults;
      const all = await harness.rpc.call(
        MatchingRpc.adminListRequests,
        { page: 1, pageSize: 100 },
        admin,
      );
      expect(all).toMatchObject({ total, page: 1, pageSize: 100 });
      expect(all.items).toHaveLength(Math.min(total, 100));
      const dates = all.items.map((item) => Date.parse(item.requestDate));
      expect(dates).toEqual([...dates].sort((x, y) => y - x));
      // Hidden from members, still listed for admins.
      expect(all.items.find((item) => item.id === second.id)).toMatchObject({ isVisible: false });

      const declined = await harness.rpc.call(
        MatchingRpc.adminListRequests,
        { status: 'declined', page: 1, pageSize: 100 },
        admin,
      );
      expect(declined.items.every((item) => item.status === 'declined')).toBe(true);
      expect(declined.items.map((item) => item.id)).toContain(first.id);
      expect(declined.total).toBe(declined.items.length);

      const pageOne = await harness.rpc.call(
        MatchingRpc.adminListRequests,
        { page: 1, pageSize: 1 },
        admin,
      );
      const pageTwo = await harness.rpc.call(
        MatchingRpc.adminListRequests,
        { page: 2, pageSize: 1 },
        admin,
      );
      expect(pageOne.items.map((item) => item.id)).toEqual([all.items[0]?.id]);
      expect(pageTwo.items.map((item) => item.id)).toEqual([all.items[1]?.id]);
      expect(pageTwo).toMatchObject({ total, page: 2, pageSize: 1 });
    });

    it('sets any status, keeps trimmed notes only when given and dates the response', async () => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      const declined = await harness.rpc.call(
        MatchingRpc.adminUpdateRequest,
        { id: request.id, status: 'declined', adminNotes: '  Member asked us to decline.  ' },
        admin,
      );
      expect(declined).toMatchObject({
        status: 'declined',
        adminNotes: 'Member asked us to decline.',
      });
      expect(declined.responseDate).not.toBeNull();

      // Blank notes leave the stored notes alone; leaving a non-pending status keeps its date.
      const expired = await harness.rpc.call(
        MatchingRpc.adminUpdateRequest,
        { id: request.id, status: 'expired', adminNotes: '   ' },
        admin,
      );
      expect(expired).toMatchObject({
        status: 'expired',
        adminNotes: 'Member asked us to decline.',
        responseDate: declined.responseDate,
      });

      // Reopened, it awaits an answer again and the target may answer it.
      const reopened = await harness.rpc.call(
        MatchingRpc.adminUpdateRequest,
        { id: request.id, status: 'pending' },
        admin,
      );
      expect(reopened).toMatchObject({ status: 'pending', responseDate: null });
      const accepted = await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: request.id, status: 'accepted' },
        b.actor,
      );
      expect(accepted.status).toBe('accepted');
    });

    it('refuses to reopen a request when the pair already has another pending one', async () => {
      const [a, b] = await matchedPair();
      const first = await send(a, b);
      await harness.rpc.call(
        MatchingRpc.respondRequest,
        { id: first.id, status: 'declined' },
        b.actor,
      );
      await send(b, a);
      const error = await errorOf(
        harness.rpc.call(
          MatchingRpc.adminUpdateRequest,
          { id: first.id, status: 'pending' },
          admin,
        ),
      );
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('A request is already pending');
      expect((await storedBetween(a, b)).map((row) => row.status)).toEqual(['declined', 'pending']);
    });

    it('refuses an unknown request, an unknown status and over-long notes', async () => {
      const [a, b] = await matchedPair();
      const request = await send(a, b);
      const missing = await errorOf(
        harness.rpc.call(
          MatchingRpc.adminUpdateRequest,
          { id: randomUUID(), status: 'accepted' },
          admin,
        ),
      );
      expect(missing.code).toBe('NOT_FOUND');
      const badStatus = await errorOf(
        harness.rpc.call(
          MatchingRpc.adminUpdateRequest,
          { id: request.id, status: 'approved' as 'accepted' },
          admin,
        ),
      );
      expect(badStatus.code).toBe('VALIDATION_FAILED');
      const longNotes = await errorOf(
        harness.rpc.call(
          MatchingRpc.adminUpdateRequest,
          { id: request.id, status: 'accepted', adminNotes: 'x'.repeat(2001) },
          admin,
        ),
      );
      expect(longNotes.fields).toEqual({
        adminNotes: 'adminNotes must be at most 2000 characters',
      });
      expect(await storedBetween(a, b)).toEqual([
        expect.objectContaining({ status: 'pending', response_date: null }),
      ]);
    });
  });

  describe('erasure', () => {
    it('removes a member’s requests with their read-model row', async () => {
      const [a, b] = await matchedPair();
      await send(a, b);
      await db.query('DELETE FROM candidates WHERE user_id = $1', [a.id]);
      expect(await storedBetween(a, b)).toEqual([]);
      expect(await harness.rpc.call(MatchingRpc.receivedRequests, {}, b.actor)).toEqual([]);
    });
  });
});
