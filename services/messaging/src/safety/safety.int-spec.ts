import { randomUUID } from 'node:crypto';
import { IdentityRpc, MessageMessage, MessagingRpc, type Actor } from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import { errorOf, MessagingHarness } from '../../test/messaging-harness';

describe('blocks and reports', () => {
  const h = new MessagingHarness();
  let admin: Actor;
  beforeAll(async () => {
    await h.start();
    admin = await h.member('admin');
  }, 60_000);
  afterAll(() => h.stop(), 30_000);

  it('closes the conversation both ways on a block and announces it; unblocking keeps it closed', async () => {
    const [a, b, id] = await h.matchedPair();
    await h.rpc.call(MessagingRpc.send, { receiverId: a.userId, content: 'Salaam' }, b);
    const blocked = await h.rpc.call(MessagingRpc.block, { userId: b.userId }, a);
    expect(blocked).toMatchObject({ userId: b.userId, displayName: `@${b.username}` });
    expect(await h.outbox('messaging.member.blocked')).toContainEqual({
      blockerId: a.userId,
      blockedId: b.userId,
    });
    for (const [sender, receiver] of [
      [a, b],
      [b, a],
    ] as const) {
      const error = await errorOf(
        h.rpc.call(MessagingRpc.send, { receiverId: receiver.userId, content: 'hi' }, sender),
      );
      expect([error.code, error.message]).toEqual(['UNPROCESSABLE', MessageMessage.Closed]);
    }
    // The blocked member sees the conversation closed, and not who blocked whom.
    const [seen] = await h.rpc.call(MessagingRpc.listConversations, {}, b);
    expect(seen).toMatchObject({ id, closed: true, closedReason: 'blocked' });
    expect(await h.rpc.call(MessagingRpc.listBlocks, {}, b)).toEqual([]);

    // Blocking again changes nothing and announces nothing.
    const events = (await h.outbox('messaging.member.blocked')).length;
    await h.rpc.call(MessagingRpc.block, { userId: b.userId }, a);
    expect(await h.outbox('messaging.member.blocked')).toHaveLength(events);

    // A later match-ended close and even a new acceptance keep it closed while blocked.
    await h.publish('matching.pair.closed', { userA: a.userId, userB: b.userId, reason: 'hidden' });
    await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: a.userId,
      targetId: b.userId,
      status: 'accepted',
    });
    expect((await h.rpc.call(MessagingRpc.listConversations, {}, a))[0]).toMatchObject({
      closed: true,
      closedReason: 'blocked',
    });

    expect(await h.rpc.call(MessagingRpc.unblock, { userId: b.userId }, a)).toEqual({
      userId: b.userId,
      unblocked: true,
    });
    expect(await h.outbox('messaging.member.unblocked')).toContainEqual({
      blockerId: a.userId,
      blockedId: b.userId,
    });
    expect((await h.rpc.call(MessagingRpc.listConversations, {}, a))[0]).toMatchObject({
      closed: true,
      closedReason: 'blocked',
    });
    const again = await errorOf(h.rpc.call(MessagingRpc.unblock, { userId: b.userId }, a));
    expect([again.code, again.message]).toEqual(['NOT_FOUND', MessageMessage.NotBlocked]);
  });

  it('refuses blocking or reporting yourself, an admin or nobody, and changes nothing', async () => {
    const member = await h.member();
    const blocks = () => h.count('SELECT count(*) FROM blocks');
    const reports = () => h.count('SELECT count(*) FROM member_reports');
    const before = [await blocks(), await reports()];
    const self = await errorOf(h.rpc.call(MessagingRpc.block, { userId: member.userId }, member));
    expect([self.code, self.message]).toEqual(['UNPROCESSABLE', MessageMessage.BlockSelf]);
    const selfReport = await errorOf(
      h.rpc.call(MessagingRpc.reportMember, { userId: member.userId, reason: 'scam' }, member),
    );
    expect([selfReport.code, selfReport.message]).toEqual([
      'UNPROCESSABLE',
      MessageMessage.ReportSelf,
    ]);
    for (const userId of [admin.userId, randomUUID()]) {
      const error = await errorOf(h.rpc.call(MessagingRpc.block, { userId }, member));
      expect([error.code, error.message]).toEqual(['NOT_FOUND', MessageMessage.MemberNotFound]);
    }
    const badReason = await errorOf(
      h.rpc.call(
        MessagingRpc.reportMember,
        { userId: admin.userId, reason: 'meh' } as never,
        member,
      ),
    );
    expect(badReason.code).toBe('VALIDATION_FAILED');
    expect([await blocks(), await reports()]).toEqual(before);
  });

  it('takes a report of a received message once, never of your own or of a stranger’s', async () => {
    const [a, b] = await h.matchedPair();
    const stranger = await h.member();
    const sent = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: b.userId, content: 'Send £50' },
      a,
    );
    const own = await errorOf(
      h.rpc.call(MessagingRpc.reportMessage, { id: sent.id, reason: 'scam' }, a),
    );
    expect([own.code, own.message]).toEqual(['UNPROCESSABLE', MessageMessage.OwnMessage]);
    const outsider = await errorOf(
      h.rpc.call(MessagingRpc.reportMessage, { id: sent.id, reason: 'scam' }, stranger),
    );
    expect([outsider.code, outsider.message]).toEqual([
      'NOT_FOUND',
      MessageMessage.MessageNotFound,
    ]);
    const report = await h.rpc.call(
      MessagingRpc.reportMessage,
      { id: sent.id, reason: 'scam', note: '  asked for money  ' },
      b,
    );
    expect(report).toEqual({ id: expect.any(String) as unknown, status: 'open' });
    const twice = await errorOf(
      h.rpc.call(MessagingRpc.reportMessage, { id: sent.id, reason: 'scam' }, b),
    );
    expect([twice.code, twice.message]).toEqual(['CONFLICT', MessageMessage.AlreadyReported]);
    const listed = await h.rpc.call(MessagingRpc.adminReportedMessages, { status: 'open' }, admin);
    expect(listed.find((r) => r.id === report.id)).toMatchObject({
      messageId: sent.id,
      preview: 'Send £50',
      reason: 'scam',
      note: 'asked for money',
      sender: { userId: a.userId, username: a.username },
      reporter: { userId: b.userId, username: b.username },
    });
  });

  it('lets an admin dismiss a report or remove the message for both members', async () => {
    const [a, b, id] = await h.matchedPair();
    const sent = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: b.userId, content: 'Rude words' },
      a,
    );
    const report = await h.rpc.call(
      MessagingRpc.reportMessage,
      { id: sent.id, reason: 'harassment' },
      b,
    );
    const statsBefore = await h.rpc.call(MessagingRpc.adminStats, {}, admin);
    const removed = await h.rpc.call(
      MessagingRpc.adminActOnMessageReport,
      { id: report.id, action: 'remove-message' },
      admin,
    );
    expect(removed).toMatchObject({
      status: 'actioned',
      action: 'remove-message',
      messageRemoved: true,
      handledBy: admin.userId,
    });
    for (const member of [a, b]) {
      const page = await h.rpc.call(MessagingRpc.thread, { conversationId: id, limit: 50 }, member);
      expect(page.messages[0]).toMatchObject({ id: sent.id, isRemoved: true, content: '' });
    }
    const statsAfter = await h.rpc.call(MessagingRpc.adminStats, {}, admin);
    expect(statsAfter.reportedMessages).toBe(statsBefore.reportedMessages - 1);
    const closed = await errorOf(
      h.rpc.call(MessagingRpc.adminActOnMessageReport, { id: report.id, action: 'dismiss' }, admin),
    );
    expect([closed.code, closed.message]).toEqual(['UNPROCESSABLE', MessageMessage.ReportClosed]);
    const missing = await errorOf(
      h.rpc.call(
        MessagingRpc.adminActOnMessageReport,
        { id: randomUUID(), action: 'dismiss' },
        admin,
      ),
    );
    expect(missing.code).toBe('NOT_FOUND');
    const audit = await h.rpc.call(MessagingRpc.adminAuditLog, {}, admin);
    expect(audit[0]).toMatchObject({ action: 'moderate', conversationId: id });

    const memberReport = await h.rpc.call(
      MessagingRpc.reportMember,
      { userId: a.userId, reason: 'fake-profile' },
      b,
    );
    const dismissed = await h.rpc.call(
      MessagingRpc.adminActOnMemberReport,
      { id: memberReport.id, action: 'dismiss' },
      admin,
    );
    expect(dismissed).toMatchObject({ status: 'dismissed', member: { userId: a.userId } });
  });
});

