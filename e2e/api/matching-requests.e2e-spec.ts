/** @platform shared */
import { AccessMessage, MatchingRoutes } from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import { matchableMember, newCommunity, waitForMatches, type Member } from './matching-fixtures';

describe('match requests through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  /** One woman matched with `men` men, all in a community of their own. */
  const matchedGroup = async (men: number): Promise<{ woman: Member; men: Member[] }> => {
    const community = newCommunity();
    const woman = await matchableMember(platform, admin, 'female', community);
    const group: Member[] = [];
    for (let i = 0; i < men; i += 1) {
      group.push(await matchableMember(platform, admin, 'male', community));
    }
    await waitForMatches(
      woman,
      group.map((man) => man.id),
    );
    for (const man of group) {
      await waitForMatches(man, [woman.id]);
    }
    return { woman, men: group };
  };

  const send = (
    from: Member,
    to: Member | string,
    message = 'Assalamu alaikum, I read your profile.',
  ) =>
    from.client.call(MatchingRoutes.createRequest, {
      body: { requesterId: from.id, targetId: typeof to === 'string' ? to : to.id, message },
    });

  const listOf = async (member: Member, which: 'sent' | 'received') =>
    (
      await member.client.call(
        which === 'sent' ? MatchingRoutes.sentRequests : MatchingRoutes.receivedRequests,
        {},
      )
    ).body;

  it('sends a request, lists it on both sides, and both see it accepted', async () => {
    const { woman, men } = await matchedGroup(1);
    const [man] = men as [Member];

    const sent = await send(woman, man, '  Assalamu alaikum, I read your profile.  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      requesterId: woman.id,
      targetId: man.id,
      status: 'pending',
      message: 'Assalamu alaikum, I read your profile.',
      responseDate: null,
      requester: { id: woman.id, username: woman.username, countryOfResidence: 'United Kingdom' },
      target: { id: man.id, username: man.username, countryOfResidence: 'United Kingdom' },
    });
    expect(JSON.stringify(sent.body)).not.toContain(woman.email);
    expect((await listOf(woman, 'sent')).map((request) => request.id)).toEqual([sent.body.id]);
    expect(await listOf(woman, 'received')).toEqual([]);
    expect((await listOf(man, 'received')).map((request) => request.id)).toEqual([sent.body.id]);
    expect(await listOf(man, 'sent')).toEqual([]);

    const accepted = await man.client.call(MatchingRoutes.respondRequest, {
      params: { id: sent.body.id },
      body: { status: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: sent.body.id, status: 'accepted' });
    expect(accepted.body.responseDate).toEqual(expect.any(String));
    expect((await listOf(woman, 'sent'))[0]).toMatchObject({ status: 'accepted' });
    expect((await listOf(man, 'received'))[0]).toMatchObject({ status: 'accepted' });

    const again = await man.client.call(MatchingRoutes.respondRequest, {
      params: { id: sent.body.id },
      body: { status: 'declined' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request has already been accepted');
  });

  it('lets the target decline, lists newest first, and refuses a second pending request', async () => {
    const { woman, men } = await matchedGroup(2);
    const [first, second] = men as [Member, Member];

    const fromFirst = await send(first, woman);
    expect(fromFirst.status).toBe(201);
    const twice = await send(first, woman);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A request is already pending');
    // Either direction counts as the pair's pending request.
    const back = await send(woman, first);
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('A request is already pending');

    const fromSecond = await send(second, woman);
    expect(fromSecond.status).toBe(201);
    expect((await listOf(woman, 'received')).map((request) => request.id)).toEqual([
      fromSecond.body.id,
      fromFirst.body.id,
    ]);

    const declined = await woman.client.call(MatchingRoutes.respondRequest, {
      params: { id: fromFirst.body.id },
      body: { status: 'declined' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect((await listOf(first, 'sent'))[0]).toMatchObject({
      id: fromFirst.body.id,
      status: 'declined',
    });
    // Once answered, the pair may try again.
    expect((await send(woman, first)).status).toBe(201);
  });

  it("refuses requests to yourself, to non-matches and in another member's name", async () => {
    const { woman, men } = await matchedGroup(1);
    const [man] = men as [Member];
    const outsider = await matchableMember(platform, admin, 'male', newCommunity());

    const self = await send(woman, woman);
    expect([400, 422]).toContain(self.status);
    expect(self.body.message).toBe('You cannot send a request to yourself');

    const nonMatch = await send(woman, outsider);
    expect(nonMatch.status).toBe(422);
    expect(nonMatch.body.message).toBe('You can only send requests to your matches');
    const unknown = await send(woman, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(422);

    const impostor = await woman.client.call(MatchingRoutes.createRequest, {
      body: { requesterId: man.id, targetId: woman.id, message: 'Pretending to be him' },
    });
    expect(impostor.status).toBe(403);
    expect(impostor.body.message).toBe(AccessMessage.SelfOnly);

    expect(await listOf(woman, 'sent')).toEqual([]);
    expect(await listOf(man, 'sent')).toEqual([]);
    expect(await listOf(outsider, 'received')).toEqual([]);
  });

  it('refuses bad bodies with field messages and writes nothing', async () => {
    const { woman, men } = await matchedGroup(1);
    const [man] = men as [Member];
    const cases: [unknown, string][] = [
      [{ requesterId: woman.id, targetId: man.id, message: 'x'.repeat(501) }, 'message'],
      [{ requesterId: woman.id, message: 'No target' }, 'targetId'],
      [{ requesterId: woman.id, targetId: 'someone', message: 'Hello' }, 'targetId'],
      [{ requesterId: woman.id, targetId: man.id, message: 42 }, 'message'],
      [{ requesterId: woman.id, targetId: man.id, status: 'accepted' }, '_'],
    ];
    for (const [body, field] of cases) {
      const response = await woman.client.callRaw(MatchingRoutes.createRequest, { body });
      expect([field, response.status, response.body.code]).toEqual([
        field,
        400,
        'VALIDATION_FAILED',
      ]);
      expect(response.body.fields ?? {}).toHaveProperty(field);
    }
    const raw = await woman.client.request('POST', '/api/match-requests', { raw: '{"oops' });
    expect(raw.status).toBe(400);
    expect(await listOf(woman, 'sent')).toEqual([]);
    expect(await listOf(man, 'received')).toEqual([]);

    const pending = await send(woman, man);
    for (const body of [
      { status: 'expired' },
      { status: 'pending' },
      {},
      { status: 'accepted', note: 'x' },
    ]) {
      const response = await man.client.callRaw(MatchingRoutes.respondRequest, {
        params: { id: pending.body.id },
        body,
      });
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
    }
    expect(
      (
        await man.client.callRaw(MatchingRoutes.respondRequest, {
          params: { id: 'not-a-uuid' },
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(400);
    expect((await listOf(man, 'received'))[0]).toMatchObject({ status: 'pending' });
  });

  it('lets only the target answer: 403 for the requester, 404 for anyone else', async () => {
    const { woman, men } = await matchedGroup(2);
    const [man, rival] = men as [Member, Member];
    const request = await send(woman, man);
    expect(request.status).toBe(201);

    const own = await woman.client.call(MatchingRoutes.respondRequest, {
      params: { id: request.body.id },
      body: { status: 'accepted' },
    });
    expect(own.status).toBe(403);
    const stranger = await rival.client.call(MatchingRoutes.respondRequest, {
      params: { id: request.body.id },
      body: { status: 'accepted' },
    });
    expect(stranger.status).toBe(404);
    const missing = await man.client.call(MatchingRoutes.respondRequest, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { status: 'accepted' },
    });
    expect(missing.status).toBe(404);
    expect(await listOf(rival, 'received')).toEqual([]);
    expect((await listOf(man, 'received'))[0]).toMatchObject({
      id: request.body.id,
      status: 'pending',
    });
  });
});
