import {
  CourseRoutes,
  DocumentRoutes,
  MatchingRoutes,
  MessagingRoutes,
  type ConversationSummary,
  type CurrentUser,
  type MatchDashboard,
  type MatchPage,
} from '@mithaq/contracts';
import {
  ApiClient,
  DEMO_SEED_ENV,
  Platform,
  PLATFORM_STOP_TIMEOUT,
  waitFor,
} from '@mithaq/testing';

const DEMO_PASSWORD = 'mithaq-demo-local';

/**
 * What `npm start` shows: the identity and profile seeds, then matches for the demo members, the
 * demo's accepted request and its conversation, and a support thread.
 */
describe('demo seed matches', () => {
  const platform = new Platform();

  const signIn = async (username: string): Promise<ApiClient> => {
    const client = new ApiClient(platform.baseUrl);
    const login = await client.json<CurrentUser>('POST', '/api/login', {
      username,
      password: DEMO_PASSWORD,
    });
    expect([username, login.status]).toEqual([username, 200]);
    return client;
  };

  beforeAll(async () => {
    await platform.start();
    const seeds = ['identity', 'profile', 'matching', 'messaging', 'course', 'billing'] as const;
    for (const service of seeds) {
      await platform.runSeed(service, DEMO_SEED_ENV);
    }
    // Running them again changes nothing.
    for (const service of seeds) {
      await platform.runSeed(service, DEMO_SEED_ENV);
    }
  }, 300_000);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('gives approved demo members several matches each, at more than one level', async () => {
    const members = [
      'demo_amina',
      'demo_yusuf',
      'demo_fatima',
      'demo_hafsa',
      'demo_layla',
      'demo_iman',
      'demo_bilal',
      'demo_omar',
      'demo_adam',
      'demo_mustafa',
    ];
    const levels = new Set<string>();
    for (const username of members) {
      const client = await signIn(username);
      const dashboard = await waitFor(
        async () => {
          const { body } = await client.json<MatchDashboard>('GET', '/api/matches');
          return body.totalMatches >= 3 ? body : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 500, what: `${username}'s matches` },
      );
      expect(dashboard.notMatchableReason).toBeNull();
      const { body: page } = await client.json<MatchPage>('GET', '/api/matches/list?pageSize=50');
      expect(page.total).toBe(dashboard.totalMatches);
      for (const card of page.items) {
        levels.add(card.compatibilityLevel);
      }
    }
    expect([...levels].sort()).toEqual(expect.arrayContaining(['high', 'medium']));
  }, 180_000);

  it('shows why the members who cannot match have no matches', async () => {
    const expectations: [string, MatchDashboard['notMatchableReason']][] = [
      ['demo_maryam', 'questionnaire-not-approved'],
      ['demo_ibrahim', 'questionnaire-incomplete'],
    ];
    for (const [username, reason] of expectations) {
      const client = await signIn(username);
      const { body } = await client.json<MatchDashboard>('GET', '/api/matches');
      expect([username, body.notMatchableReason, body.totalMatches]).toEqual([username, reason, 0]);
    }
  });

  it("opens the demo pair's conversation from their accepted request, and a support thread", async () => {
    const yusuf = await signIn('demo_yusuf');
    const sent = await yusuf.call(MatchingRoutes.sentRequests, {});
    const accepted = sent.body.filter((request) => request.status === 'accepted');
    expect(accepted).toHaveLength(1);
    const amina = await signIn('demo_amina');
    const conversations = await waitFor(
      async () => {
        const { body } = await amina.call(MessagingRoutes.listConversations, {});
        return body.length >= 2 ? body : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 500, what: "demo_amina's two conversations" },
    );
    const byKind = (kind: ConversationSummary['kind']) =>
      conversations.filter((conversation) => conversation.kind === kind);
    expect(byKind('member')).toHaveLength(1);
    expect(byKind('member')[0]?.counterpart.displayName).toContain('demo_yusuf');
    expect(byKind('support')).toHaveLength(1);
    const support = await amina.call(MessagingRoutes.thread, {
      params: { conversationId: byKind('support')[0]?.id ?? '' },
      query: {},
    });
    expect(support.body.messages.map((message) => message.fromSupport)).toEqual([false, true]);
    const pair = await amina.call(MessagingRoutes.thread, {
      params: { conversationId: byKind('member')[0]?.id ?? '' },
      query: {},
    });
    expect(pair.body.messages).toHaveLength(2);
    expect(pair.body.conversation.closed).toBe(false);
  });

  it("opens the demo pair's match page on both sides, with nothing uploaded yet", async () => {
    const [yusuf, amina] = await Promise.all([signIn('demo_yusuf'), signIn('demo_amina')]);
    const matchOf = async (member: ApiClient) =>
      waitFor(async () => (await member.call(DocumentRoutes.myMatches, {})).body[0], {
        timeoutMs: 30_000,
        intervalMs: 500,
        what: 'the demo match page',
      });
    const [mine, hers] = await Promise.all([matchOf(yusuf), matchOf(amina)]);
    expect(mine.id).toBe(hers.id);
    const page = await amina.call(DocumentRoutes.match, { params: { matchId: hers.id } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      status: 'accepted',
      documentStatus: 'requested',
      partnerDocumentsStatus: 'pending',
      meetingDetails: { open: false, paymentStatus: 'not_started' },
    });
  });

  it('schedules upcoming course sessions for the demo', async () => {
    const open = await new ApiClient(platform.baseUrl).call(CourseRoutes.availableSessions, {});
    expect(open.status).toBe(200);
    expect(open.body.length).toBeGreaterThanOrEqual(2);
    expect(new Set(open.body.map((session) => session.sessionType))).toEqual(
      new Set(['morning', 'afternoon']),
    );
  });

  it('gives approved demo members a complimentary Bronze tier, leaving two on free', async () => {
    const tierOf = async (username: string) =>
      waitFor(
        async () => {
          const { body } = await (await signIn(username)).json<CurrentUser>('GET', '/api/user');
          return body.membershipTier === 'free' && username !== 'demo_fatima' ? undefined : body;
        },
        { timeoutMs: 15_000, intervalMs: 250, what: `${username}'s tier` },
      );
    expect((await tierOf('demo_yusuf')).membershipTier).toBe('bronze');
    expect((await tierOf('demo_amina')).membershipTier).toBe('bronze');
    expect((await tierOf('demo_fatima')).membershipTier).toBe('free');
  });
});
