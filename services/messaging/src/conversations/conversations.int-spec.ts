import { randomUUID } from 'node:crypto';
import {
  MESSAGE_RATE_LIMIT,
  MessageMessage,
  MessagingRpc,
  SUPPORT_RECIPIENT,
  type Actor,
} from '@mithaq/contracts';
import { errorOf, MessagingHarness } from '../../test/messaging-harness';

const admin: Actor = { userId: randomUUID(), role: 'admin' };

describe('member conversations opened by accepted match requests', () => {
  const h = new MessagingHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 30_000);

  it('opens exactly one conversation per pair, also when the event comes again', async () => {
    const [a, b] = [await h.member(), await h.member()];
    const accepted = await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: a.userId,
      targetId: b.userId,
      status: 'accepted',
    });
    // The same event redelivered under a new id, and the other direction's acceptance.
    await h.publish('matching.request.answered', accepted.payload);
    await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: b.userId,
      targetId: a.userId,
      status: 'accepted',
    });
    const pair = [a.userId, b.userId];
    expect(
      await h.count(
        `SELECT count(*) FROM conversations WHERE kind = 'member'
           AND member_a = ANY($1::uuid[]) AND member_b = ANY($1::uuid[])`,
        [pair],
      ),
    ).toBe(1);
    const [conversation] = await h.rpc.call(MessagingRpc.listConversations, {}, a);
    expect(conversation).toMatchObject({
      kind: 'member',
      counterpart: { userId: b.userId, displayName: `@${b.username}`, deleted: false },
      closed: false,
      closedReason: null,
      lastMessage: null,
      unreadCount: 0,
    });
  });

  it('opens nothing for a declined request', async () => {
    const [a, b] = [await h.member(), await h.member()];
    await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: a.userId,
      targetId: b.userId,
      status: 'declined',
    });
    expect(await h.rpc.call(MessagingRpc.listConversations, {}, a)).toEqual([]);
    const error = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Salaam' }, a),
    );
    expect([error.code, error.message]).toEqual(['FORBIDDEN', MessageMessage.NotAPartner]);
  });

  it('closes the conversation when the match ends, keeping its history', async () => {
    const [a, b, id] = await h.matchedPair();
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Salaam' }, a);
    await h.publish('matching.pair.closed', { userA: b.userId, userB: a.userId, reason: 'hidden' });
    const page = await h.rpc.call(MessagingRpc.thread, { conversationId: id, limit: 50 }, b);
    expect(page.conversation).toMatchObject({ closed: true, closedReason: 'match-ended' });
    expect(page.messages.map((m) => m.content)).toEqual(['Salaam']);
    const error = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: a.userId, content: 'Still there?' }, b),
    );
    expect([error.code, error.message]).toEqual(['UNPROCESSABLE', MessageMessage.Closed]);
  });
});

