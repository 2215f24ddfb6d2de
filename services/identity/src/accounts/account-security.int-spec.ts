import {
  DomainError,
  EMAIL_NOT_VERIFIED_MESSAGE,
  IdentityRpc,
  IdentitySecurityRpc as S,
  INVALID_EMAIL_LINK_MESSAGE,
  type Account,
  type Actor,
} from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { Client } from 'pg';
import { identityService } from '../service';
import { tokenHashOf } from './account-tokens';
import { AccountsService } from './accounts.service';

let counter = 0;
const registration = (password = 'bismillah-123') => {
  counter += 1;
  const name = `amina${counter}_${Date.now().toString(36)}`;
  return {
    username: name,
    email: `${name}@example.com`,
    password,
    marketingConsent: false,
    fullName: 'Maryam Ali',
    gender: 'female' as const,
    dateOfBirth: '1995-02-11',
    nationality: 'British',
    ethnicity: 'Pakistani',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single' as const,
    practiceLevel: 'practicing' as const,
    lookingFor: 'male' as const,
    waliContact: null,
    bio: 'Teacher in Leeds.',
  };
};

const failure = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error);
  }
};

interface EmailEvent {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

describe('password reset, own password change and email verification in identity', () => {
  const harness = new ServiceHarness();
  let db: Client;
  let accounts: AccountsService;
  let admin: Actor;

  const emailsTo = async (to: string, kind?: string): Promise<EmailEvent[]> => {
    const { rows } = await db.query<{ payload: EmailEvent }>(
      `SELECT payload FROM outbox WHERE name = 'identity.email.requested'
         AND payload->>'to' = $1 ORDER BY seq`,
      [to],
    );
    return rows.map((row) => row.payload).filter((email) => !kind || email.kind === kind);
  };
  const lastToken = async (to: string, kind: string): Promise<string> => {
    const emails = await emailsTo(to, kind);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(emails.at(-1)?.text ?? '')?.[1];
    if (!token) {
      throw new Error(`no ${kind} link was sent to ${to}`);
    }
    return token;
  };
  const signIn = (username: string, password: string): Promise<string> =>
    failure(
      harness.rpc.call(IdentityRpc.verifyCredentials, { usernameOrEmail: username, password }),
    );
  const register = async (): Promise<{ account: Account; email: string; username: string }> => {
    const details = registration();
    const account = await harness.rpc.call(IdentityRpc.register, details);
    return { account, email: details.email, username: details.username };
  };

  beforeAll(async () => {
    accounts = (await harness.start(identityService)).get(AccountsService);
    db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    const adminAccount = await accounts.register(registration(), {
      role: 'admin',
      approvalStatus: 'approved',
      emailVerified: true,
    });
    admin = { userId: adminAccount.id, role: 'admin' };
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('emails a verification link at registration and keeps only the hash of its token', async () => {
    const { account, email } = await register();
    expect(account.isEmailVerified).toBe(false);
    const [sent] = await emailsTo(email, 'email-verification');
    expect(sent?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    const token = await lastToken(email, 'email-verification');
    const { rows } = await db.query<{ token_hash: string; expires_at: Date; created_at: Date }>(
      'SELECT token_hash, expires_at, created_at FROM account_tokens WHERE account_id = $1',
      [account.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(tokenHashOf(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0].expires_at.getTime() - rows[0].created_at.getTime();
    expect(lifetime).toBe(24 * 3_600_000);
  });

  it('verifies once, announces it, and refuses a reused or forged link', async () => {
    const { account, email } = await register();
    const token = await lastToken(email, 'email-verification');
    const verified = await harness.rpc.call(S.verifyEmail, { token });
    expect(verified).toMatchObject({ id: account.id, isEmailVerified: true });
    const { rows } = await db.query<{ payload: { isEmailVerified: boolean } }>(
      `SELECT payload FROM outbox WHERE name = 'identity.account.updated'
         AND payload->>'userId' = $1`,
      [account.id],
    );
    expect(rows.map((row) => row.payload.isEmailVerified)).toEqual([true]);
    const invalid = `VALIDATION_FAILED: ${INVALID_EMAIL_LINK_MESSAGE}`;
    expect(await failure(harness.rpc.call(S.verifyEmail, { token }))).toBe(invalid);
    expect(await failure(harness.rpc.call(S.verifyEmail, { token: 'A'.repeat(43) }))).toBe(invalid);
    expect(
      await failure(
        harness.rpc.call(
          S.sendVerification,
          { userId: account.id },
          {
            userId: account.id,
            role: 'seeker',
          },
        ),
      ),
    ).toBe('CONFLICT: Your email address is already verified.');
  });

  it('lets only the newest verification link work', async () => {
    const { account, email } = await register();
    const first = await lastToken(email, 'email-verification');
    const member: Actor = { userId: account.id, role: 'seeker' };
    await harness.rpc.call(S.sendVerification, { userId: account.id }, member);
    const second = await lastToken(email, 'email-verification');
    expect(second).not.toBe(first);
    expect(await failure(harness.rpc.call(S.verifyEmail, { token: first }))).toContain(
      INVALID_EMAIL_LINK_MESSAGE,
    );
    expect((await harness.rpc.call(S.verifyEmail, { token: second })).isEmailVerified).toBe(true);
  });

  it('refuses to approve an unverified member, alone or in a batch, and approves once verified', async () => {
    const unverified = await register();
    const other = await register();
    await harness.rpc.call(S.verifyEmail, {
      token: await lastToken(other.email, 'email-verification'),
    });
    expect(
      await failure(
        harness.rpc.call(
          IdentityRpc.setApproval,
          { userId: unverified.account.id, action: 'approve' },
          admin,
        ),
      ),
    ).toBe(`UNPROCESSABLE: ${EMAIL_NOT_VERIFIED_MESSAGE}`);
    const bulk = await failure(
      harness.rpc.call(
        IdentityRpc.bulkSetApproval,
        { userIds: [other.account.id, unverified.account.id], action: 'approve' },
        admin,
      ),
    );
    expect(bulk).toContain('UNPROCESSABLE');
    expect(bulk).toContain(unverified.username);
    // Nothing was approved, not even the verified member of the batch.
    expect((await accounts.getAccount(other.account.id)).approvalStatus).toBe('pending');
    // Rejecting needs no verified address.
    const rejected = await harness.rpc.call(
      IdentityRpc.setApproval,
      { userId: unverified.account.id, action: 'reject' },
      admin,
    );
    expect(rejected.approvalStatus).toBe('rejected');
    await harness.rpc.call(S.verifyEmail, {
      token: await lastToken(unverified.email, 'email-verification'),
    });
    const result = await harness.rpc.call(
      IdentityRpc.bulkSetApproval,
      { userIds: [other.account.id, unverified.account.id], action: 'approve' },
      admin,
    );
    expect(result.updated.map((a) => a.approvalStatus)).toEqual(['approved', 'approved']);
  });

  it('sends a reset link only to a known address and only the newest link works', async () => {
    const { account, email, username } = await register();
    expect(await harness.rpc.call(S.requestPasswordReset, { email: 'nobody@example.com' })).toEqual(
      {
        accepted: true,
      },
    );
    expect(await emailsTo('nobody@example.com')).toEqual([]);
    await harness.rpc.call(S.requestPasswordReset, { email: email.toUpperCase() });
    const first = await lastToken(email, 'password-reset');
    await harness.rpc.call(S.requestPasswordReset, { email });
    const second = await lastToken(email, 'password-reset');
    const invalid = `VALIDATION_FAILED: ${INVALID_EMAIL_LINK_MESSAGE}`;
    expect(
      await failure(
        harness.rpc.call(S.resetPassword, { token: first, password: 'new-passphrase-1' }),
      ),
    ).toBe(invalid);
    expect(
      await harness.rpc.call(S.resetPassword, { token: second, password: 'new-passphrase-1' }),
    ).toEqual({
      userId: account.id,
    });
    expect(await signIn(username, 'new-passphrase-1')).toBe('no error');
    expect(await signIn(username, 'bismillah-123')).toContain('INVALID_CREDENTIALS');
    expect(
      await failure(
        harness.rpc.call(S.resetPassword, { token: second, password: 'new-passphrase-2' }),
      ),
    ).toBe(invalid);
    expect((await emailsTo(email, 'password-changed')).length).toBe(1);
  });

  it('refuses an expired reset link and changes nothing', async () => {
    const { email, username } = await register();
    await harness.rpc.call(S.requestPasswordReset, { email });
    const token = await lastToken(email, 'password-reset');
    await db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [tokenHashOf(token)],
    );
    expect(
      await failure(harness.rpc.call(S.resetPassword, { token, password: 'new-passphrase-1' })),
    ).toContain(INVALID_EMAIL_LINK_MESSAGE);
    expect(await signIn(username, 'bismillah-123')).toBe('no error');
  });

  it('lets exactly one of several parallel uses of one reset link succeed', async () => {
    const { email } = await register();
    await harness.rpc.call(S.requestPasswordReset, { email });
    const token = await lastToken(email, 'password-reset');
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        failure(harness.rpc.call(S.resetPassword, { token, password: `parallel-passphrase-${i}` })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'no error')).toHaveLength(1);
  });

  it("changes one's own password only with the right current one, and says so by email", async () => {
    const { account, email, username } = await register();
    const member: Actor = { userId: account.id, role: 'seeker' };
    expect(
      await failure(
        harness.rpc.call(
          S.changeOwnPassword,
          { userId: account.id, currentPassword: 'wrong-one', newPassword: 'changed-passphrase-1' },
          member,
        ),
      ),
    ).toBe('VALIDATION_FAILED: Your current password is not correct');
    await harness.rpc.call(
      S.changeOwnPassword,
      { userId: account.id, currentPassword: 'bismillah-123', newPassword: 'changed-passphrase-1' },
      member,
    );
    expect(await signIn(username, 'changed-passphrase-1')).toBe('no error');
    expect((await emailsTo(email, 'password-changed')).length).toBe(1);
    // Someone else's account cannot be changed, even with its password.
    expect(
      await failure(
        harness.rpc.call(
          S.changeOwnPassword,
          {
            userId: admin.userId,
            currentPassword: 'bismillah-123',
            newPassword: 'changed-passphrase-2',
          },
          member,
        ),
      ),
    ).toContain('FORBIDDEN');
  });

  it('refuses a common or own-name new password and changes nothing', async () => {
    const { account, email, username } = await register();
    const member: Actor = { userId: account.id, role: 'seeker' };
    const refusal = async (promise: Promise<unknown>) => {
      const error: unknown = await promise.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      return error instanceof DomainError ? error.toPayload() : error;
    };
    const common = 'This password is too common. Please choose a less predictable one.';
    const name = 'Your password must not be your username or email address.';
    await harness.rpc.call(S.requestPasswordReset, { email });
    const token = await lastToken(email, 'password-reset');
    expect(
      await refusal(harness.rpc.call(S.resetPassword, { token, password: 'Password1234' })),
    ).toEqual({ code: 'VALIDATION_FAILED', message: common, fields: { password: common } });
    expect(
      await refusal(harness.rpc.call(S.resetPassword, { token, password: email.toUpperCase() })),
    ).toEqual({ code: 'VALIDATION_FAILED', message: name, fields: { password: name } });
    const change = (newPassword: string) =>
      harness.rpc.call(
        S.changeOwnPassword,
        { userId: account.id, currentPassword: 'bismillah-123', newPassword },
        member,
      );
    expect(await refusal(change('123456789012'))).toEqual({
      code: 'VALIDATION_FAILED',
      message: common,
      fields: { newPassword: common },
    });
    expect(await refusal(change(username))).toMatchObject({ fields: { newPassword: name } });
    // The RPC contract carries the length rule too, so a short one never reaches the service.
    expect(await failure(change('short-pass'))).toContain('VALIDATION_FAILED');
    expect(await signIn(username, 'bismillah-123')).toBe('no error');
    expect(await emailsTo(email, 'password-changed')).toEqual([]);
    // The link was not used up by the refusals.
    await harness.rpc.call(S.resetPassword, { token, password: 'a fresh passphrase' });
    expect(await signIn(username, 'a fresh passphrase')).toBe('no error');
  });

  it('matches sign-in names exactly as the gateway normalises them, never look-alikes', async () => {
    const { account, email, username } = await register();
    expect(await signIn(username.toUpperCase(), 'bismillah-123')).toBe('no error');
    expect(await signIn(email.toUpperCase(), 'bismillah-123')).toBe('no error');
    const lookAlike = username.replace('i', 'İ');
    expect(lookAlike).not.toBe(username);
    expect(await signIn(lookAlike, 'bismillah-123')).toContain('INVALID_CREDENTIALS');
    expect(await harness.rpc.call(S.resolveSignIn, { identifier: lookAlike })).toEqual({
      userId: null,
    });
    expect(await harness.rpc.call(S.resolveSignIn, { identifier: email })).toEqual({
      userId: account.id,
    });
  });

  it('creates nothing for a registered address and tells its owner instead', async () => {
    const { email } = await register();
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    const again = { ...registration(), email: email.toUpperCase() };
    expect(await failure(harness.rpc.call(IdentityRpc.register, again))).toBe(
      'EMAIL_TAKEN: Email already registered',
    );
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    const [notice] = await emailsTo(email, 'registration-attempt');
    expect(notice?.text).toContain('reset your password');
  });
});
