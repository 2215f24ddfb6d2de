/** @platform shared */
import {
  ContactExchangeMessage,
  MessageMessage,
  MessagingRoutes,
  type ContactExchangeState,
} from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import { matchableMember, newCommunity, waitForMatches, type Member } from './matching-fixtures';
import { acceptRequest } from './messaging-fixtures';

const R = MessagingRoutes;

describe('exchanging contact details with one agreed match through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const exchangeOf = async (
    member: Member,
    conversationId: string,
  ): Promise<ContactExchangeState> => {
    const { status, body } = await member.client.call(R.thread, {
      params: { conversationId },
      query: {},
    });
    if (status !== 200 || !body.contactExchange) {
      throw new Error(`the thread answered ${status}`);
    }
    return body.contactExchange;
  };
  const open = (member: Member, conversationId: string) =>
    member.client.call(R.openContactExchange, { params: { conversationId } });
  const reveal = (member: Member, conversationId: string) =>
    member.client.call(R.revealContactCard, { params: { conversationId } });

  it('lets a silver member open it with a bronze match, both reveal, once only', async () => {
    const community = newCommunity();
    const silver = await matchableMember(platform, admin, 'female', community, { tier: 'silver' });
    const bronze = await matchableMember(platform, admin, 'male', community);
    const other = await matchableMember(platform, admin, 'male', community);
    await waitForMatches(silver, [bronze.id, other.id]);
    const { conversationId } = await acceptRequest({ woman: silver, man: bronze });
    const second = await acceptRequest({ woman: silver, man: other });
    const stranger = await matchableMember(platform, admin, 'female', newCommunity());

    // The silver tier reaches messaging through billing's event.
    await waitFor(async () => (await exchangeOf(silver, conversationId)).canOpen, {
      timeoutMs: 15_000,
      intervalMs: 100,
      what: 'the silver tier to reach messaging',
    });
    expect(await exchangeOf(bronze, conversationId)).toMatchObject({
      open: false,
      entitled: false,
      canOpen: false,
    });

    // A bronze member cannot open it; a stranger does not see the conversation.
    const refused = await open(bronze, conversationId);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      ContactExchangeMessage.NotEntitled,
    ]);
    expect((await open(stranger, conversationId)).status).toBe(404);
    expect((await reveal(stranger, conversationId)).status).toBe(404);

    const opened = await open(silver, conversationId);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ open: true, openedBy: 'me' });
    expect((await open(silver, conversationId)).status).toBe(200);

    // Revealing needs a card, validated.
    const noCard = await reveal(bronze, conversationId);
    expect([noCard.status, noCard.body.message]).toEqual([422, ContactExchangeMessage.NoCard]);
    const badCard = await bronze.client.call(R.updateContactCard, { body: { email: 'nope' } });
    expect(badCard.status).toBe(400);
    const bronzeCard = await bronze.client.call(R.updateContactCard, {
      body: { phone: ' +44 7700 900123 ', other: 'Telegram @brother' },
    });
    expect(bronzeCard.status).toBe(200);
    expect((await bronze.client.call(R.getContactCard, {})).body).toMatchObject({
      phone: '+44 7700 900123',
      email: null,
      other: 'Telegram @brother',
    });
    const silverCard = await silver.client.call(R.updateContactCard, {
      body: { email: 'sister@example.com' },
    });
    expect(silverCard.status).toBe(200);

    expect((await reveal(bronze, conversationId)).status).toBe(200);
    // Only what the partner revealed is shown, and only to the partner.
    expect((await exchangeOf(bronze, conversationId)).partnerCard).toBeNull();
    expect((await reveal(silver, conversationId)).status).toBe(200);
    expect(await exchangeOf(silver, conversationId)).toMatchObject({
      open: true,
      openedBy: 'me',
      revealedByMe: true,
      partnerRevealed: true,
      partnerCard: { phone: '+44 7700 900123', email: null, other: 'Telegram @brother' },
    });
    expect(await exchangeOf(bronze, conversationId)).toMatchObject({
      openedBy: 'partner',
      revealedByMe: true,
      partnerCard: { phone: null, email: 'sister@example.com', other: null },
    });

    // The one exchange is used: the silver member's other match is refused.
    const again = await open(silver, second.conversationId);
    expect([again.status, again.body.message]).toEqual([403, ContactExchangeMessage.AllowanceUsed]);
    expect((await exchangeOf(silver, second.conversationId)).partnerCard).toBeNull();

    // Each step is in the admins' messaging audit log.
    const log = await admin.call(R.adminAuditLog, {});
    expect(
      log.body
        .filter((entry) => entry.conversationId === conversationId)
        .map((entry) => [entry.action, entry.adminId])
        .sort(),
    ).toEqual(
      [
        ['contact-exchange', silver.id],
        ['contact-reveal', bronze.id],
        ['contact-reveal', silver.id],
      ].sort(),
    );

    // Once blocked, nothing opens or is revealed.
    expect((await bronze.client.call(R.block, { body: { userId: silver.id } })).status).toBe(201);
    const closed = await reveal(silver, conversationId);
    expect([closed.status, closed.body.message]).toEqual([422, MessageMessage.Closed]);
  });
});
