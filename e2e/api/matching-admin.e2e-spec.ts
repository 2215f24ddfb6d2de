import {
  DEFAULT_MATCH_WEIGHTS,
  type AdminMatchRequest,
  type AdminMatchRequestPage,
  type AlgorithmSettingsReply,
  type HttpErrorBody,
  type MatchAnalysis,
  type MatchCard,
  type MatchRequestView,
  type RecomputeStatus,
  type ThresholdsReply,
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
  expectedScore,
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from './matching-fixtures';

const NO_SUCH_REQUEST = '00000000-0000-4000-8000-000000000000';

describe('admin matching routes through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ({ admin, adminId } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const matchedPair = async (): Promise<{ woman: Member; man: Member }> => {
    const community = newCommunity();
    const woman = await matchableMember(platform, admin, 'female', community);
    const man = await matchableMember(platform, admin, 'male', community);
    await waitForMatches(woman, [man.id]);
    await waitForMatches(man, [woman.id]);
    return { woman, man };
  };

  /** Polls the recompute status until the run started by a save has completed. */
  const waitForRecompute = async (startedAfter: string): Promise<RecomputeStatus[]> => {
    const seen: RecomputeStatus[] = [];
    await waitFor(
      async () => {
        const { status, body } = await admin.json<RecomputeStatus | null>(
          'GET',
          '/api/admin/matching/recompute',
        );
        expect(status).toBe(200);
        if (body && body.startedAt >= startedAfter) {
          seen.push(body);
          return body.status === 'completed';
        }
        return false;
      },
      { timeoutMs: 60_000, intervalMs: 100, what: 'the full recompute to complete' },
    );
    return seen;
  };

  it('refuses members (403) and visitors (401) on every admin matching route', async () => {
    const { woman } = await matchedPair();
    const visitor = new ApiClient(platform.baseUrl);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/match-requests'],
      ['GET', `/api/admin/match-requests/${NO_SUCH_REQUEST}`],
      ['PATCH', `/api/admin/match-requests/${NO_SUCH_REQUEST}`, { status: 'accepted' }],
      ['GET', '/api/admin/match-analysis'],
      ['GET', '/api/admin/algorithm-settings'],
      ['PUT', '/api/admin/algorithm-settings', { weights: DEFAULT_MATCH_WEIGHTS }],
      ['GET', '/api/admin/compatibility-thresholds'],
      ['PUT', '/api/admin/compatibility-thresholds', { high: 75, medium: 50, low: 30 }],
      ['GET', '/api/admin/matching/recompute'],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await woman.client.json(method, path, body)).status]).toEqual([
        method,
        path,
        403,
      ]);
      expect([method, path, (await visitor.json(method, path, body)).status]).toEqual([
        method,
        path,
        401,
      ]);
    }
  });

  it('lists, shows and updates match requests, trimming the notes', async () => {
    const { woman, man } = await matchedPair();
    const sent = await woman.client.json<MatchRequestView>('POST', '/api/match-requests', {
      requesterId: woman.id,
      targetId: man.id,
      message: 'Assalamu alaikum',
    });
    expect(sent.status).toBe(201);

    const pending = await admin.json<AdminMatchRequestPage>(
      'GET',
      '/api/admin/match-requests?status=pending&page=1&pageSize=100',
    );
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ page: 1, pageSize: 100 });
    expect(pending.body.items.every((item) => item.status === 'pending')).toBe(true);
    const listed = pending.body.items.find((item) => item.id === sent.body.id);
    expect(listed).toMatchObject({
      requester: { id: woman.id, username: woman.username, email: woman.email },
      target: { id: man.id, username: man.username, email: man.email },
      message: 'Assalamu alaikum',
      status: 'pending',
      adminNotes: null,
      responseDate: null,
    });
    expect(listed?.requester.fullName).toBe(woman.fullName);

    const one = await admin.json<AdminMatchRequest>(
      'GET',
      `/api/admin/match-requests/${sent.body.id}`,
    );
    expect(one.status).toBe(200);
    expect(one.body).toEqual(listed);

    const updated = await admin.json<AdminMatchRequest>(
      'PATCH',
      `/api/admin/match-requests/${sent.body.id}`,
      { status: 'declined', adminNotes: '  Family asked us to pause this introduction.  ' },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'declined',
      adminNotes: 'Family asked us to pause this introduction.',
    });
    expect(updated.body.responseDate).toEqual(expect.any(String));
    const seen = await man.client.json<MatchRequestView[]>('GET', '/api/match-requests/received');
    expect(seen.body[0]).toMatchObject({ id: sent.body.id, status: 'declined' });
    const declined = await admin.json<AdminMatchRequestPage>(
      'GET',
      '/api/admin/match-requests?status=declined',
    );
    expect(declined.body.items.map((item) => item.id)).toContain(sent.body.id);

    expect((await admin.json('GET', `/api/admin/match-requests/${NO_SUCH_REQUEST}`)).status).toBe(
      404,
    );
    expect(
      (
        await admin.json('PATCH', `/api/admin/match-requests/${NO_SUCH_REQUEST}`, {
          status: 'accepted',
        })
      ).status,
    ).toBe(404);
    const badStatus = await admin.json<HttpErrorBody>(
      'PATCH',
      `/api/admin/match-requests/${sent.body.id}`,
      { status: 'maybe', adminNotes: 'Should not be saved' },
    );
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.fields).toHaveProperty('status');
    expect((await admin.json('GET', '/api/admin/match-requests/not-a-uuid')).status).toBe(400);
    expect((await admin.json('GET', '/api/admin/match-requests?status=lost')).status).toBe(400);
    expect((await admin.json('GET', '/api/admin/match-requests?pageSize=101')).status).toBe(400);
    const after = await admin.json<AdminMatchRequest>(
      'GET',
      `/api/admin/match-requests/${sent.body.id}`,
    );
    expect(after.body).toMatchObject({
      status: 'declined',
      adminNotes: 'Family asked us to pause this introduction.',
    });
  });

  it('analyses the stored matches', async () => {
    const { woman, man } = await matchedPair();
    const [card] = (await allMatches(woman)) as [MatchCard];
    const { status, body } = await admin.json<MatchAnalysis>('GET', '/api/admin/match-analysis');
    expect(status).toBe(200);
    expect(body.totalMatches).toBeGreaterThanOrEqual(1);
    expect(body.averageScore).toBeGreaterThan(0);
    expect(body.averageScore).toBeLessThanOrEqual(100);
    const buckets = Object.keys(body.matchDistribution);
    expect(buckets).toContain('90-100');
    expect(Object.values(body.matchDistribution).reduce((sum, n) => sum + n, 0)).toBe(
      body.totalMatches,
    );
    expect(Object.values(body.matchingFactors).every((p) => p >= 0 && p <= 100)).toBe(true);
    if (card.compatibilityScore >= 85) {
      const pair = [woman.id, man.id].sort();
      expect(
        body.recentHighMatches.some(
          (match) => [match.user1Id, match.user2Id].sort().join() === pair.join(),
        ),
      ).toBe(true);
    }
  });

  it('validates and saves the weights, then recomputes every match with them', async () => {
    const { woman, man } = await matchedPair();
    const before = await admin.json<AlgorithmSettingsReply>('GET', '/api/admin/algorithm-settings');
    expect(before.status).toBe(200);
    expect(before.body.settings.map((setting) => setting.factor).sort()).toEqual(
      Object.keys(DEFAULT_MATCH_WEIGHTS).sort(),
    );
    const weightsOf = (reply: AlgorithmSettingsReply) =>
      Object.fromEntries(reply.settings.map((setting) => [setting.factor, setting.weight]));

    const over = await admin.json<HttpErrorBody>('PUT', '/api/admin/algorithm-settings', {
      weights: { ...weightsOf(before.body), smoking: (weightsOf(before.body)['smoking'] ?? 0) + 1 },
    });
    expect(over.status).toBe(400);
    expect(over.body.fields?.['weights']).toBe('Weights must total 100% (they total 101%)');
    for (const weights of [
      { ...DEFAULT_MATCH_WEIGHTS, religiousPractice: -1, smoking: 27 },
      { ...DEFAULT_MATCH_WEIGHTS, religiousPractice: 23.5, smoking: 2.5 },
      { religiousPractice: 100 },
    ]) {
      expect((await admin.json('PUT', '/api/admin/algorithm-settings', { weights })).status).toBe(
        400,
      );
    }
    expect(
      weightsOf(
        (await admin.json<AlgorithmSettingsReply>('GET', '/api/admin/algorithm-settings')).body,
      ),
    ).toEqual(weightsOf(before.body));

    // Religious practice alone decides: the pair's score becomes the engine's for these weights.
    const weights = {
      ...DEFAULT_MATCH_WEIGHTS,
      religiousPractice: 40,
      marriageTimeline: 5,
      familyValues: 4,
    };
    const startedAfter = new Date(Date.now() - 1000).toISOString();
    const saved = await admin.json<AlgorithmSettingsReply>('PUT', '/api/admin/algorithm-settings', {
      weights,
    });
    expect(saved.status).toBe(200);
    expect(weightsOf(saved.body)).toEqual(weights);
    const religious = saved.body.settings.find((s) => s.factor === 'religiousPractice');
    expect(religious).toMatchObject({ weight: 40, updatedBy: adminId });
    expect(saved.body.recompute).toMatchObject({ reason: 'weights' });

    const progress = await waitForRecompute(startedAfter);
    const done = progress[progress.length - 1];
    expect(done).toMatchObject({ status: 'completed', reason: 'weights' });
    expect(done?.completedChunks).toBe(done?.totalChunks);
    expect(done?.finishedAt).toEqual(expect.any(String));
    expect(
      progress.every(
        (step, i) => i === 0 || step.completedChunks >= (progress[i - 1]?.completedChunks ?? 0),
      ),
    ).toBe(true);

    const expected = expectedScore(woman, man, weights);
    await waitFor(async () => (await allMatches(woman))[0]?.compatibilityScore === expected, {
      timeoutMs: 10_000,
      what: 'the score under the new weights',
    });
    expect((await allMatches(man))[0]?.compatibilityScore).toBe(expected);
    expect(
      weightsOf(
        (await admin.json<AlgorithmSettingsReply>('GET', '/api/admin/algorithm-settings')).body,
      ),
    ).toEqual(weights);
  });

  it('validates and saves the thresholds, and the levels follow them', async () => {
    const { woman } = await matchedPair();
    const before = await admin.json<ThresholdsReply>('GET', '/api/admin/compatibility-thresholds');
    expect(before.status).toBe(200);
    expect(before.body.thresholds.map((t) => t.level)).toEqual(['high', 'medium', 'low']);

    for (const body of [
      { high: 50, medium: 60, low: 30 },
      { high: 70, medium: 40, low: 40 },
      { high: 101, medium: 50, low: 30 },
      { high: 75, medium: 50 },
    ]) {
      const refused = await admin.json<HttpErrorBody>(
        'PUT',
        '/api/admin/compatibility-thresholds',
        body,
      );
      expect([JSON.stringify(body), refused.status]).toEqual([JSON.stringify(body), 400]);
    }
    const unordered = await admin.json<HttpErrorBody>(
      'PUT',
      '/api/admin/compatibility-thresholds',
      {
        high: 50,
        medium: 60,
        low: 30,
      },
    );
    expect(unordered.body.fields).toEqual({ high: 'High must be above medium' });
    expect(
      (await admin.json<ThresholdsReply>('GET', '/api/admin/compatibility-thresholds')).body
        .thresholds,
    ).toEqual(before.body.thresholds);

    // Everyone's score now lands in the high band.
    const startedAfter = new Date(Date.now() - 1000).toISOString();
    const saved = await admin.json<ThresholdsReply>('PUT', '/api/admin/compatibility-thresholds', {
      high: 20,
      medium: 10,
      low: 5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.thresholds.map(({ level, minScore }) => [level, minScore])).toEqual([
      ['high', 20],
      ['medium', 10],
      ['low', 5],
    ]);
    const progress = await waitForRecompute(startedAfter);
    expect(progress[progress.length - 1]).toMatchObject({
      status: 'completed',
      reason: 'thresholds',
    });
    await waitFor(
      async () => (await allMatches(woman)).every((card) => card.compatibilityLevel === 'high'),
      { timeoutMs: 10_000, what: 'every match to be high' },
    );

    const restored = await admin.json<ThresholdsReply>(
      'PUT',
      '/api/admin/compatibility-thresholds',
      {
        high: 75,
        medium: 50,
        low: 30,
      },
    );
    expect(restored.status).toBe(200);
    await waitForRecompute(new Date(Date.now() - 1000).toISOString());
  });
});
