/** @platform shared */
import type {
  CurrentUser,
  HttpErrorBody,
  Questionnaire,
  QuestionnaireReviewItem,
} from '@mithaq/contracts';
import {
  ApiClient,
  maleQuestionnaireAnswers as maleAnswers,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';

describe('profile edits and the questionnaire through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  /** A registered, signed-in member whose profile has reached the profile service. */
  const signUp = async (
    overrides: Record<string, unknown> = {},
  ): Promise<{ client: ApiClient; id: string }> => {
    const client = new ApiClient(platform.baseUrl);
    const registered = await registerAndSignIn(client, newMember(overrides));
    expect(registered.status).toBe(200);
    await waitFor(
      async () => (await client.json<CurrentUser>('GET', '/api/user')).body.gender !== undefined,
      { what: 'the profile' },
    );
    return { client, id: registered.body.id };
  };

  it("keeps a member out of another member's profile and questionnaire", async () => {
    const a = await signUp();
    const b = await signUp();
    expect(
      (await b.client.json('POST', '/api/questionnaire', { ...maleAnswers, userId: b.id })).status,
    ).toBe(201);

    const patch = await a.client.json<HttpErrorBody>('PATCH', `/api/users/${b.id}`, {
      bio: 'Someone else wrote this bio.',
    });
    expect(patch.status).toBe(403);
    expect((await a.client.json('GET', `/api/questionnaire/${b.id}`)).status).toBe(403);
    expect((await a.client.json('PATCH', `/api/questionnaire/${b.id}`, maleAnswers)).status).toBe(
      403,
    );
    const onBehalf = await a.client.json<HttpErrorBody>('POST', '/api/questionnaire', {
      ...maleAnswers,
      userId: b.id,
    });
    expect(onBehalf.status).toBe(403);
    expect((await a.client.json('GET', `/api/questionnaire/${a.id}`)).status).toBe(404);
  });

  it('refuses hijabLevel from a male member with a field message', async () => {
    const m = await signUp();
    const response = await m.client.json<HttpErrorBody>('POST', '/api/questionnaire', {
      ...maleAnswers,
      hijabLevel: 'always',
      userId: m.id,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields?.['hijabLevel']).toBe('Hijab is only asked of female members');
  });

  it('accepts one submission (201), then 409, and shows it on the current user', async () => {
    const m = await signUp({ gender: 'female', lookingFor: 'male' });
    const answers = { ...maleAnswers, beardLevel: null, hijabLevel: 'always', userId: m.id };
    const first = await m.client.json<Questionnaire>('POST', '/api/questionnaire', answers);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      userId: m.id,
      reviewStatus: 'pending',
      hijabLevel: 'always',
    });
    const second = await m.client.json<HttpErrorBody>('POST', '/api/questionnaire', answers);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Questionnaire already submitted');
    expect((await m.client.json<CurrentUser>('GET', '/api/user')).body).toMatchObject({
      questionnaireCompleted: true,
      questionnaireStatus: 'pending',
    });
    expect((await m.client.json<Questionnaire>('GET', `/api/questionnaire/${m.id}`)).body.id).toBe(
      first.body.id,
    );
  });

  it('lets an admin approve and reject questionnaires, and refuses a seeker', async () => {
    const m = await signUp();
    const other = await signUp();
    await m.client.json('POST', '/api/questionnaire', { ...maleAnswers, userId: m.id });
    await other.client.json('POST', '/api/questionnaire', { ...maleAnswers, userId: other.id });

    const pending = await admin.json<QuestionnaireReviewItem[]>(
      'GET',
      '/api/admin/questionnaire-approvals',
    );
    expect(pending.status).toBe(200);
    expect(pending.body.map((item) => item.userId)).toEqual(
      expect.arrayContaining([m.id, other.id]),
    );
    expect(
      (await admin.json<Questionnaire>('GET', `/api/admin/questionnaire/${m.id}`)).status,
    ).toBe(200);

    expect((await m.client.json('GET', '/api/admin/questionnaire-approvals')).status).toBe(403);
    expect((await m.client.json('POST', `/api/admin/questionnaires/${m.id}/approve`)).status).toBe(
      403,
    );
    expect(
      (
        await m.client.json('POST', `/api/admin/questionnaires/${other.id}/reject`, {
          reason: 'No',
        })
      ).status,
    ).toBe(403);

    const approved = await admin.json<Questionnaire>(
      'POST',
      `/api/admin/questionnaires/${m.id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.reviewStatus).toBe('approved');

    const noReason = await admin.json<HttpErrorBody>(
      'POST',
      `/api/admin/questionnaires/${other.id}/reject`,
      {},
    );
    expect(noReason.status).toBe(400);
    const rejected = await admin.json<Questionnaire>(
      'POST',
      `/api/admin/questionnaires/${other.id}/reject`,
      { reason: 'Please answer the physical section' },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'Please answer the physical section',
    });
    expect(
      (await other.client.json<CurrentUser>('GET', '/api/user')).body.questionnaireStatus,
    ).toBe('rejected');

    // An edit keeps the approval and flags the questionnaire for another look.
    const edited = await m.client.json<Questionnaire>('PATCH', `/api/questionnaire/${m.id}`, {
      ...maleAnswers,
      madhhab: 'maliki',
    });
    expect(edited.body).toMatchObject({ reviewStatus: 'approved', madhhab: 'maliki' });
    const again = await admin.json<QuestionnaireReviewItem[]>(
      'GET',
      '/api/admin/questionnaire-approvals?status=pending',
    );
    expect(again.body.find((item) => item.userId === m.id)).toMatchObject({
      reviewStatus: 'approved',
      needsReview: true,
    });
    expect(
      (await admin.json('GET', '/api/admin/questionnaire-approvals?status=everything')).status,
    ).toBe(400);
  });

  it('saves profile fields and shows them with the completion percentage', async () => {
    const m = await signUp({ waliContact: '', bio: 'Short bio' });
    const before = await m.client.json<CurrentUser>('GET', '/api/user');
    // Short bio (−15), no wali (−10), no questionnaire (−30).
    expect(before.body.profileCompletion).toBe(45);

    const patched = await m.client.json<CurrentUser>('PATCH', `/api/users/${m.id}`, {
      bio: 'Pharmacist in Middlesbrough who volunteers at the mosque.',
      waliContact: 'Brother Abdi, 07700 900123',
      occupation: 'Pharmacist',
      height: 175,
      workingStatus: 'full_time',
      marketingConsent: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      occupation: 'Pharmacist',
      height: 175,
      marketingConsent: true,
      profileCompleted: true,
      profileCompletion: 70,
    });
    const me = await m.client.json<CurrentUser>('GET', '/api/user');
    expect(me.body).toMatchObject({
      occupation: 'Pharmacist',
      height: 175,
      workingStatus: 'full_time',
      waliContact: 'Brother Abdi, 07700 900123',
      profileCompletion: 70,
      questionnaireStatus: 'none',
    });

    await m.client.json('POST', '/api/questionnaire', { ...maleAnswers, userId: m.id });
    expect((await m.client.json<CurrentUser>('GET', '/api/user')).body.profileCompletion).toBe(100);

    const email = await m.client.json<HttpErrorBody>('PATCH', `/api/users/${m.id}`, {
      email: 'new@example.com',
    });
    expect(email.status).toBe(400);
    expect(email.body.fields?.['email']).toBe('Email cannot be changed here');
    const bad = await m.client.json<HttpErrorBody>('PATCH', `/api/users/${m.id}`, {
      height: 500,
      dateOfBirth: '2020-01-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      height: 'Height must be at most 230',
      dateOfBirth: 'You must be at least 18 years old',
    });
  });
});
