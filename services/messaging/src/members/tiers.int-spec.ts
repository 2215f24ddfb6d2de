import { randomUUID } from 'node:crypto';
import {
  MessagingRpc,
  SUPPORT_RECIPIENT,
  UpgradeMessage,
  type EventPayload,
  type MembershipTier,
} from '@mithaq/contracts';
import { errorOf, MessagingHarness, type TestMember } from '../../test/messaging-harness';

const change = (
  userId: string,
  tier: MembershipTier,
  changedAt: string,
): EventPayload<'billing.membership.changed'> => ({
  userId,
  tier,
  previousTier: tier === 'free' ? 'bronze' : 'free',
  source: 'subscription',
  endsAt: null,
  changedAt,
});

describe('member conversations need a tier with conversations (bronze and above)', () => {
  const h = new MessagingHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 30_000);

  const send = (from: TestMember, to: string, content = 'Salaam') =>
    h.rpc.call(MessagingRpc.send, { receiverId: to, content }, from);

  const storedTier = async (userId: string): Promise<string | undefined> =>
    (
      await h.db.query<{ tier: string }>('SELECT tier FROM member_tiers WHERE user_id = $1', [
        userId,
      ])
    ).rows[0]?.tier;

  it('lets a free member read their conversation and write to support, not to the partner', async () => {
    const [free, paid, conversationId] = await h.matchedPair(['free', 'bronze']);
    const refused = await errorOf(send(free, paid.userId));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', UpgradeMessage.Conversations]);
    expect(await h.count('SELECT count(*) FROM messages WHERE sender_id = $1', [free.userId])).toBe(
      0,
    );

    // The paid partner writes; the free member reads it and marks it read.
    const sent = await send(paid, free.userId, 'Assalamu alaikum');
    const page = await h.rpc.call(MessagingRpc.thread, { conversationId, limit: 50 }, free);
    expect(page.messages.map((m) => m.content)).toEqual(['Assalamu alaikum']);
    await h.rpc.call(MessagingRpc.markRead, { id: sent.id }, free);

    const support = await send(free, SUPPORT_RECIPIENT, 'How do I upgrade?');
    expect(support.content).toBe('How do I upgrade?');
  });

  it('accepts the member’s message once billing announces bronze; older events change nothing', async () => {
    const [free, partner] = await h.matchedPair(['free', 'bronze']);
    const earlier = new Date(Date.now() - 60_000).toISOString();

    const upgrade = await h.publish(
      'billing.membership.changed',
      change(free.userId, 'bronze', new Date().toISOString()),
    );
    expect(await storedTier(free.userId)).toBe('bronze');
    expect((await send(free, partner.userId)).content).toBe('Salaam');

    // Redelivered, then an older change back to free: still bronze, still writing.
    await h.deliver(upgrade);
    await h.publish('billing.membership.changed', change(free.userId, 'free', earlier));
    expect(await storedTier(free.userId)).toBe('bronze');
    expect((await send(free, partner.userId, 'Still here')).content).toBe('Still here');

    // The subscription ends (a newer event): reading only again.
    await h.publish(
      'billing.membership.changed',
      change(free.userId, 'free', new Date(Date.now() + 1000).toISOString()),
    );
    expect(await storedTier(free.userId)).toBe('free');
    const refused = await errorOf(send(free, partner.userId));
    expect(refused.message).toBe(UpgradeMessage.Conversations);
  });

  it('forgets the tier with the account, and a late tier event does not bring it back', async () => {
    const member = await h.member('seeker', 'gold');
    await h.publish('identity.account.deleted', { userId: member.userId, deletedBy: null });
    expect(await storedTier(member.userId)).toBeUndefined();
    await h.publish(
      'billing.membership.changed',
      change(member.userId, 'silver', new Date(Date.now() + 1000).toISOString()),
    );
    expect(await storedTier(member.userId)).toBeUndefined();
    expect(
      await h.count('SELECT count(*) FROM member_tiers WHERE user_id = $1', [randomUUID()]),
    ).toBe(0);
  });
});
