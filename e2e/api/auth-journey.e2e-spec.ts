/** @platform shared */
import {
  REGISTRATION_RECEIVED_MESSAGE,
  type CurrentUser,
  type HttpErrorBody,
} from '@mithaq/contracts';
import { Client } from 'pg';
import {
  ApiClient,
  newMember,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  Platform,
  registerAndSignIn,
  SIGN_IN_FAILURES_PER_ACCOUNT,
} from '@mithaq/testing';

describe('sign-in journey through the gateway', () => {
  // The platform's per-account limit of failed sign-ins (SIGN_IN_FAILURES_PER_ACCOUNT).
  const platform = new Platform();

  beforeAll(() => platform.start(), PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const accountCount = async (): Promise<number> => {
    const client = new Client({ connectionString: platform.databaseUrl('identity') });
    await client.connect();
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM accounts');
    await client.end();
    return Number(rows[0]?.n);
  };

  it('registers, signs in by username and by email, reads /api/user, signs out', async () => {
    const member = newMember();
    const browser = new ApiClient(platform.baseUrl);

    const answer = await browser.json('POST', '/api/register', member);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: REGISTRATION_RECEIVED_MESSAGE });
    // Registration signs nobody in: the member signs in after registering.
    expect((await browser.json('GET', '/api/user')).status).toBe(401);
    const registered = await browser.json<CurrentUser>('POST', '/api/login', {
      username: member.username,
      password: member.password,
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      username: member.username,
      email: member.email,
      role: 'seeker',
      isApproved: false,
      isWaliVerified: false,
      profileCompleted: false,
      questionnaireCompleted: false,
      fullName: member.fullName,
    });
    // One spelling of each field: the snake_case copies are gone.
    expect(registered.body).not.toHaveProperty('questionnaire_completed');
    expect(registered.body).not.toHaveProperty('full_name');
    expect(JSON.stringify(registered.body)).not.toContain(member.password);

    const me = await browser.json<CurrentUser>('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(registered.body.id);

    expect((await browser.json('POST', '/api/logout')).status).toBe(200);
    expect((await browser.json('GET', '/api/user')).status).toBe(401);

    const byUsername = await browser.json<CurrentUser>('POST', '/api/login', {
      username: member.username.toUpperCase(),
      password: member.password,
    });
    expect(byUsername.status).toBe(200);
    expect(byUsername.body).toMatchObject({
      id: registered.body.id,
      questionnaireCompleted: false,
    });
    const profile = await browser.json<CurrentUser>('GET', '/api/user');
    expect(profile.body).toMatchObject({
      id: registered.body.id,
      fullName: member.fullName,
      ethnicity: member.ethnicity,
    });
    await browser.json('POST', '/api/logout');

    const other = new ApiClient(platform.baseUrl);
    const byEmail = await other.json<CurrentUser>('POST', '/api/login', {
      username: member.email,
      password: member.password,
    });
    expect(byEmail.status).toBe(200);
    expect((await other.json<CurrentUser>('GET', '/api/user')).body.id).toBe(registered.body.id);
    expect((await other.json('POST', '/api/logout')).status).toBe(200);
    expect((await other.json<HttpErrorBody>('GET', '/api/user')).body).toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('gives a new session id on sign-in', async () => {
    const member = newMember();
    await new ApiClient(platform.baseUrl).json('POST', '/api/register', member);
    const visitor = new ApiClient(platform.baseUrl);
    const before = await visitor.request('GET', '/api/csrf-token');
    const anonymousCookie = before.headers.getSetCookie().join();
    const login = await visitor.request('POST', '/api/login', {
      json: { username: member.username, password: member.password },
    });
    expect(login.status).toBe(200);
    const signedInCookie = login.headers.getSetCookie().join();
    expect(signedInCookie).toMatch(/mithaq\.sid=/);
    expect(signedInCookie).toMatch(/HttpOnly/i);
    expect(signedInCookie).toMatch(/SameSite=Lax/i);
    expect(signedInCookie.split(';')[0]).not.toBe(anonymousCookie.split(';')[0]);
  });

  it('keeps one CSRF token per session, however often it is asked for', async () => {
    const visitor = new ApiClient(platform.baseUrl);
    const first = await visitor.json<{ csrfToken: string }>('GET', '/api/csrf-token');
    const again = await visitor.json<{ csrfToken: string }>('GET', '/api/csrf-token');
    expect(first.body.csrfToken).toMatch(/^[\w-]{43}$/);
    expect(again.body.csrfToken).toBe(first.body.csrfToken);
    const other = await new ApiClient(platform.baseUrl).json<{ csrfToken: string }>(
      'GET',
      '/api/csrf-token',
    );
    expect(other.body.csrfToken).not.toBe(first.body.csrfToken);
  });

  it('rejects a mutating call without the CSRF token with 403 and a clear message', async () => {
    const visitor = new ApiClient(platform.baseUrl);
    await visitor.csrfToken();
    const before = await accountCount();
    const response = await visitor.request('POST', '/api/register', {
      json: newMember(),
      csrf: false,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'CSRF_INVALID',
      message: expect.stringContaining('CSRF token'),
    });
    const login = await visitor.request('POST', '/api/login', {
      json: { username: 'someone', password: 'whatever1' },
      headers: { 'x-csrf-token': 'forged-token' },
      csrf: false,
    });
    expect(login.status).toBe(403);
    expect(await accountCount()).toBe(before);
  });

  it('answers a wrong password with 401 and the message', async () => {
    const member = newMember();
    await new ApiClient(platform.baseUrl).json('POST', '/api/register', member);
    const visitor = new ApiClient(platform.baseUrl);
    const wrong = await visitor.json<HttpErrorBody>('POST', '/api/login', {
      username: member.username,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      message: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
    const unknown = await visitor.json<HttpErrorBody>('POST', '/api/login', {
      username: 'nobody_by_this_name',
      password: 'whatever1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid username or password');
  });

  it('locks an account after its failed sign-ins reach the limit with 429, even for the right password', async () => {
    const member = newMember();
    await new ApiClient(platform.baseUrl).json('POST', '/api/register', member);
    const attacker = new ApiClient(platform.baseUrl);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      const attempt = await attacker.json('POST', '/api/login', {
        username: member.username,
        password: `guess-${i}`,
      });
      expect(attempt.status).toBe(401);
    }
    const blocked = await attacker.request('POST', '/api/login', {
      json: { username: member.username, password: member.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Too many failed sign-in attempts'),
    });
  });

  it('lets members change only their own marketing consent', async () => {
    const alice = new ApiClient(platform.baseUrl);
    const bob = new ApiClient(platform.baseUrl);
    const a = await registerAndSignIn(alice, newMember());
    const b = await registerAndSignIn(bob, newMember());

    const forbidden = await alice.json<HttpErrorBody>('PATCH', `/api/users/${b.body.id}`, {
      marketingConsent: true,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect((await bob.json<CurrentUser>('GET', '/api/user')).body.marketingConsent).toBe(false);

    const own = await alice.json<CurrentUser>('PATCH', `/api/users/${a.body.id}`, {
      marketingConsent: true,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: a.body.id,
      marketingConsent: true,
      fullName: 'Yusuf Rahman',
    });
    expect((await alice.json<CurrentUser>('GET', '/api/user')).body.marketingConsent).toBe(true);

    const signedOut = new ApiClient(platform.baseUrl);
    expect(
      (await signedOut.json('PATCH', `/api/users/${a.body.id}`, { marketingConsent: false }))
        .status,
    ).toBe(401);
    const badType = await alice.json<HttpErrorBody>('PATCH', `/api/users/${a.body.id}`, {
      marketingConsent: 'yes',
    });
    expect(badType.status).toBe(400);
  });

  it('answers bad bodies with 4xx and field messages, never 5xx, and writes nothing', async () => {
    const visitor = new ApiClient(platform.baseUrl);
    const before = await accountCount();
    const cases: { json?: unknown; raw?: string }[] = [
      { json: { ...newMember(), username: 42 } },
      { json: { ...newMember(), dateOfBirth: ['1990-01-01'] } },
      { json: { username: 'only_this' } },
      { json: { ...newMember(), bio: 'x'.repeat(1_000_000) } },
      { json: { ...newMember(), fullName: 'y'.repeat(5000) } },
      { raw: '{"username": "broken' },
      { raw: '[1,2,3]' },
      { raw: 'null' },
      { json: { ...newMember(), role: 'admin' } },
    ];
    for (const body of cases) {
      const response = await visitor.request('POST', '/api/register', body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const payload = (await response.json()) as HttpErrorBody;
      expect(payload.statusCode).toBe(response.status);
      expect(typeof payload.message).toBe('string');
      expect(JSON.stringify(payload)).not.toMatch(/at .*\.js:\d+/);
    }
    const login = await visitor.request('POST', '/api/login', {
      json: { username: { $ne: 1 }, password: 5 },
    });
    expect(login.status).toBe(400);
    expect(await accountCount()).toBe(before);
  });

  it('gives validation messages exactly as the spec per field', async () => {
    const visitor = new ApiClient(platform.baseUrl);
    const response = await visitor.json<HttpErrorBody>('POST', '/api/register', {
      ...newMember(),
      username: 'ab',
      email: 'not-an-email',
      password: '12345',
      confirmPassword: 'different',
      dateOfBirth: `${new Date().getUTCFullYear() - 17}-01-01`,
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 12 characters',
      dateOfBirth: 'You must be at least 18 years old',
    });
  });

  it('refuses a common password, or one equal to the username, and creates nothing', async () => {
    const visitor = new ApiClient(platform.baseUrl);
    const before = await accountCount();
    for (const password of ['123456789012', 'PASSWORD1234']) {
      const member = newMember();
      const common = await visitor.json<HttpErrorBody>('POST', '/api/register', {
        ...member,
        password,
        confirmPassword: password,
      });
      expect(common.status).toBe(400);
      expect(common.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This password is too common. Please choose a less predictable one.',
        fields: {
          password: 'This password is too common. Please choose a less predictable one.',
        },
      });
      const signIn = await visitor.json('POST', '/api/login', {
        username: member.username,
        password,
      });
      expect(signIn.status).toBe(401);
    }
    const member = newMember();
    // Compared without regard to case, as people type their names either way.
    const sameAsName = member.username.toUpperCase();
    const named = await visitor.json<HttpErrorBody>('POST', '/api/register', {
      ...member,
      password: sameAsName,
      confirmPassword: sameAsName,
    });
    expect(named.status).toBe(400);
    expect(named.body.fields).toEqual({
      password: 'Your password must not be your username or email address.',
    });
    expect(await accountCount()).toBe(before);
  });

  it('refuses a duplicate username with 409; a registered email gets the usual answer', async () => {
    const member = newMember();
    const first = new ApiClient(platform.baseUrl);
    expect((await first.json('POST', '/api/register', member)).status).toBe(201);
    const again = new ApiClient(platform.baseUrl);
    const sameName = await again.json<HttpErrorBody>('POST', '/api/register', {
      ...newMember(),
      username: member.username.toUpperCase(),
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Username already taken');
    const sameEmail = await again.json<HttpErrorBody>('POST', '/api/register', {
      ...newMember(),
      email: member.email.toUpperCase(),
    });
    // Telling which addresses have accounts would let anyone probe them: the owner is emailed.
    expect(sameEmail.status).toBe(201);
    expect(sameEmail.body).toEqual({ message: REGISTRATION_RECEIVED_MESSAGE });
  });
});