describe('sending messages', () => {
  const h = new MessagingHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 30_000);

  const messageCount = () => h.count('SELECT count(*) FROM messages');
  const sentEvents = async () => (await h.outbox('messaging.message.sent')).length;

  it('delivers to the partner, announces it to them and counts it unread', async () => {
    const [a, b, id] = await h.matchedPair();
    const sent = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: b.userId, content: '  Assalamu alaikum  ', senderId: a.userId },
      a,
    );
    expect(sent).toMatchObject({
      conversationId: id,
      senderId: a.userId,
      receiverId: b.userId,
      content: 'Assalamu alaikum',
      fromSupport: false,
      isRead: false,
      isFlagged: false,
      isFirstContact: true,
      notice: null,
    });
    const events = await h.outbox('messaging.message.sent');
    expect(events.at(-1)).toEqual({
      message: expect.objectContaining({ id: sent.id }) as unknown,
      notify: [b.userId],
      toSupport: false,
    });
    expect(await h.rpc.call(MessagingRpc.unreadCount, {}, b)).toEqual({ unread: 1 });
    const [summary] = await h.rpc.call(MessagingRpc.listConversations, {}, b);
    expect(summary).toMatchObject({ unreadCount: 1, lastMessage: { id: sent.id } });
  });

  it('flags contact details in first contact, still delivers, and tells the sender', async () => {
    const [a, b] = await h.matchedPair();
    const sent = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: b.userId, content: 'text me on 0 7 7 0 0 9 0 0 1 2 3' },
      a,
    );
    expect(sent).toMatchObject({ isFlagged: true, isFirstContact: true });
    expect(sent.notice).toBe(MessageMessage.FlaggedNotice);
    const reports = await h.rpc.call(MessagingRpc.adminReportedMessages, { status: 'open' }, admin);
    expect(reports.find((r) => r.messageId === sent.id)).toMatchObject({
      reason: 'contact-details',
      reporter: { userId: null },
      sender: { userId: a.userId },
    });
    // Once both have written, contact details are the pair's own business.
    await h.rpc.call(MessagingRpc.send, { receiverId: a.userId, content: 'Wa alaikum salaam' }, b);
    const later = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: b.userId, content: 'my number is 07700 900123' },
      a,
    );
    expect(later).toMatchObject({ isFlagged: false, isFirstContact: false, notice: null });
  });

  it.each([
    ['empty', '', 'content', MessageMessage.Empty],
    ['whitespace', ' \n\t ', 'content', MessageMessage.Empty],
    ['2,001 characters', 'x'.repeat(2001), 'content', MessageMessage.TooLong],
  ])('refuses %s content and changes nothing', async (_label, content, field, message) => {
    const [a, b] = await h.matchedPair();
    const [before, events] = [await messageCount(), await sentEvents()];
    const error = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content }, a),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ [field]: message });
    expect([await messageCount(), await sentEvents()]).toEqual([before, events]);
  });

  it('accepts exactly 2,000 characters', async () => {
    const [a, b] = await h.matchedPair();
    const sent = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: b.userId, content: 'y'.repeat(2000) },
      a,
    );
    expect(sent.content).toHaveLength(2000);
  });

  it('refuses unknown fields, a sender other than the caller, and non-partners', async () => {
    const [a, b] = await h.matchedPair();
    const stranger = await h.member();
    const before = await messageCount();
    const unknown = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'hi', extra: 1 } as never, a),
    );
    expect(unknown.code).toBe('VALIDATION_FAILED');
    const impersonating = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'hi', senderId: b.userId }, a),
    );
    expect([impersonating.code, impersonating.message]).toEqual([
      'FORBIDDEN',
      MessageMessage.SenderNotCaller,
    ]);
    for (const [sender, receiverId] of [
      [stranger, b.userId],
      [a, stranger.userId],
      [a, a.userId],
      [a, randomUUID()],
    ] as const) {
      const error = await errorOf(
        h.rpc.call(MessagingRpc.send, { receiverId, content: 'hi' }, sender),
      );
      expect([error.code, error.message]).toEqual(['FORBIDDEN', MessageMessage.NotAPartner]);
    }
    const notId = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: 'someone', content: 'hi' }, a),
    );
    expect(notId.code).toBe('VALIDATION_FAILED');
    expect(await messageCount()).toBe(before);
  });

  it('keeps a thread from anyone outside it (404) and pages it newest last', async () => {
    const [a, b, id] = await h.matchedPair();
    const stranger = await h.member();
    for (let i = 1; i <= 5; i += 1) {
      await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: `m${i}` }, a);
    }
    const newest = await h.rpc.call(MessagingRpc.thread, { conversationId: id, limit: 2 }, b);
    expect(newest.messages.map((m) => m.content)).toEqual(['m4', 'm5']);
    expect(newest.olderBefore).toBe(newest.messages[0]?.id);
    const older = await h.rpc.call(
      MessagingRpc.thread,
      { conversationId: id, limit: 10, before: newest.olderBefore ?? undefined },
      b,
    );
    expect(older.messages.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    expect(older.olderBefore).toBeNull();
    for (const conversationId of [id, randomUUID()]) {
      const error = await errorOf(
        h.rpc.call(MessagingRpc.thread, { conversationId, limit: 50 }, stranger),
      );
      expect([error.code, error.message]).toEqual([
        'NOT_FOUND',
        MessageMessage.ConversationNotFound,
      ]);
    }
  });

  it('lets only the recipient mark a message read, and tells the sender', async () => {
    const [a, b, id] = await h.matchedPair();
    const stranger = await h.member();
    const first = await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'one' }, a);
    const second = await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'two' }, a);
    for (const actor of [a, stranger]) {
      const error = await errorOf(h.rpc.call(MessagingRpc.markRead, { id: second.id }, actor));
      expect([error.code, error.message]).toEqual(['NOT_FOUND', MessageMessage.MessageNotFound]);
    }
    expect(
      await h.count(
        'SELECT count(*) FROM messages WHERE read_at IS NOT NULL AND conversation_id = $1',
        [id],
      ),
    ).toBe(0);
    const receipt = await h.rpc.call(MessagingRpc.markRead, { id: second.id }, b);
    expect(receipt).toEqual({ conversationId: id, upToMessageId: second.id, marked: 2 });
    expect((await h.outbox('messaging.message.read')).at(-1)).toEqual({
      conversationId: id,
      readerId: b.userId,
      upToMessageId: second.id,
      notify: [a.userId],
    });
    const page = await h.rpc.call(MessagingRpc.thread, { conversationId: id, limit: 50 }, a);
    expect(page.messages.map((m) => [m.id, m.isRead])).toEqual([
      [first.id, true],
      [second.id, true],
    ]);
    expect(await h.rpc.call(MessagingRpc.unreadCount, {}, b)).toEqual({ unread: 0 });
  });

  it(`refuses more than ${MESSAGE_RATE_LIMIT.messages} messages a minute from one member`, async () => {
    const [a, b] = await h.matchedPair();
    await Promise.all(
      Array.from({ length: MESSAGE_RATE_LIMIT.messages }, (_v, i) =>
        h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: `burst ${i}` }, a),
      ),
    );
    const before = await messageCount();
    const error = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: SUPPORT_RECIPIENT, content: 'one more' }, a),
    );
    expect([error.code, error.message]).toEqual(['RATE_LIMITED', MessageMessage.RateLimited]);
    expect(await messageCount()).toBe(before);
    // Others are not held back.
    await h.rpc.call(MessagingRpc.send, { receiverId: a.userId, content: 'hello' }, b);
  });
});
