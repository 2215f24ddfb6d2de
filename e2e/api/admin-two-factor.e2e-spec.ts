/** @platform shared */
import { createHash, createHmac } from 'node:crypto';
import {
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  TWO_FACTOR_CODE_REUSED_MESSAGE,
  TWO_FACTOR_PASSWORD_WRONG_MESSAGE,
  type CurrentUser,
  type HttpErrorBody,
  type TwoFactorEnrolment,
  type TwoFactorRequired,
  type TwoFactorStatus,
} from '@mithaq/contracts';
import {
  ApiClient,
  newAdmin,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  REDIS_URL,
  SIGN_IN_FAILURES_PER_ACCOUNT,
} from '@mithaq/testing';
import { Redis } from 'ioredis';

/** The per-account limit of failed sign-ins the test platforms run with. */
const LIMIT = SIGN_IN_FAILURES_PER_ACCOUNT;
const PASSWORD = 'steadfast-amanah-2026';

/** An authenticator app, written here from the published algorithm (SHA-1, 30 s, 6 digits). */
const base32Bytes = (text: string): Buffer => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...text]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
};
const appCode = (secret: string, step: number): string => {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};
const stepNow = (): number => Math.floor(Date.now() / 30_000);

type Reply = CurrentUser & TwoFactorRequired & HttpErrorBody;

