/** @platform shared */
import {
  AccountSecurityRoutes as S,
  INVALID_EMAIL_LINK_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type CurrentUser,
  type HttpErrorBody,
} from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  SIGN_IN_FAILURES_PER_ACCOUNT,
} from '@mithaq/testing';
import { Client } from 'pg';

const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';
const NAME_PASSWORD = 'Your password must not be your username or email address.';
/** Failed sign-ins that lock an account on the test platforms. */
const SIGN_IN_LIMIT = SIGN_IN_FAILURES_PER_ACCOUNT;

describe('password reset and changing one’s own password through the gateway', () => {
  // The platform's limits per account and address (SIGN_IN_FAILURES_PER_ACCOUNT failed sign-ins,
  // the gateway's 3 reset requests per address).
  const platform = new Platform();

  beforeAll(() => platform.start(), PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const member = async () => {
    const details = newMember();
    const client = new ApiClient(platform.baseUrl);
    expect((await registerAndSignIn(client, details)).status).toBe(200);
    return { details, client };
  };
  const forgot = async (email: string): Promise<{ status: number; text: string }> => {
    const response = await new ApiClient(platform.baseUrl).request('POST', '/api/password/forgot', {
      json: { email },
    });
    return { status: response.status, text: await response.text() };
  };
  const resetLink = (email: string, after = 0) =>
    platform.tokenFromEmail(email, '/reset-password', after);
  const reset = (token: string, password: string) =>
    new ApiClient(platform.baseUrl).callRaw(S.resetPassword, {
      body: { token, password, confirmPassword: password },
    });
  const signIn = (username: string, password: string) =>
    new ApiClient(platform.baseUrl).json<HttpErrorBody>('POST', '/api/login', {
      username,
      password,
    });

  it('answers a known and an unknown address byte for byte the same', async () => {
    const { details } = await member();
    const known = await forgot(details.email);
    const unknown = await forgot(`nobody.${Date.now()}@example.com`);
    expect(known.status).toBe(202);
    expect(unknown).toEqual(known);
    expect(JSON.parse(known.text)).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
  });

  it('resets with the emailed link, ends every session, and the link works once', async () => {
    const { details, client } = await member();
    const other = new ApiClient(platform.baseUrl);
    expect(
      (
        await other.json('POST', '/api/login', {
          username: details.username,
          password: details.password,
        })
      ).status,
    ).toBe(200);
    expect((await forgot(details.email)).status).toBe(202);
    const token = await resetLink(details.email);
    const done = await reset(token, 'a-brand-new-password');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(PASSWORD_RESET_DONE_MESSAGE);
    expect((await client.json('GET', '/api/user')).status).toBe(401);
    expect((await other.json('GET', '/api/user')).status).toBe(401);
    expect((await signIn(details.username, details.password)).status).toBe(401);
    expect((await signIn(details.username, 'a-brand-new-password')).status).toBe(200);
    const again = await reset(token, 'yet-another-password');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID_EMAIL_LINK_MESSAGE);
    const confirmation = await platform.emailTo(details.email, /password was changed/);
    expect(confirmation.text).toContain('has just been changed');
  });

  it('refuses forged and expired links with 400 and changes nothing', async () => {
    const { details } = await member();
    const forged = await reset('A'.repeat(43), 'forged-password');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(INVALID_EMAIL_LINK_MESSAGE);
    const malformed = await reset('not-a-token', 'forged-password');
    expect(malformed.status).toBe(400);
    await forgot(details.email);
    const token = await resetLink(details.email);
    const db = new Client({ connectionString: platform.databaseUrl('identity') });
    await db.connect();
    await db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 minute'
       WHERE purpose = 'password-reset' AND used_at IS NULL
         AND account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [details.email],
    );
    await db.end();
    const expired = await reset(token, 'too-late-password');
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(INVALID_EMAIL_LINK_MESSAGE);
    expect((await signIn(details.username, details.password)).status).toBe(200);
  });

  it('refuses a short, common or own-address new password and changes nothing', async () => {
    const { details, client } = await member();
    await forgot(details.email);
    const token = await resetLink(details.email);
    const short = await reset(token, 'short-pass');
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: 'Password must be at least 12 characters' });
    const common = await reset(token, 'password1234');
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({
      message: COMMON_PASSWORD,
      fields: { password: COMMON_PASSWORD },
    });
    const ownAddress = await reset(token, details.email.toUpperCase());
    expect(ownAddress.status).toBe(400);
    expect(ownAddress.body.fields).toEqual({ password: NAME_PASSWORD });
    expect((await signIn(details.username, 'password1234')).status).toBe(401);
    const change = (newPassword: string) =>
      client.call(S.changeOwnPassword, {
        body: { currentPassword: details.password, newPassword, confirmPassword: newPassword },
      });
    // As many refusals as would lock the account were they wrong current passwords: the current
    // password was right each time, so none counts toward the sign-in limit.
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      const commonChange = await change('QWERTY123456');
      expect(commonChange.status).toBe(400);
      expect(commonChange.body.fields).toEqual({ newPassword: COMMON_PASSWORD });
    }
    expect((await change(details.username)).body.fields).toEqual({ newPassword: NAME_PASSWORD });
    // The refusals wrote nothing: the old password still works and the link is still unused.
    expect((await signIn(details.username, details.password)).status).toBe(200);
    expect((await reset(token, 'a sound passphrase ✓')).status).toBe(200);
    expect((await signIn(details.username, 'a sound passphrase ✓')).status).toBe(200);
  });

  it('lets only the newest link work and one of two parallel uses succeed', async () => {
    const { details } = await member();
    await forgot(details.email);
    const first = await resetLink(details.email);
    await forgot(details.email);
    const second = await resetLink(details.email, 1);
    expect((await reset(first, 'first-link-password')).status).toBe(400);
    const both = await Promise.all([
      reset(second, 'parallel-one-password'),
      reset(second, 'parallel-two-password'),
    ]);
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 400]);
  });

  it('limits requests per address with 429', async () => {
    const email = `limited.${Date.now()}@example.com`;
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot(email)).status).toBe(202);
    }
    const limited = await forgot(email);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.text)).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('unlocks an account that too many wrong passwords locked', async () => {
    const { details } = await member();
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      expect((await signIn(details.username, `guess-${i}`)).status).toBe(401);
    }
    expect((await signIn(details.username, details.password)).status).toBe(429);
    await forgot(details.email);
    expect((await reset(await resetLink(details.email), 'unlocked-password')).status).toBe(200);
    expect((await signIn(details.username, 'unlocked-password')).status).toBe(200);
  });

  it('changes one’s own password with the current one, ending only the other sessions', async () => {
    const { details, client } = await member();
    const other = new ApiClient(platform.baseUrl);
    expect(
      (
        await other.json('POST', '/api/login', {
          username: details.username,
          password: details.password,
        })
      ).status,
    ).toBe(200);
    const wrong = await client.call(S.changeOwnPassword, {
      body: {
        currentPassword: 'not-my-password',
        newPassword: 'changed-password',
        confirmPassword: 'changed-password',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not correct');
    const changed = await client.call(S.changeOwnPassword, {
      body: {
        currentPassword: details.password,
        newPassword: 'changed-password',
        confirmPassword: 'changed-password',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(PASSWORD_CHANGED_MESSAGE);
    expect((await client.json<CurrentUser>('GET', '/api/user')).status).toBe(200);
    expect((await other.json('GET', '/api/user')).status).toBe(401);
    expect((await signIn(details.username, 'changed-password')).status).toBe(200);
    // The kept session still takes changes with the CSRF token it had.
    const consent = await client.json(
      'PATCH',
      `/api/users/${(await client.json<CurrentUser>('GET', '/api/user')).body.id}`,
      {
        marketingConsent: true,
      },
    );
    expect(consent.status).toBe(200);
  });

  it('counts wrong current passwords toward the sign-in limit of the account', async () => {
    const { details, client } = await member();
    const attempt = (currentPassword: string) =>
      client.call(S.changeOwnPassword, {
        body: { currentPassword, newPassword: 'never-set-pass', confirmPassword: 'never-set-pass' },
      });
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      expect((await attempt(`wrong-${i}`)).status).toBe(400);
    }
    expect((await attempt(details.password)).status).toBe(429);
    expect((await signIn(details.username, details.password)).status).toBe(429);
  });
});
