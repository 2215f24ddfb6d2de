import { randomUUID } from 'node:crypto';
import {
  ContactExchangeMessage,
  ErrorCode,
  MessageMessage,
  MessagingRpc,
  type ContactCardValues,
} from '@mithaq/contracts';
import { errorOf, MessagingHarness, type TestMember } from '../../test/messaging-harness';

describe('exchanging contact details with one agreed match (silver and gold)', () => {
  const h = new MessagingHarness();
  beforeAll(() => h.start(), 60_000);
  afterAll(() => h.stop(), 30_000);

  const saveCard = (member: TestMember, card: Partial<ContactCardValues>) =>
    h.rpc.call(MessagingRpc.updateContactCard, card, member);
  const open = (member: TestMember, conversationId: string) =>
    h.rpc.call(MessagingRpc.openContactExchange, { conversationId }, member);
  const reveal = (member: TestMember, conversationId: string) =>
    h.rpc.call(MessagingRpc.revealContactCard, { conversationId }, member);
  const thread = (member: TestMember, conversationId: string) =>
    h.rpc.call(MessagingRpc.thread, { conversationId, limit: 50 }, member);
  const auditOf = (conversationId: string) =>
    h.db
      .query<{ admin_id: string; action: string }>(
        'SELECT admin_id, action FROM messaging_audit WHERE conversation_id = $1 ORDER BY at',
        [conversationId],
      )
      .then(({ rows }) => rows.map((row) => [row.action, row.admin_id]));

  it('keeps each member’s own card, validated and trimmed', async () => {
    const member = await h.member();
    expect(await h.rpc.call(MessagingRpc.getContactCard, {}, member)).toBeNull();
    const saved = await saveCard(member, { phone: ' +44 7700 900123 ', email: '' });
    expect(saved).toMatchObject({ phone: '+44 7700 900123', email: null, other: null });
    expect(await h.rpc.call(MessagingRpc.getContactCard, {}, member)).toEqual(saved);
    const refused = await errorOf(saveCard(member, { email: 'nope' }));
    expect(refused.code).toBe(ErrorCode.ValidationFailed);
  });

  it('opens once on one match, lets both reveal, logs every step and refuses a second match', async () => {
    const [silver, bronze, id] = await h.matchedPair(['silver', 'bronze']);
    const third = await h.member('seeker', 'bronze');
    await h.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: silver.userId,
      targetId: third.userId,
      status: 'accepted',
    });
    const second = await h.conversationOf(silver.userId, third.userId);

    const before = (await thread(silver, id)).contactExchange;
    expect(before).toMatchObject({ open: false, entitled: true, canOpen: true, hasCard: false });
    expect((await thread(bronze, id)).contactExchange).toMatchObject({
      open: false,
      entitled: false,
      canOpen: false,
    });

    // A bronze member cannot open it; a stranger does not see the conversation.
    expect(await errorOf(open(bronze, id))).toMatchObject({
      code: ErrorCode.Forbidden,
      message: ContactExchangeMessage.NotEntitled,
    });
    expect((await errorOf(open(third, id))).code).toBe(ErrorCode.NotFound);
    // Revealing waits for the exchange.
    await saveCard(bronze, { email: 'bronze@example.com', other: 'Telegram @bronze' });
    expect((await errorOf(reveal(bronze, id))).message).toBe(ContactExchangeMessage.NotOpen);

    const opened = await open(silver, id);
    expect(opened).toMatchObject({ open: true, openedBy: 'me', allowanceUsed: false });
    // Idempotent: opening again changes nothing and logs nothing more.
    await open(silver, id);
    expect(
      await h.count('SELECT count(*) FROM contact_exchanges WHERE opened_by = $1', [silver.userId]),
    ).toBe(1);

    // The silver member has no card yet.
    expect(await errorOf(reveal(silver, id))).toMatchObject({
      code: ErrorCode.Unprocessable,
      message: ContactExchangeMessage.NoCard,
    });
    expect((await reveal(bronze, id)).partnerCard).toBeNull();
    expect((await thread(silver, id)).contactExchange).toMatchObject({
      open: true,
      openedBy: 'me',
      revealedByMe: false,
      partnerRevealed: true,
      partnerCard: { phone: null, email: 'bronze@example.com', other: 'Telegram @bronze' },
    });
    expect((await thread(bronze, id)).contactExchange).toMatchObject({
      openedBy: 'partner',
      revealedByMe: true,
      partnerRevealed: false,
      partnerCard: null,
    });
    await saveCard(silver, { phone: '07700 900456' });
    await reveal(silver, id);
    await reveal(silver, id);
    expect((await thread(bronze, id)).contactExchange?.partnerCard).toMatchObject({
      phone: '07700 900456',
    });
    expect(await auditOf(id)).toEqual([
      ['contact-exchange', silver.userId],
      ['contact-reveal', bronze.userId],
      ['contact-reveal', silver.userId],
    ]);

    // The allowance is used: the silver member's other match is refused.
    expect(await errorOf(open(silver, second))).toMatchObject({
      code: ErrorCode.Forbidden,
      message: ContactExchangeMessage.AllowanceUsed,
    });
    expect((await thread(silver, second)).contactExchange).toMatchObject({
      allowanceUsed: true,
      canOpen: false,
    });

    // Admins see the steps in the messaging audit log.
    const admin = await h.member('admin');
    const log = await h.rpc.call(MessagingRpc.adminAuditLog, {}, admin);
    expect(
      log
        .filter((entry) => entry.conversationId === id)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['contact-exchange', 'contact-reveal', 'contact-reveal']);
  });

  it('refuses a blocked conversation, and a support thread', async () => {
    const [silver, partner, id] = await h.matchedPair(['gold', 'bronze']);
    await h.rpc.call(MessagingRpc.block, { userId: silver.userId }, partner);
    expect(await errorOf(open(silver, id))).toMatchObject({
      code: ErrorCode.Unprocessable,
      message: MessageMessage.Closed,
    });
    const support = await h.rpc.call(
      MessagingRpc.send,
      { receiverId: 'support', content: 'Hello' },
      silver,
    );
    expect((await errorOf(open(silver, support.conversationId))).code).toBe(
      ErrorCode.Unprocessable,
    );
    expect((await thread(silver, support.conversationId)).contactExchange).toBeNull();
  });

  it('erases the card, the reveals and the exchanges of a deleted account', async () => {
    const [gone, partner, id] = await h.matchedPair(['silver', 'silver']);
    await saveCard(gone, { phone: '0770 0900 111' });
    await saveCard(partner, { other: 'Signal' });
    await open(gone, id);
    await reveal(gone, id);
    await reveal(partner, id);
    await h.publish('identity.account.deleted', { userId: gone.userId, deletedBy: null });
    for (const table of ['contact_cards', 'contact_reveals', 'contact_exchanges']) {
      expect(
        await h.count(`SELECT count(*) FROM ${table} t WHERE strpos(t::text, $1) > 0`, [
          gone.userId,
        ]),
      ).toBe(0);
    }
    expect(
      await h.count('SELECT count(*) FROM contact_cards WHERE user_id = $1', [partner.userId]),
    ).toBe(1);
  });
});