describe('suspending a reported sender through identity', () => {
  const h = new MessagingHarness();
  beforeAll(async () => {
    await h.start();
    await h.services.spawn('identity');
  }, 120_000);
  afterAll(() => h.stop(), 30_000);

  it('suspends the sender’s account as the acting admin and closes the report', async () => {
    const register = (username: string) =>
      h.rpc.call(IdentityRpc.register, {
        username,
        email: `${username}@example.com`,
        password: 'bismillah-123',
        marketingConsent: false,
        fullName: 'Bilal Ahmed',
        gender: 'male',
        dateOfBirth: '1992-02-02',
        nationality: 'British',
        ethnicity: 'Pakistani',
        countryOfResidence: 'United Kingdom',
        maritalStatus: 'single',
        practiceLevel: 'practicing',
        lookingFor: 'female',
        waliContact: null,
        bio: 'Teacher in Leeds.',
      });
    const tag = randomUUID().slice(0, 6);
    const sender = await register(`sender${tag}`);
    const reader = await h.member();
    const admin = await h.member('admin');
    // The registration reached messaging through identity's own event.
    await waitFor(
      async () =>
        (await h.count('SELECT count(*) FROM members WHERE user_id = $1', [sender.id])) === 1,
      { timeoutMs: 15_000, what: 'the registration to reach messaging' },
    );
    await h.announceTier(sender.id, 'bronze');
    const senderActor: Actor = { userId: sender.id, role: 'seeker' };
    await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: sender.id,
      targetId: reader.userId,
      status: 'accepted',
    });
    const sent = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: reader.userId, content: 'Please send money' },
      senderActor,
    );
    const report = await h.rpc.call(
      MessagingRpc.reportMessage,
      { id: sent.id, reason: 'scam' },
      reader,
    );
    const acted = await h.rpc.call(
      MessagingRpc.adminActOnMessageReport,
      { id: report.id, action: 'suspend-sender' },
      admin,
    );
    expect(acted).toMatchObject({ status: 'actioned', action: 'suspend-sender' });
    const account = await h.rpc.call(IdentityRpc.getAccount, { userId: sender.id }, admin);
    expect(account.isSuspended).toBe(true);
  });
});
