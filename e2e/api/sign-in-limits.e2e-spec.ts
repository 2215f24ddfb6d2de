/** @platform shared */
import type { CurrentUser, HttpErrorBody } from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  SIGN_IN_FAILURES_PER_ACCOUNT,
} from '@mithaq/testing';

/** The per-account limit of failed sign-ins the test platforms run with. */
const LIMIT = SIGN_IN_FAILURES_PER_ACCOUNT;

describe('the sign-in failure limit through the gateway', () => {
  // Test platforms set the per-network limit out of the way (appEnv), so these tests see the
  // per-account one alone.
  const platform = new Platform();

  beforeAll(() => platform.start(), PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const registered = async (
    overrides: Record<string, unknown> = {},
  ): Promise<ReturnType<typeof newMember>> => {
    const member = newMember(overrides);
    const reply = await new ApiClient(platform.baseUrl).json('POST', '/api/register', member);
    expect(reply.status).toBe(201);
    return member;
  };
  const signIn = (username: string, password: string) =>
    new ApiClient(platform.baseUrl).json<CurrentUser & HttpErrorBody>('POST', '/api/login', {
      username,
      password,
    });

  it('checks at most the limit of 200 parallel wrong passwords, then refuses even the right one', async () => {
    const member = await registered();
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(member.username, `wrong-guess-${i}`)),
    );
    const checked = attempts.filter((attempt) => attempt.status === 401);
    const refused = attempts.filter((attempt) => attempt.status === 429);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    expect(checked.length + refused.length).toBe(200);
    const right = await signIn(member.username, member.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait/);
  });

  it('counts the username and the email address of one account together', async () => {
    const member = await registered();
    for (let i = 0; i < LIMIT / 2; i += 1) {
      expect((await signIn(member.username, `by-name-${i}`)).status).toBe(401);
      expect((await signIn(member.email.toUpperCase(), `by-mail-${i}`)).status).toBe(401);
    }
    expect((await signIn(member.username.toUpperCase(), member.password)).status).toBe(429);
  });

  it('clears the count of an account on a right password', async () => {
    const member = await registered();
    for (let i = 0; i < LIMIT - 1; i += 1) {
      expect((await signIn(member.username, `guess-${i}`)).status).toBe(401);
    }
    expect((await signIn(member.username, member.password)).status).toBe(200);
    for (let i = 0; i < LIMIT - 1; i += 1) {
      expect((await signIn(member.email, `again-${i}`)).status).toBe(401);
    }
    expect((await signIn(member.username, member.password)).status).toBe(200);
  });

  it('never signs a Unicode look-alike name in as the ASCII account', async () => {
    const member = await registered({ username: `amina_${Date.now().toString(36)}` });
    const wrong = await signIn(member.username, 'not-the-password');
    const lookAlikes = [
      member.username.replace('i', 'İ'),
      member.username.replace('i', 'ı'),
      member.username.replace('a', 'а'), // Cyrillic a
    ];
    for (const name of lookAlikes) {
      const reply = await signIn(name, member.password);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(wrong.body);
    }
    // NFKC folds full-width letters into the very same name, so that one is the account.
    const fullWidth = member.username.replace('a', 'ａ');
    expect((await signIn(fullWidth, member.password)).status).toBe(200);
  });

  it('answers a name outside the allowed characters like a wrong password', async () => {
    const unknown = await signIn('nobody_here_at_all', 'some-password');
    for (const name of ["x' OR '1'='1", 'amina#1', 'a b c d', 'amina@@example.com']) {
      const reply = await signIn(name, 'some-password');
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(unknown.body);
    }
  });
});
