import { randomUUID } from 'node:crypto';
import { MessagingRpc, type EventPayload } from '@mithaq/contracts';
import { errorOf, MessagingHarness, type TestMember } from '../../test/messaging-harness';

type EmailRequested = EventPayload<'messaging.email.requested'>;

describe('notification emails', () => {
  const h = new MessagingHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 30_000);

  const emailsTo = async (member: TestMember, kind?: EmailRequested['kind']) =>
    (await h.outbox('messaging.email.requested')).filter(
      (email) => email.to === member.email && (!kind || email.kind === kind),
    );
  const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

  it('starts with every kind on, and saves a member’s choice', async () => {
    const member = await h.member();
    expect(await h.rpc.call(MessagingRpc.getNotificationPreferences, {}, member)).toEqual({
      matchRequest: true,
      requestAccepted: true,
      newMessage: true,
    });
    const saved = await h.rpc.call(
      MessagingRpc.updateNotificationPreferences,
      { matchRequest: false, requestAccepted: true, newMessage: false },
      member,
    );
    expect(saved).toEqual({ matchRequest: false, requestAccepted: true, newMessage: false });
    const error = await errorOf(
      h.rpc.call(
        MessagingRpc.updateNotificationPreferences,
        { matchRequest: true, requestAccepted: true, newMessage: true, marketing: true } as never,
        member,
      ),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(await h.rpc.call(MessagingRpc.getNotificationPreferences, {}, member)).toEqual(saved);
  });

  it('emails a member who has been away, at most once per conversation per hour', async () => {
    const [a, b] = await h.matchedPair();
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Salaam' }, a);
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Are you there?' }, a);
    const emails = await emailsTo(b, 'new-message');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: b.email,
      kind: 'new-message',
      subject: 'New message on Mithaq',
      dedupeKey: expect.stringMatching(/^new-message:[0-9a-f-]{36}$/) as unknown,
    });
    expect(emails[0]?.text).toContain(`@${a.username}`);
    expect(emails[0]?.text).not.toContain('Salaam');
  });

  it('does not email a member with an open tab or one who left only minutes ago', async () => {
    const [a, b] = await h.matchedPair();
    await h.setPresence(b.userId, 1, Date.now());
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Salaam' }, a);
    await h.setPresence(b.userId, 0, minutesAgo(5));
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Salaam again' }, a);
    expect(await emailsTo(b)).toEqual([]);
    await h.setPresence(b.userId, 0, minutesAgo(16));
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'And again' }, a);
    expect(await emailsTo(b, 'new-message')).toHaveLength(1);
  });

  it('sends nothing the member turned off', async () => {
    const [a, b] = await h.matchedPair();
    await h.rpc.call(
      MessagingRpc.updateNotificationPreferences,
      { matchRequest: false, requestAccepted: true, newMessage: false },
      b,
    );
    await h.rpc.call(MessagingRpc.send, { receiverId: b.userId, content: 'Salaam' }, a);
    const requester = await h.member();
    await h.publish('matching.request.created', {
      requestId: randomUUID(),
      requesterId: requester.userId,
      targetId: b.userId,
    });
    expect(await emailsTo(b)).toEqual([]);
  });

  it('emails the target of a match request once, and the requester when it is accepted', async () => {
    const [requester, target] = [await h.member(), await h.member()];
    const request = {
      requestId: randomUUID(),
      requesterId: requester.userId,
      targetId: target.userId,
    };
    const created = await h.publish('matching.request.created', request);
    await h.publish('matching.request.created', created.payload);
    const asked = await emailsTo(target, 'match-request');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      subject: 'New match request on Mithaq',
      dedupeKey: `match-request:${request.requestId}`,
    });
    expect(asked[0]?.text).toContain(`@${requester.username}`);

    await h.publish('matching.request.answered', { ...request, status: 'accepted' });
    const accepted = await emailsTo(requester, 'request-accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ dedupeKey: `request-accepted:${request.requestId}` });
    expect(accepted[0]?.text).toContain(`@${target.username}`);
  });

  it('tells a requester nothing by email when the request is declined', async () => {
    const [requester, target] = [await h.member(), await h.member()];
    await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: requester.userId,
      targetId: target.userId,
      status: 'declined',
    });
    expect(await emailsTo(requester)).toEqual([]);
  });
});
