/** @platform shared */
import { randomUUID } from 'node:crypto';
import {
  AccessMessage,
  ADMIN_PREVIEW_LENGTH,
  MessageMessage,
  MessagingRoutes,
  pathParamNames,
  SUPPORT_RECIPIENT,
  type AnyRoute,
} from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import { allMatches, newCommunity, register, type Member } from './matching-fixtures';
import { acceptedPair } from './messaging-fixtures';

const R = MessagingRoutes;

/** Every admin route of the messaging table, called with well-formed ids. */
const adminRoutes = Object.entries(R).filter(([, route]) => route.access === 'admin') as [
  string,
  AnyRoute,
][];
const paramsOf = (route: AnyRoute) =>
  Object.fromEntries(pathParamNames(route.path).map((name) => [name, randomUUID()]));

describe('support, reports, moderation and blocks through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('lets a member write to the team, any admin answer, and the member read the answer', async () => {
    const member = await register(platform, newCommunity());
    const question = await member.client.call(R.send, {
      body: { receiverId: SUPPORT_RECIPIENT, content: 'How do I add my wali?' },
    });
    expect(question.status).toBe(201);
    expect(question.body).toMatchObject({
      senderId: member.id,
      receiverId: null,
      fromSupport: false,
    });
    const again = await member.client.call(R.send, {
      body: { receiverId: SUPPORT_RECIPIENT, content: 'It is on the profile page, I think?' },
    });
    expect(again.body.conversationId).toBe(question.body.conversationId);

    const inbox = await admin.call(R.adminSupportThreads, {});
    expect(inbox.status).toBe(200);
    const thread = inbox.body.find((t) => t.member.userId === member.id);
    expect(thread).toMatchObject({
      id: question.body.conversationId,
      unreadCount: 2,
      lastMessage: { id: again.body.id },
    });

    const answer = await admin.call(R.adminSupportReply, {
      params: { conversationId: question.body.conversationId },
      body: { content: '  Wa alaikum assalam: Profile, then Wali details.  ' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      receiverId: member.id,
      fromSupport: true,
      content: 'Wa alaikum assalam: Profile, then Wali details.',
    });

    const list = await member.client.call(R.listConversations, {});
    const support = list.body.find((c) => c.kind === 'support');
    expect(support).toMatchObject({
      id: question.body.conversationId,
      counterpart: { userId: null, deleted: false },
      unreadCount: 1,
    });
    expect(support?.counterpart.displayName).toMatch(/ Support$/);
    const page = await member.client.call(R.thread, {
      params: { conversationId: question.body.conversationId },
      query: {},
    });
    expect(page.body.messages.map((m) => [m.content, m.fromSupport])).toEqual([
      ['How do I add my wali?', false],
      ['It is on the profile page, I think?', false],
      ['Wa alaikum assalam: Profile, then Wali details.', true],
    ]);

    const blank = await admin.call(R.adminSupportReply, {
      params: { conversationId: question.body.conversationId },
      body: { content: '   ' },
    });
    expect(blank.status).toBe(400);
    const nowhere = await admin.call(R.adminSupportReply, {
      params: { conversationId: randomUUID() },
      body: { content: 'Salam' },
    });
    expect(nowhere.status).toBe(404);
  });

  it('brings reports to the admin lists, where an admin removes the message', async () => {
    const { woman, man, conversationId } = await acceptedPair(platform, admin);
    const rude = await woman.client.call(R.send, {
      body: { receiverId: man.id, content: `Send me money first. ${'x'.repeat(120)}` },
    });
    const own = await woman.client.call(R.reportMessage, {
      params: { id: rude.body.id },
      body: { reason: 'scam' },
    });
    expect([400, 403, 422]).toContain(own.status);
    expect(own.body.message).toBe(MessageMessage.OwnMessage);

    const report = await man.client.call(R.reportMessage, {
      params: { id: rude.body.id },
      body: { reason: 'scam', note: ' Asked for money ' },
    });
    expect(report.status).toBe(201);
    expect(report.body.status).toBe('open');
    const twice = await man.client.call(R.reportMessage, {
      params: { id: rude.body.id },
      body: { reason: 'scam' },
    });
    expect([409, 422]).toContain(twice.status);
    const badReason = await man.client.callRaw(R.reportMessage, {
      params: { id: rude.body.id },
      body: { reason: 'rude' },
    });
    expect(badReason.status).toBe(400);

    const reported = await admin.call(R.adminReportedMessages, { query: {} });
    const entry = reported.body.find((r) => r.id === report.body.id);
    expect(entry).toMatchObject({
      messageId: rude.body.id,
      reason: 'scam',
      note: 'Asked for money',
      status: 'open',
      messageRemoved: false,
      sender: { userId: woman.id },
      reporter: { userId: man.id },
    });
    // The admin preview is the message's first 80 characters, an ellipsis marking the cut.
    const preview = entry?.preview ?? '';
    expect(preview.length).toBeLessThanOrEqual(ADMIN_PREVIEW_LENGTH + 1);
    expect(rude.body.content.startsWith(preview.replace(/…$/, ''))).toBe(true);
    expect(preview.length).toBeGreaterThanOrEqual(ADMIN_PREVIEW_LENGTH - 1);
    const stats = await admin.call(R.adminStats, {});
    expect(stats.body.reportedMessages).toBeGreaterThanOrEqual(1);
    expect(stats.body.activeConversations).toBeGreaterThanOrEqual(1);
    const all = await admin.call(R.adminAllMessages, { query: { search: 'Send me money' } });
    expect(all.body.items.map((m) => m.id)).toContain(rude.body.id);

    const removed = await admin.call(R.adminActOnMessageReport, {
      params: { id: report.body.id },
      body: { action: 'remove-message' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'actioned', messageRemoved: true });
    const thread = await man.client.call(R.thread, { params: { conversationId }, query: {} });
    const shown = thread.body.messages.find((m) => m.id === rude.body.id);
    expect(shown?.isRemoved).toBe(true);
    expect(shown?.content).not.toContain('Send me money');
    const handled = await admin.call(R.adminActOnMessageReport, {
      params: { id: report.body.id },
      body: { action: 'dismiss' },
    });
    expect([409, 422]).toContain(handled.status);
    const open = await admin.call(R.adminReportedMessages, { query: { status: 'open' } });
    expect(open.body.map((r) => r.id)).not.toContain(report.body.id);

    const memberReport = await man.client.call(R.reportMember, {
      body: { userId: woman.id, reason: 'harassment' },
    });
    expect(memberReport.status).toBe(201);
    const self = await man.client.call(R.reportMember, {
      body: { userId: man.id, reason: 'other' },
    });
    expect([400, 403, 422]).toContain(self.status);
    const users = await admin.call(R.adminReportedMembers, { query: {} });
    expect(users.body.find((r) => r.id === memberReport.body.id)).toMatchObject({
      member: { userId: woman.id },
      reporter: { userId: man.id },
      reason: 'harassment',
      status: 'open',
    });
    const audit = await admin.call(R.adminAuditLog, {});
    expect(audit.body.some((e) => e.action === 'moderate')).toBe(true);
  });

  it('makes a blocked pair disappear from each other and closes their conversation', async () => {
    const { woman, man, conversationId } = await acceptedPair(platform, admin);
    expect((await allMatches(woman)).map((m) => m.userId)).toEqual([man.id]);
    const self = await woman.client.call(R.block, { body: { userId: woman.id } });
    expect([400, 422]).toContain(self.status);
    expect(self.body.message).toBe(MessageMessage.BlockSelf);

    const blocked = await woman.client.call(R.block, { body: { userId: man.id } });
    expect(blocked.status).toBe(201);
    expect(blocked.body.userId).toBe(man.id);
    expect((await woman.client.call(R.listBlocks, {})).body.map((b) => b.userId)).toEqual([man.id]);
    // The blocked member is not told who blocked them.
    expect((await man.client.call(R.listBlocks, {})).body).toEqual([]);

    await waitFor(
      async () => (await allMatches(woman)).length === 0 && (await allMatches(man)).length === 0,
      {
        timeoutMs: 15_000,
        what: 'the pair to leave each other’s matches',
      },
    );
    const his = await man.client.call(R.thread, { params: { conversationId }, query: {} });
    expect(his.body.conversation).toMatchObject({ closed: true });
    const write = await man.client.call(R.send, {
      body: { receiverId: woman.id, content: 'Why?' },
    });
    expect([403, 409, 422]).toContain(write.status);
    const hers = await woman.client.call(R.send, { body: { receiverId: man.id, content: 'Bye' } });
    expect([403, 409, 422]).toContain(hers.status);

    const unblocked = await woman.client.call(R.unblock, { params: { userId: man.id } });
    expect(unblocked.status).toBe(200);
    expect((await woman.client.call(R.listBlocks, {})).body).toEqual([]);
    const still = await woman.client.call(R.thread, { params: { conversationId }, query: {} });
    expect(still.body.conversation.closed).toBe(true);
  });

  let member: Member | undefined;
  it.each(adminRoutes)('%s is 403 for a member', async (_name, route) => {
    member ??= await register(platform, newCommunity());
    const reply = await member.client.callRaw(route, {
      params: paramsOf(route),
      body: route.method === 'GET' ? undefined : { content: 'Salam', action: 'dismiss' },
    });
    expect([reply.status, reply.body.message]).toEqual([403, AccessMessage.AdminOnly]);
  });
});
