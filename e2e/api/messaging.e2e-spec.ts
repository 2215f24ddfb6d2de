/** @platform shared */
import { MessageMessage, MessagingRoutes, type ThreadPage } from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import { matchableMember, newCommunity, type Member } from './matching-fixtures';
import { acceptRequest, acceptedPair, matchedPair } from './messaging-fixtures';

const R = MessagingRoutes;

describe('member conversations through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const send = (from: Member, to: Member | string, content: string) =>
    from.client.call(R.send, {
      body: { receiverId: typeof to === 'string' ? to : to.id, content },
    });
  const threadOf = async (member: Member, conversationId: string): Promise<ThreadPage> => {
    const { status, body } = await member.client.call(R.thread, {
      params: { conversationId },
      query: {},
    });
    if (status !== 200) {
      throw new Error(`the thread answered ${status}`);
    }
    return body;
  };

  it('refuses writing before the request is accepted, and opens one conversation after', async () => {
    const pair = await matchedPair(platform, admin);
    const { woman, man } = pair;
    const early = await send(woman, man, 'Assalamu alaikum, may I write to you?');
    expect([403, 422]).toContain(early.status);
    expect(early.body.message).toBe(MessageMessage.NotAPartner);
    const none = await woman.client.call(R.listConversations, {});
    expect(none.body.filter((c) => c.kind === 'member')).toEqual([]);

    const { conversationId } = await acceptRequest(pair);
    const sent = await send(woman, man, '  Assalamu alaikum, JazakAllah khair for accepting.  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      conversationId,
      senderId: woman.id,
      receiverId: man.id,
      content: 'Assalamu alaikum, JazakAllah khair for accepting.',
      isRead: false,
      isFirstContact: true,
      isFlagged: false,
      notice: null,
    });

    const hisList = await man.client.call(R.listConversations, {});
    const his = hisList.body.filter((c) => c.kind === 'member');
    expect(his).toHaveLength(1);
    expect(his[0]).toMatchObject({
      id: conversationId,
      counterpart: { userId: woman.id, deleted: false },
      unreadCount: 1,
      closed: false,
      lastMessage: { id: sent.body.id },
    });
    expect((await man.client.call(R.unreadCount, {})).body).toEqual({ unread: 1 });

    const reply = await send(man, woman, 'Wa alaikum assalam.');
    expect(reply.status).toBe(201);
    const thread = await threadOf(woman, conversationId);
    expect(thread.messages.map((m) => m.id)).toEqual([sent.body.id, reply.body.id]);

    // Only the recipient marks a message read.
    const ownRead = await woman.client.call(R.markRead, { params: { id: sent.body.id } });
    expect([403, 404, 422]).toContain(ownRead.status);
    const read = await man.client.call(R.markRead, { params: { id: sent.body.id } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ conversationId, upToMessageId: sent.body.id, marked: 1 });
    expect((await man.client.call(R.unreadCount, {})).body).toEqual({ unread: 0 });
    expect((await threadOf(woman, conversationId)).messages[0]?.isRead).toBe(true);
  });

  it("keeps a third member out of the pair's thread (404) and from writing to them", async () => {
    const { woman, man, conversationId } = await acceptedPair(platform, admin);
    const sent = await send(woman, man, 'Assalamu alaikum');
    const stranger = await matchableMember(platform, admin, 'male', newCommunity());

    const peek = await stranger.client.call(R.thread, { params: { conversationId }, query: {} });
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe(MessageMessage.ConversationNotFound);
    expect((await admin.call(R.thread, { params: { conversationId }, query: {} })).status).toBe(
      404,
    );
    const write = await send(stranger, woman, 'Hello sister');
    expect([403, 422]).toContain(write.status);
    expect(write.body.message).toBe(MessageMessage.NotAPartner);
    expect((await stranger.client.call(R.markRead, { params: { id: sent.body.id } })).status).toBe(
      404,
    );
    const report = await stranger.client.call(R.reportMessage, {
      params: { id: sent.body.id },
      body: { reason: 'other' },
    });
    expect(report.status).toBe(404);
    expect((await threadOf(man, conversationId)).messages).toHaveLength(1);
    expect((await threadOf(man, conversationId)).messages[0]?.isRead).toBe(false);
  });

  it('refuses bad messages with a clear 4xx and stores none of them', async () => {
    const { woman, man, conversationId } = await acceptedPair(platform, admin);
    const cases: [string, unknown, number, string][] = [
      ['empty', { receiverId: man.id, content: '' }, 400, MessageMessage.Empty],
      ['whitespace', { receiverId: man.id, content: ' \n\t  ' }, 400, MessageMessage.Empty],
      [
        '2001 characters',
        { receiverId: man.id, content: 'a'.repeat(2001) },
        400,
        MessageMessage.TooLong,
      ],
      ['no recipient', { content: 'Salam' }, 400, MessageMessage.RecipientRequired],
      ['unknown field', { receiverId: man.id, content: 'Salam', priority: 'high' }, 400, ''],
      ['not a member id', { receiverId: 'yusuf', content: 'Salam' }, 400, ''],
      ['content not text', { receiverId: man.id, content: 42 }, 400, ''],
    ];
    for (const [what, body, status, message] of cases) {
      const response = await woman.client.callRaw(R.send, { body });
      expect([what, response.status, response.body.code]).toEqual([
        what,
        status,
        'VALIDATION_FAILED',
      ]);
      if (message) {
        expect(Object.values(response.body.fields ?? {})).toContain(message);
      }
    }
    const exact = await send(woman, man, 'b'.repeat(2000));
    expect(exact.status).toBe(201);

    const impostor = await woman.client.callRaw(R.send, {
      body: { receiverId: man.id, content: 'In his name', senderId: man.id },
    });
    expect(impostor.status).toBe(403);
    expect(impostor.body.message).toBe(MessageMessage.SenderNotCaller);
    const stranger = await send(woman, '00000000-0000-4000-8000-000000000000', 'Salam');
    expect([403, 404, 422]).toContain(stranger.status);

    const malformed = await woman.client.request('POST', '/api/messages', {
      raw: '{"receiverId":',
    });
    expect(malformed.status).toBe(400);
    const notJson = await woman.client.request('POST', '/api/messages', {
      raw: 'content=Salam',
    });
    expect(notJson.status).toBe(400);
    const withoutCsrf = await woman.client.request('POST', '/api/messages', {
      json: { receiverId: man.id, content: 'Salam' },
      csrf: false,
    });
    expect(withoutCsrf.status).toBe(403);

    const badQuery = await woman.client.callRaw(R.thread, {
      params: { conversationId },
      query: { limit: 1000 },
    });
    expect(badQuery.status).toBe(400);
    const badId = await woman.client.callRaw(R.thread, { params: { conversationId: 'abc' } });
    expect(badId.status).toBe(400);

    const thread = await threadOf(man, conversationId);
    expect(thread.messages.map((m) => m.content)).toEqual(['b'.repeat(2000)]);
  });
});
