/** @platform shared */
import {
  MatchingRoutes,
  routeUrl,
  type MatchDashboard,
  type MatchProfileView,
} from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import {
  allMatches,
  approve,
  expectedScore,
  manAnswers,
  matchableMember,
  newCommunity,
  registerMan,
  registerWoman,
  submitQuestionnaire,
  waitForMatches,
  womanAnswers,
  type Member,
} from './matching-fixtures';

describe('matches through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const dashboardOf = async (member: Member): Promise<MatchDashboard> => {
    const { status, body } = await member.client.call(MatchingRoutes.dashboard, { query: {} });
    expect(status).toBe(200);
    return body;
  };

  /** Polls the dashboard until it gives the expected reason (events reach matching async). */
  const waitForReason = (member: Member, reason: MatchDashboard['notMatchableReason']) =>
    waitFor(
      async () => {
        const dashboard = await dashboardOf(member);
        return dashboard.notMatchableReason === reason ? dashboard : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 200, what: `notMatchableReason ${String(reason)}` },
    );

  it('shows no matches before approval, then the same score to both once both are approved', async () => {
    const community = newCommunity();
    const woman = await registerWoman(platform, community);
    await submitQuestionnaire(woman, womanAnswers());
    const man = await registerMan(platform, community);

    // The woman waits for account approval; the man's account is approved but he has no answers.
    await admin.json('POST', `/api/admin/approve-user/${man.id}`);
    const pending = await waitForReason(woman, 'profile-not-approved');
    expect(pending).toMatchObject({
      totalMatches: 0,
      matchCategories: { highCompatibility: 0, mediumCompatibility: 0, basicCompatibility: 0 },
      topMatches: [],
    });
    expect(await allMatches(woman)).toEqual([]);
    await waitForReason(man, 'questionnaire-incomplete');

    await submitQuestionnaire(man, manAnswers());
    await waitForReason(man, 'questionnaire-not-approved');
    expect((await dashboardOf(man)).totalMatches).toBe(0);

    await approve(admin, woman);
    await approve(admin, man);
    const [hers] = await waitForMatches(woman, [man.id], "the woman's match");
    const [his] = await waitForMatches(man, [woman.id], "the man's match");
    expect(hers?.compatibilityScore).toBe(his?.compatibilityScore);
    expect(hers?.compatibilityLevel).toBe(his?.compatibilityLevel);
    expect(hers?.matchingFactors).toEqual(his?.matchingFactors);
    expect(hers?.matchId).toBe(his?.matchId);
    expect(hers?.compatibilityScore).toBe(expectedScore(woman, man));
    expect(hers).toMatchObject({
      userId: man.id,
      username: man.username,
      age: expect.any(Number),
      countryOfResidence: 'United Kingdom',
      practiceLevel: 'practicing',
    });
    expect(hers?.matchingFactors).toContain('Same marriage timeline');

    const dashboard = await waitForReason(woman, null);
    expect(dashboard.totalMatches).toBe(1);
    expect(dashboard.topMatches).toEqual([
      expect.objectContaining({
        id: man.id,
        username: man.username,
        name: man.fullName.split(' ')[0],
        compatibilityScore: hers?.compatibilityScore,
      }),
    ]);
  });

  it('lists, filters, sorts and pages the matches, and sums the dashboard by level', async () => {
    const community = newCommunity();
    const woman = await matchableMember(platform, admin, 'female', community);
    // Three men who suit her less and less.
    const close = await matchableMember(platform, admin, 'male', community, {
      personal: { fullName: 'Zaid Close' },
    });
    const apart = await matchableMember(platform, admin, 'male', community, {
      personal: { fullName: 'Bilal Apart' },
      answers: { timelineToMarriage: 'twoYears', familyInvolvement: 'veryInvolved' },
    });
    const far = await matchableMember(platform, admin, 'male', community, {
      personal: { fullName: 'Musa Far' },
      answers: {
        practiceLevel: 'moderate',
        timelineToMarriage: 'longTerm',
        childrenViews: 'many',
        smokingAcceptable: true,
        livingArrangement: 'withHusbandsFamily',
      },
    });
    const men = [close, apart, far];
    const expected = men.map((man) => expectedScore(woman, man));
    expect(new Set(expected).size).toBe(3);

    const items = await waitForMatches(
      woman,
      men.map((man) => man.id),
    );
    const byCompatibility = [...men]
      .sort((a, b) => expectedScore(woman, b) - expectedScore(woman, a))
      .map((man) => man.id);
    expect(items.map((item) => item.userId)).toEqual(byCompatibility);
    for (const man of men) {
      expect(items.find((item) => item.userId === man.id)?.compatibilityScore).toBe(
        expectedScore(woman, man),
      );
    }

    const names = await allMatches(woman, '&sort=name');
    expect(names.map((item) => item.username)).toEqual(
      [...men.map((man) => man.username)].sort((a, b) => a.localeCompare(b)),
    );
    const recent = await allMatches(woman, '&sort=recent');
    const createdAt = recent.map((item) => item.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const middle = [...expected].sort((a, b) => a - b)[1] ?? 0;
    const filtered = await woman.client.call(MatchingRoutes.listMatches, {
      query: { minCompatibility: middle },
    });
    expect(filtered.body.total).toBe(2);
    expect(filtered.body.items.every((item) => item.compatibilityScore >= middle)).toBe(true);
    expect(filtered.body.items.map((item) => item.userId)).toEqual(byCompatibility.slice(0, 2));

    const second = await woman.client.call(MatchingRoutes.listMatches, {
      query: { page: 2, pageSize: 1 },
    });
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(second.body.items.map((item) => item.userId)).toEqual([byCompatibility[1]]);
    const beyond = await woman.client.call(MatchingRoutes.listMatches, {
      query: { page: 9, pageSize: 1 },
    });
    expect(beyond.body).toMatchObject({ total: 3, items: [] });

    const dashboard = await (async () => {
      const { body } = await woman.client.call(MatchingRoutes.dashboard, {
        query: { sort: 'name' },
      });
      return body;
    })();
    expect(dashboard.totalMatches).toBe(3);
    const { highCompatibility, mediumCompatibility, basicCompatibility } =
      dashboard.matchCategories;
    expect(highCompatibility + mediumCompatibility + basicCompatibility).toBe(3);
    expect(dashboard.topMatches.map((match) => match.username)).toEqual(
      names.map((item) => item.username),
    );
    expect(dashboard.topMatches.every((match) => match.keyMatchingAreas.length <= 3)).toBe(true);
    expect(dashboard.commonMatchingAreas.length).toBeGreaterThan(0);

    for (const query of [
      { minCompatibility: 101 },
      { minCompatibility: -1 },
      { pageSize: 51 },
      { page: 0 },
      { sort: 'age' },
      { userId: 'x' },
    ]) {
      const bad = await woman.client.callRaw(MatchingRoutes.listMatches, { query });
      expect([query, bad.status, bad.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
    expect(
      (await woman.client.callRaw(MatchingRoutes.dashboard, { query: { sort: 'age' } })).status,
    ).toBe(400);
  });

  it("shows a match's profile without contact details, and nobody else's", async () => {
    const community = newCommunity();
    const woman = await matchableMember(platform, admin, 'female', community);
    const man = await matchableMember(platform, admin, 'male', community, {
      personal: { fullName: 'Harun Abdullah Rashid' },
    });
    const stranger = await matchableMember(platform, admin, 'male', newCommunity());
    await waitForMatches(woman, [man.id]);

    const response = await woman.client.request(
      'GET',
      routeUrl(MatchingRoutes.matchProfile, { userId: man.id }),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    const view = JSON.parse(text) as MatchProfileView;
    expect(view).toMatchObject({
      userId: man.id,
      username: man.username,
      name: 'Harun',
      gender: 'male',
      countryOfResidence: 'United Kingdom',
      nationality: 'British',
      ethnicity: community,
      maritalStatus: 'single',
      compatibilityScore: expectedScore(woman, man),
    });
    expect(view).not.toHaveProperty('email');
    expect(view).not.toHaveProperty('waliContact');
    expect(view).not.toHaveProperty('dateOfBirth');
    expect(view).not.toHaveProperty('fullName');
    expect(text).not.toContain(man.email);
    expect(text).not.toContain('07700 900123');
    expect(text).not.toContain('Abdullah');

    for (const userId of [stranger.id, woman.id, '00000000-0000-4000-8000-000000000000']) {
      const hidden = await woman.client.call(MatchingRoutes.matchProfile, { params: { userId } });
      expect([userId, hidden.status]).toEqual([userId, 404]);
    }
    expect(
      (await stranger.client.call(MatchingRoutes.matchProfile, { params: { userId: woman.id } }))
        .status,
    ).toBe(404);
    expect(
      (
        await woman.client.call(MatchingRoutes.matchProfile, {
          params: { userId: 'not-a-uuid' },
        })
      ).status,
    ).toBe(400);
  });

  it('documents every matching route in the OpenAPI document', async () => {
    const response = await fetch(`${platform.baseUrl}/api/docs-json`);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/matches',
        'GET /api/matches/list',
        'GET /api/matches/members/{userId}',
        'POST /api/match-requests',
        'GET /api/match-requests/sent',
        'GET /api/match-requests/received',
        'PATCH /api/match-requests/{id}',
        'GET /api/admin/match-requests',
        'GET /api/admin/match-requests/{id}',
        'PATCH /api/admin/match-requests/{id}',
        'GET /api/admin/match-analysis',
        'GET /api/admin/algorithm-settings',
        'PUT /api/admin/algorithm-settings',
        'GET /api/admin/compatibility-thresholds',
        'PUT /api/admin/compatibility-thresholds',
        'GET /api/admin/matching/recompute',
      ]),
    );
  });

  it('keeps visitors out of every member route', async () => {
    const visitor = new ApiClient(platform.baseUrl);
    for (const path of [
      '/api/matches',
      '/api/matches/list',
      '/api/matches/members/00000000-0000-4000-8000-000000000000',
      '/api/match-requests/sent',
      '/api/match-requests/received',
    ]) {
      expect([path, (await visitor.json('GET', path)).status]).toEqual([path, 401]);
    }
  });
});
