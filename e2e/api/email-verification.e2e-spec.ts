/** @platform shared */
import {
  AccountSecurityRoutes as S,
  EMAIL_NOT_VERIFIED_MESSAGE,
  INVALID_EMAIL_LINK_MESSAGE,
  REGISTRATION_RECEIVED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  type AdminUser,
  type CurrentUser,
  type HttpErrorBody,
  type Page,
} from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import { Client } from 'pg';

describe('email verification and registration through the gateway', () => {
  // The gateway's own limit of 3 resent links per account, which the shared platform keeps.
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const verifyLink = (email: string, after = 0) =>
    platform.tokenFromEmail(email, '/verify-email', after);
  const verify = (token: string) =>
    new ApiClient(platform.baseUrl).callRaw(S.verifyEmail, { body: { token } });
  const accountCount = async (): Promise<number> => {
    const db = new Client({ connectionString: platform.databaseUrl('identity') });
    await db.connect();
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    await db.end();
    return rows[0]?.n ?? 0;
  };

  it('answers a registration the same whether or not the address is taken, and creates nothing', async () => {
    const details = newMember();
    const registering = new ApiClient(platform.baseUrl);
    const first = await registering.request('POST', '/api/register', { json: details });
    const before = await accountCount();
    const again = await new ApiClient(platform.baseUrl).request('POST', '/api/register', {
      json: { ...newMember(), email: details.email.toUpperCase() },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [firstText, againText] = [await first.text(), await again.text()];
    expect(againText).toBe(firstText);
    expect(JSON.parse(firstText)).toEqual({ message: REGISTRATION_RECEIVED_MESSAGE });
    // Registering signs nobody in.
    expect((await registering.json('GET', '/api/user')).status).toBe(401);
    expect(await accountCount()).toBe(before);
    const notice = await platform.emailTo(details.email, /tried to register/);
    expect(notice.text).toContain('reset your password');
    // A taken username is still said plainly.
    const sameName = await new ApiClient(platform.baseUrl).json<HttpErrorBody>(
      'POST',
      '/api/register',
      { ...newMember(), username: details.username },
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Username already taken');
  });

  it('verifies with the emailed link once; reused and forged links are refused', async () => {
    const details = newMember();
    const client = new ApiClient(platform.baseUrl);
    const signedIn = await registerAndSignIn(client, details);
    expect(signedIn.body.isEmailVerified).toBe(false);
    const token = await verifyLink(details.email);
    const done = await verify(token);
    expect(done.status).toBe(200);
    expect((await client.json<CurrentUser>('GET', '/api/user')).body.isEmailVerified).toBe(true);
    for (const bad of [token, 'B'.repeat(43)]) {
      const reply = await verify(bad);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(INVALID_EMAIL_LINK_MESSAGE);
    }
    const malformed = await verify('short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain(INVALID_EMAIL_LINK_MESSAGE);
    const resend = await client.call(S.resendVerification, {});
    expect(resend.status).toBe(409);
  });

  it('refuses an expired verification link', async () => {
    const details = newMember();
    await registerAndSignIn(new ApiClient(platform.baseUrl), details);
    const token = await verifyLink(details.email);
    const db = new Client({ connectionString: platform.databaseUrl('identity') });
    await db.connect();
    await db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 minute'
       WHERE purpose = 'email-verification' AND used_at IS NULL
         AND account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [details.email],
    );
    await db.end();
    expect((await verify(token)).status).toBe(400);
  });

  it('resends a new link (the old one stops working), limited per account', async () => {
    const details = newMember();
    const client = new ApiClient(platform.baseUrl);
    await registerAndSignIn(client, details);
    const first = await verifyLink(details.email);
    const resent = await client.call(S.resendVerification, {});
    expect(resent.status).toBe(202);
    expect(resent.body.message).toBe(VERIFICATION_SENT_MESSAGE);
    const second = await verifyLink(details.email, 1);
    expect(second).not.toBe(first);
    expect((await client.call(S.resendVerification, {})).status).toBe(202);
    expect((await client.call(S.resendVerification, {})).status).toBe(202);
    const limited = await client.call(S.resendVerification, {});
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Please check your inbox/);
    expect((await verify(first)).status).toBe(400);
    expect((await new ApiClient(platform.baseUrl).call(S.resendVerification, {})).status).toBe(401);
  });

  it('refuses approval while the address is unverified, then approves once it is', async () => {
    const details = newMember();
    const client = new ApiClient(platform.baseUrl);
    const { body: user } = await registerAndSignIn(client, details);
    const refused = await admin.json<HttpErrorBody>('POST', `/api/admin/approve-user/${user.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'UNPROCESSABLE',
      message: EMAIL_NOT_VERIFIED_MESSAGE,
    });
    const bulk = await admin.json<HttpErrorBody>('POST', '/api/admin/users/bulk-approval', {
      userIds: [user.id],
      action: 'approve',
    });
    expect(bulk.status).toBe(422);
    const listed = await admin.json<Page<AdminUser>>(
      'GET',
      `/api/admin/users?search=${details.username}`,
    );
    expect(listed.body.items[0]).toMatchObject({ id: user.id, isEmailVerified: false });
    await platform.verifyEmail(details.email);
    const approved = await admin.json<AdminUser>('POST', `/api/admin/approve-user/${user.id}`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ isApproved: true, isEmailVerified: true });
  });
});
