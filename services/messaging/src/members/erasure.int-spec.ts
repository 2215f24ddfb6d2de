import { randomUUID } from 'node:crypto';
import { MessagingRpc } from '@mithaq/contracts';
import { MessagingHarness } from '../../test/messaging-harness';

describe('erasing a deleted account', () => {
  const h = new MessagingHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 30_000);

  /** Every row of every table of the messaging database whose text mentions `needle`. */
  const rowsMentioning = async (needle: string): Promise<string[]> => {
    const { rows: tables } = await h.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema = 'public'`,
    );
    const found: string[] = [];
    for (const { name } of tables) {
      const { rows } = await h.db.query<{ row: string }>(
        `SELECT t::text AS row FROM "${name}" t WHERE strpos(t::text, $1) > 0`,
        [needle],
      );
      found.push(...rows.map(({ row }) => `${name}: ${row}`));
    }
    return found;
  };

  it('leaves the id nowhere, and the partner a closed conversation with a deleted member', async () => {
    const admin = await h.member('admin');
    const [gone, partner, id] = await h.matchedPair();
    const other = await h.member();
    // Everything a member leaves behind.
    const support = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: 'support', content: 'Help please' },
      gone,
    );
    await h.rpc.call(
      MessagingRpc.adminSupportReply,
      { conversationId: support.conversationId, content: 'Of course' },
      admin,
    );
    const flagged = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: partner.userId, content: 'my whatsapp is 07700 900123' },
      gone,
    );
    expect(flagged.isFlagged).toBe(true);
    const kept = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: gone.userId, content: 'Salaam, nice to meet you' },
      partner,
    );
    await h.rpc.call(MessagingRpc.markRead, { id: kept.id }, gone);
    await h.rpc.call(MessagingRpc.reportMessage, { id: kept.id, reason: 'other' }, gone);
    await h.rpc.call(MessagingRpc.reportMessage, { id: flagged.id, reason: 'scam' }, partner);
    await h.rpc.call(MessagingRpc.reportMember, { userId: gone.userId, reason: 'scam' }, other);
    await h.rpc.call(MessagingRpc.reportMember, { userId: other.userId, reason: 'scam' }, gone);
    await h.rpc.call(MessagingRpc.block, { userId: other.userId }, gone);
    await h.rpc.call(MessagingRpc.block, { userId: gone.userId }, other);
    await h.rpc.call(
      MessagingRpc.updateNotificationPreferences,
      { matchRequest: true, requestAccepted: false, newMessage: true },
      gone,
    );
    await h.rpc.call(MessagingRpc.adminConversation, { conversationId: id }, admin);
    // Request accepted, and a new message each from the partner and the team.
    expect(await h.count('SELECT count(*) FROM email_log WHERE user_id = $1', [gone.userId])).toBe(
      3,
    );
    expect((await rowsMentioning(gone.userId)).length).toBeGreaterThan(10);

    const deleted = await h.publish('identity.account.deleted', {
      userId: gone.userId,
      deletedBy: admin.userId,
    });
    expect(await rowsMentioning(gone.userId)).toEqual([]);

    const [seen] = await h.rpc.call(MessagingRpc.listConversations, {}, partner);
    expect(seen).toMatchObject({
      id,
      counterpart: { userId: null, displayName: 'Deleted member', deleted: true },
      closed: true,
      closedReason: 'match-ended',
    });
    const page = await h.rpc.call(MessagingRpc.thread, { conversationId: id, limit: 50 }, partner);
    expect(page.messages.map((m) => [m.content, m.receiverId])).toEqual([
      ['Salaam, nice to meet you', null],
    ]);
    expect(
      await h.count('SELECT count(*) FROM conversations WHERE id = $1', [support.conversationId]),
    ).toBe(0);
    // Reports the member filed are gone; the partner's report of their message went with it.
    expect(await h.rpc.call(MessagingRpc.listBlocks, {}, other)).toEqual([]);

    // Late or repeated events about the member bring nothing back.
    await h.publish('identity.account.deleted', deleted.payload);
    await h.publish('identity.account.updated', {
      userId: gone.userId,
      username: gone.username,
      email: gone.email,
      role: 'seeker',
      approvalStatus: 'approved',
      marketingConsent: false,
      isEmailVerified: true,
    });
    await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: gone.userId,
      targetId: other.userId,
      status: 'accepted',
    });
    await h.publish('matching.request.created', {
      requestId: randomUUID(),
      requesterId: other.userId,
      targetId: gone.userId,
    });
    expect(await rowsMentioning(gone.userId)).toEqual([]);
  });

  it('keeps a deleted admin’s answers as the team’s, without the admin’s id', async () => {
    const [admin, member] = [await h.member('admin'), await h.member()];
    const question = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: 'support', content: 'Question' },
      member,
    );
    await h.rpc.call(
      MessagingRpc.adminSupportReply,
      { conversationId: question.conversationId, content: 'Answer' },
      admin,
    );
    await h.publish('identity.account.deleted', { userId: admin.userId, deletedBy: null });
    expect(await rowsMentioning(admin.userId)).toEqual([]);
    const page = await h.rpc.call(
      MessagingRpc.thread,
      { conversationId: question.conversationId, limit: 50 },
      member,
    );
    expect(page.messages.map((m) => [m.content, m.senderId, m.fromSupport])).toEqual([
      ['Question', member.userId, false],
      ['Answer', 'support', true],
    ]);
  });
});