describe('two-factor sign-in for admins through the gateway', () => {
  // Test platforms set the per-network limit out of the way (appEnv), so these tests see the
  // per-account one alone. Each test makes admins of its own; the seeded admin is left as it is.
  const platform = new Platform();
  let redis: Redis;

  beforeAll(async () => {
    await platform.start();
    redis = new Redis(REDIS_URL);
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    redis?.disconnect();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  const login = (client: ApiClient, username: string, password = PASSWORD) =>
    client.json<Reply>('POST', '/api/login', { username, password });
  const secondStep = (client: ApiClient, challenge: string, code: string) =>
    client.json<Reply>('POST', '/api/login/two-factor', { challenge, code });
  const currentUserStatus = async (client: ApiClient): Promise<number> =>
    (await client.json('GET', '/api/user')).status;

  /** A new admin of the platform (newAdmin), signed in with a client of its own. */
  const signedInAdmin = async (): Promise<{ client: ApiClient; id: string; username: string }> => {
    const { username } = await newAdmin(platform, {
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const client = new ApiClient(platform.baseUrl);
    const signedIn = await login(client, username);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.role).toBe('admin');
    return { client, id: signedIn.body.id, username };
  };

  /** Enrols the admin; `code(n)` is the app's code n steps after the one that confirmed it. */
  const enrol = async (client: ApiClient) => {
    const started = await client.json<TwoFactorEnrolment>(
      'POST',
      '/api/admin/two-factor/enrolment',
    );
    expect(started.status).toBe(200);
    const { secret } = started.body;
    const step = stepNow();
    const confirmed = await client.json<{ recoveryCodes: string[] }>(
      'POST',
      '/api/admin/two-factor/enrolment/confirm',
      { code: appCode(secret, step) },
    );
    expect(confirmed.status).toBe(200);
    return {
      started: started.body,
      recoveryCodes: confirmed.body.recoveryCodes,
      code: (offset: number) => appCode(secret, step + offset),
    };
  };

  /** Signs out and in again with the password: the reply that asks for the second step. */
  const passwordStep = async (username: string) => {
    const client = new ApiClient(platform.baseUrl);
    const reply = await login(client, username);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      twoFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresIn: 300,
    });
    return { client, challenge: reply.body.challenge };
  };

  it('enrols with a QR code and a secret, then creates a session only after the code', async () => {
    const admin = await signedInAdmin();
    const { started, recoveryCodes, code } = await enrol(admin.client);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toBe(
      `otpauth://totp/Mithaq:${admin.username}?secret=${started.secret}&issuer=Mithaq&algorithm=SHA1&digits=6&period=30`,
    );
    const [, svg = ''] = /^data:image\/svg\+xml;base64,(.+)$/.exec(started.qrCode) ?? [];
    expect(Buffer.from(svg, 'base64').toString()).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>\s*$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const status = await admin.client.json<TwoFactorStatus>('GET', '/api/admin/two-factor');
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    expect((await admin.client.json('POST', '/api/logout')).status).toBe(200);
    expect(await currentUserStatus(admin.client)).toBe(401);

    const { client, challenge } = await passwordStep(admin.username);
    // The right password alone signs nobody in.
    expect(await currentUserStatus(client)).toBe(401);
    const key = `${platform.tag}:signin:2fa:${createHash('sha256').update(challenge).digest('hex')}`;
    const ttl = await redis.ttl(key);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);

    const signedIn = await secondStep(client, challenge, code(1));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: admin.id, role: 'admin', username: admin.username });
    expect(await currentUserStatus(client)).toBe(200);
    expect(await redis.exists(key)).toBe(0);

    // The challenge worked once.
    const again = await secondStep(new ApiClient(platform.baseUrl), challenge, code(1));
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
  });

  it('refuses a code already used in its time step', async () => {
    const admin = await signedInAdmin();
    const { code } = await enrol(admin.client);
    // The code that confirmed the enrolment cannot sign in.
    const first = await passwordStep(admin.username);
    const replayed = await secondStep(first.client, first.challenge, code(0));
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(TWO_FACTOR_CODE_REUSED_MESSAGE);
    expect((await secondStep(first.client, first.challenge, code(1))).status).toBe(200);

    const second = await passwordStep(admin.username);
    const reused = await secondStep(second.client, second.challenge, code(1));
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(TWO_FACTOR_CODE_REUSED_MESSAGE);
    expect(await currentUserStatus(second.client)).toBe(401);
  });

  it('counts wrong codes with the sign-in limit, so codes cannot be guessed', async () => {
    const admin = await signedInAdmin();
    const { code } = await enrol(admin.client);
    const { client, challenge } = await passwordStep(admin.username);
    const wrong = code(1) === '000000' ? '111111' : '000000';
    // The password step holds one attempt until the code is right; the wrong codes fill the rest.
    for (let i = 0; i < LIMIT - 1; i += 1) {
      const refused = await secondStep(client, challenge, wrong);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(INVALID_TWO_FACTOR_CODE_MESSAGE);
    }
    const locked = await secondStep(client, challenge, code(1));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait/);
    expect(await currentUserStatus(client)).toBe(401);
    // Signing in with the password again does not reset the count.
    expect((await login(new ApiClient(platform.baseUrl), admin.username)).status).toBe(429);
  });

  it('takes each recovery code once in place of an app code', async () => {
    const admin = await signedInAdmin();
    const { recoveryCodes } = await enrol(admin.client);
    const [first = '', second = ''] = recoveryCodes;
    const one = await passwordStep(admin.username);
    expect((await secondStep(one.client, one.challenge, first)).status).toBe(200);
    expect(await currentUserStatus(one.client)).toBe(200);

    const two = await passwordStep(admin.username);
    const reused = await secondStep(two.client, two.challenge, first);
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(INVALID_TWO_FACTOR_CODE_MESSAGE);
    expect((await secondStep(two.client, two.challenge, second.toLowerCase())).status).toBe(200);
    const status = await two.client.json<TwoFactorStatus>('GET', '/api/admin/two-factor');
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('turns off only with the password and a code; sign-in is then the password alone', async () => {
    const admin = await signedInAdmin();
    const { recoveryCodes, code } = await enrol(admin.client);
    const disable = (password: string, typed: string) =>
      admin.client.json<HttpErrorBody>('POST', '/api/admin/two-factor/disable', {
        password,
        code: typed,
      });
    const wrongPassword = await disable('not-my-password-2026', code(1));
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe(TWO_FACTOR_PASSWORD_WRONG_MESSAGE);
    expect((await disable(PASSWORD, 'AAAAA-AAAAA')).status).toBe(401);
    expect((await disable(PASSWORD, recoveryCodes[0] ?? '')).body).toEqual({
      message: 'Two-factor sign-in is now off.',
    });
    const signedIn = await login(new ApiClient(platform.baseUrl), admin.username);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.id).toBe(admin.id);
  });

  it('ends the other sessions of the account when it is turned on and when it is turned off', async () => {
    const admin = await signedInAdmin();
    const elsewhere = new ApiClient(platform.baseUrl);
    expect((await login(elsewhere, admin.username)).status).toBe(200);
    const { code, recoveryCodes } = await enrol(admin.client);
    // The session opened with the password alone is gone; the one that turned it on goes on.
    expect(await currentUserStatus(elsewhere)).toBe(401);
    expect(await currentUserStatus(admin.client)).toBe(200);

    const second = await passwordStep(admin.username);
    expect((await secondStep(second.client, second.challenge, code(1))).status).toBe(200);
    // The app's next code went on that sign-in: a recovery code turns it off.
    const off = await admin.client.json('POST', '/api/admin/two-factor/disable', {
      password: PASSWORD,
      code: recoveryCodes[0] ?? '',
    });
    expect(off.status).toBe(200);
    expect(await currentUserStatus(second.client)).toBe(401);
    expect(await currentUserStatus(admin.client)).toBe(200);
    // The page that turned it off keeps working with the CSRF token it had.
    expect((await admin.client.json('POST', '/api/admin/two-factor/enrolment')).status).toBe(200);
  });

  it('replaces the recovery codes for a current code; the old ones stop working', async () => {
    const admin = await signedInAdmin();
    const { recoveryCodes, code } = await enrol(admin.client);
    const regenerate = (typed: string) =>
      admin.client.json<{ recoveryCodes: string[] } & HttpErrorBody>(
        'POST',
        '/api/admin/two-factor/recovery-codes',
        { code: typed },
      );
    const wrong = await regenerate('AAAAA-AAAAA');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(INVALID_TWO_FACTOR_CODE_MESSAGE);
    expect((await regenerate('not a code')).status).toBe(400);

    const renewed = await regenerate(code(1));
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const status = await admin.client.json<TwoFactorStatus>('GET', '/api/admin/two-factor');
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // An old recovery code no longer finishes a sign-in; a new one does.
    const step = await passwordStep(admin.username);
    expect((await secondStep(step.client, step.challenge, recoveryCodes[1] ?? '')).status).toBe(
      401,
    );
    const [fresh = ''] = renewed.body.recoveryCodes;
    expect((await secondStep(step.client, step.challenge, fresh)).status).toBe(200);
  });

  it('signs admins without it, and members, in with the password as before', async () => {
    const admin = await signedInAdmin();
    const status = await admin.client.json<TwoFactorStatus>('GET', '/api/admin/two-factor');
    expect(status.body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const member = newMember({ password: PASSWORD, confirmPassword: PASSWORD });
    const client = new ApiClient(platform.baseUrl);
    expect((await client.json('POST', '/api/register', member)).status).toBe(201);
    const signedIn = await login(client, member.username);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.role).toBe('seeker');
    const refused = await client.json<HttpErrorBody>('POST', '/api/admin/two-factor/enrolment');
    expect(refused.status).toBe(403);
  });

  it('refuses a challenge it never issued', async () => {
    const reply = await secondStep(new ApiClient(platform.baseUrl), 'x'.repeat(43), '123456');
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
  });
});
