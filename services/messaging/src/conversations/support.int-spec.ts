import { randomUUID } from 'node:crypto';
import { MessageMessage, MessagingRpc, SUPPORT_RECIPIENT, type Actor } from '@mithaq/contracts';
import { errorOf, MessagingHarness } from '../../test/messaging-harness';

describe('support conversations', () => {
  const h = new MessagingHarness();
  let admin: Actor;
  beforeAll(async () => {
    await h.start();
    admin = await h.member('admin');
  }, 60_000);
  afterAll(() => h.stop(), 30_000);

  it('opens one thread per member with the team, answered by any admin as the team', async () => {
    const member = await h.member();
    const first = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: SUPPORT_RECIPIENT, content: 'How do I add my wali?' },
      member,
    );
    await h.rpc.call(MessagingRpc.send, { receiverId: 'support', content: 'Thanks!' }, member);
    expect(first).toMatchObject({ receiverId: null, fromSupport: false, isFirstContact: false });
    expect(
      await h.count(`SELECT count(*) FROM conversations WHERE kind = 'support' AND member_a = $1`, [
        member.userId,
      ]),
    ).toBe(1);
    expect((await h.outbox('messaging.message.sent')).at(-1)).toMatchObject({
      notify: [],
      toSupport: true,
    });
    const [mine] = await h.rpc.call(MessagingRpc.listConversations, {}, member);
    expect(mine).toMatchObject({
      kind: 'support',
      counterpart: { userId: null, displayName: 'Mithaq Support', deleted: false },
    });

    const inbox = await h.rpc.call(MessagingRpc.adminSupportThreads, {}, admin);
    const thread = inbox.find((t) => t.id === first.conversationId);
    expect(thread).toMatchObject({ member: { userId: member.userId }, unreadCount: 2 });
    expect(inbox[0]?.lastMessage?.fromSupport).toBe(false);

    const otherAdmin = await h.member('admin');
    const reply = await h.rpc.call(
      MessagingRpc.adminSupportReply,
      { conversationId: first.conversationId, content: 'From your profile page.' },
      otherAdmin,
    );
    expect(reply).toMatchObject({ fromSupport: true, receiverId: member.userId, notice: null });
    expect((await h.outbox('messaging.message.sent')).at(-1)).toMatchObject({
      notify: [member.userId],
      toSupport: false,
    });
    const after = await h.rpc.call(MessagingRpc.adminSupportThreads, {}, admin);
    expect(after.find((t) => t.id === first.conversationId)?.unreadCount).toBe(0);
    expect(await h.rpc.call(MessagingRpc.unreadCount, {}, member)).toEqual({ unread: 1 });
    const page = await h.rpc.call(
      MessagingRpc.thread,
      { conversationId: first.conversationId, limit: 50 },
      member,
    );
    expect(page.messages.map((m) => [m.content, m.fromSupport])).toEqual([
      ['How do I add my wali?', false],
      ['Thanks!', false],
      ['From your profile page.', true],
    ]);
    const audit = await h.rpc.call(MessagingRpc.adminAuditLog, {}, admin);
    expect(audit[0]).toMatchObject({
      adminId: otherAdmin.userId,
      action: 'reply-support',
      conversationId: first.conversationId,
    });
  });

  it('lets an admin mark a member’s message to the team read, but not the member', async () => {
    const member = await h.member();
    const sent = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: 'support', content: 'Hi' },
      member,
    );
    const own = await errorOf(h.rpc.call(MessagingRpc.markRead, { id: sent.id }, member));
    expect(own.code).toBe('NOT_FOUND');
    expect(await h.rpc.call(MessagingRpc.markRead, { id: sent.id }, admin)).toMatchObject({
      marked: 1,
    });
    expect((await h.outbox('messaging.message.read')).at(-1)).toMatchObject({
      readerId: admin.userId,
      notify: [member.userId],
    });
  });

  it('refuses admins writing as members, and members every admin call', async () => {
    const member = await h.member();
    const asAdmin = await errorOf(
      h.rpc.call(MessagingRpc.send, { receiverId: 'support', content: 'hi' }, admin),
    );
    expect([asAdmin.code, asAdmin.message]).toEqual(['FORBIDDEN', MessageMessage.NotAPartner]);
    const calls = [
      h.rpc.call(MessagingRpc.adminSupportThreads, {}, member),
      h.rpc.call(MessagingRpc.adminReportedMessages, { status: 'open' }, member),
      h.rpc.call(MessagingRpc.adminAllMessages, { page: 1, pageSize: 20 }, member),
      h.rpc.call(MessagingRpc.adminConversation, { conversationId: randomUUID() }, member),
      h.rpc.call(MessagingRpc.adminStats, {}, member),
      h.rpc.call(MessagingRpc.adminAuditLog, {}, member),
      h.rpc.call(
        MessagingRpc.adminSupportReply,
        { conversationId: randomUUID(), content: 'x' },
        member,
      ),
    ];
    for (const call of calls) {
      expect((await errorOf(call)).code).toBe('FORBIDDEN');
    }
    const anonymous = await errorOf(h.rpc.call(MessagingRpc.listConversations, {}, null));
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('records every admin read of a member conversation in the audit log', async () => {
    const [a, b, id] = await h.matchedPair();
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Salaam' }, a);
    const read = await h.rpc.call(MessagingRpc.adminConversation, { conversationId: id }, admin);
    expect(read.members.map((m) => m.userId).sort()).toEqual([a.userId, b.userId].sort());
    expect(read.messages.map((m) => m.content)).toEqual(['Salaam']);
    const audit = await h.rpc.call(MessagingRpc.adminAuditLog, {}, admin);
    expect(audit[0]).toMatchObject({
      adminId: admin.userId,
      adminUsername: (admin as { username?: string }).username,
      action: 'read-conversation',
      conversationId: id,
    });
    const page = await h.rpc.call(
      MessagingRpc.adminAllMessages,
      { page: 1, pageSize: 5, search: a.username },
      admin,
    );
    expect(page.items.map((m) => m.preview)).toEqual(['Salaam']);
    expect(page.total).toBe(1);
  });
});
