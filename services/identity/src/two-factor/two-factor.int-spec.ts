import {
  DomainError,
  IdentityRpc,
  IdentityTwoFactorRpc as T,
  INVALID_TWO_FACTOR_CODE_MESSAGE,
  TWO_FACTOR_ADMIN_ONLY_MESSAGE,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_CODE_REUSED_MESSAGE,
  TWO_FACTOR_NOT_ON_MESSAGE,
  TWO_FACTOR_PASSWORD_WRONG_MESSAGE,
  type Actor,
} from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { Client } from 'pg';
import { AccountsService } from '../accounts/accounts.service';
import { identityService } from '../service';
import { base32Decode, hotp, timeStepOf } from './totp';

const PASSWORD = 'amanah-trust-2026';
let counter = 0;
const registration = () => {
  counter += 1;
  const name = `hafsa${counter}_${Date.now().toString(36)}`;
  return {
    username: name,
    email: `${name}@example.com`,
    password: PASSWORD,
    marketingConsent: false,
    fullName: 'Hafsa Rahman',
    gender: 'female' as const,
    dateOfBirth: '1990-06-01',
    nationality: 'British',
    ethnicity: 'Bangladeshi',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single' as const,
    practiceLevel: 'practicing' as const,
    lookingFor: 'male' as const,
    waliContact: null,
    bio: 'Administrator.',
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

/** The app code of the step `offset` steps from now. */
const codeAt = (secret: string, offset = 0): string =>
  hotp(base32Decode(secret), timeStepOf(new Date()) + offset);

describe('two-factor sign-in in identity', () => {
  const harness = new ServiceHarness();
  let db: Client;
  let accounts: AccountsService;

  const newAdmin = async (): Promise<Actor> => {
    const account = await accounts.register(registration(), {
      role: 'admin',
      approvalStatus: 'approved',
      emailVerified: true,
    });
    return { userId: account.id, role: 'admin' };
  };

  /** An admin with two-factor sign-in on: the secret and the recovery codes. */
  const enrolledAdmin = async (): Promise<{
    actor: Actor;
    secret: string;
    recoveryCodes: string[];
    /** The code of `offset` steps from the one that confirmed the enrolment. */
    code: (offset: number) => string;
  }> => {
    const actor = await newAdmin();
    const { secret } = await harness.rpc.call(T.beginEnrolment, { userId: actor.userId }, actor);
    const step = timeStepOf(new Date());
    const code = (offset: number) => hotp(base32Decode(secret), step + offset);
    const { recoveryCodes } = await harness.rpc.call(
      T.confirmEnrolment,
      { userId: actor.userId, code: code(0) },
      actor,
    );
    return { actor, secret, recoveryCodes, code };
  };

  beforeAll(async () => {
    accounts = (await harness.start(identityService)).get(AccountsService);
    db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('starts an enrolment with a secret sealed at rest, off until a code confirms it', async () => {
    const actor = await newAdmin();
    const started = await harness.rpc.call(T.beginEnrolment, { userId: actor.userId }, actor);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toContain(`secret=${started.secret}`);
    expect(started.otpauthUri).toMatch(/^otpauth:\/\/totp\/Mithaq:hafsa/);
    const { rows } = await db.query<{ secret_sealed: string; enabled_at: Date | null }>(
      'SELECT secret_sealed, enabled_at FROM account_two_factor WHERE account_id = $1',
      [actor.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.enabled_at).toBeNull();
    const raw = base32Decode(started.secret);
    expect(rows[0]?.secret_sealed).not.toContain(started.secret);
    expect(Buffer.from(rows[0]?.secret_sealed ?? '', 'base64').includes(raw)).toBe(false);
    expect(await harness.rpc.call(T.status, { userId: actor.userId }, actor)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    // A wrong code turns nothing on.
    const wrong = codeAt(started.secret) === '123456' ? '654321' : '123456';
    expect(
      await failure(
        harness.rpc.call(T.confirmEnrolment, { userId: actor.userId, code: wrong }, actor),
      ),
    ).toBe(`INVALID_CREDENTIALS: ${INVALID_TWO_FACTOR_CODE_MESSAGE}`);
    expect((await harness.rpc.call(T.status, { userId: actor.userId }, actor)).enabled).toBe(false);
  });

  it('turns on with a current code, hands out ten recovery codes and keeps only their hashes', async () => {
    const { actor, recoveryCodes } = await enrolledAdmin();
    expect(recoveryCodes).toHaveLength(10);
    expect(await harness.rpc.call(T.status, { userId: actor.userId }, actor)).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    const { rows } = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM account_recovery_codes WHERE account_id = $1',
      [actor.userId],
    );
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code.replace('-', ''));
    }
    expect(await failure(harness.rpc.call(T.beginEnrolment, { userId: actor.userId }, actor))).toBe(
      `CONFLICT: ${TWO_FACTOR_ALREADY_ON_MESSAGE}`,
    );
  });

  it('accepts each app code once: a code of its step or an earlier one is a replay', async () => {
    const { actor, code } = await enrolledAdmin();
    const verify = (typed: string) =>
      harness.rpc.call(T.verifySignIn, { userId: actor.userId, code: typed });
    // The code that confirmed the enrolment was used in its step already.
    expect(await failure(verify(code(0)))).toBe(
      `INVALID_CREDENTIALS: ${TWO_FACTOR_CODE_REUSED_MESSAGE}`,
    );
    const next = await verify(code(1));
    expect(next.method).toBe('totp');
    expect(next.account).toMatchObject({ id: actor.userId, role: 'admin' });
    expect(await failure(verify(code(1)))).toBe(
      `INVALID_CREDENTIALS: ${TWO_FACTOR_CODE_REUSED_MESSAGE}`,
    );
    expect(await failure(verify(code(0)))).toBe(
      `INVALID_CREDENTIALS: ${TWO_FACTOR_CODE_REUSED_MESSAGE}`,
    );
    // Two steps ahead of the clock is outside the window.
    expect(await failure(verify(code(3)))).toBe(
      `INVALID_CREDENTIALS: ${INVALID_TWO_FACTOR_CODE_MESSAGE}`,
    );
  });

  it('takes a recovery code once, in any case and with or without its hyphen', async () => {
    const { actor, recoveryCodes } = await enrolledAdmin();
    const [first = '', second = ''] = recoveryCodes;
    const verify = (code: string) =>
      harness.rpc.call(T.verifySignIn, { userId: actor.userId, code });
    expect((await verify(first.toLowerCase())).method).toBe('recovery');
    expect(await failure(verify(first))).toBe(
      `INVALID_CREDENTIALS: ${INVALID_TWO_FACTOR_CODE_MESSAGE}`,
    );
    expect((await verify(second.replace('-', ''))).method).toBe('recovery');
    expect(await failure(verify('AAAAA-AAAAA'))).toBe(
      `INVALID_CREDENTIALS: ${INVALID_TWO_FACTOR_CODE_MESSAGE}`,
    );
    expect(
      (await harness.rpc.call(T.status, { userId: actor.userId }, actor)).recoveryCodesLeft,
    ).toBe(8);
  });

  it('replaces the recovery codes for a current code: the old set stops working at once', async () => {
    const { actor, recoveryCodes, code } = await enrolledAdmin();
    const [old = ''] = recoveryCodes;
    const regenerate = (typed: string) =>
      harness.rpc.call(T.regenerateRecoveryCodes, { userId: actor.userId, code: typed }, actor);
    expect(await failure(regenerate('AAAAA-AAAAA'))).toBe(
      `INVALID_CREDENTIALS: ${INVALID_TWO_FACTOR_CODE_MESSAGE}`,
    );
    // Only the account itself may ask.
    const other = await newAdmin();
    expect(
      await failure(
        harness.rpc.call(T.regenerateRecoveryCodes, { userId: actor.userId, code: code(1) }, other),
      ),
    ).toMatch(/^FORBIDDEN/);

    const renewed = await regenerate(code(1));
    expect(renewed.recoveryCodes).toHaveLength(10);
    expect(renewed.recoveryCodes.filter((c) => recoveryCodes.includes(c))).toEqual([]);
    expect(
      (await harness.rpc.call(T.status, { userId: actor.userId }, actor)).recoveryCodesLeft,
    ).toBe(10);
    // The app code it took cannot be used again.
    expect(await failure(regenerate(code(1)))).toBe(
      `INVALID_CREDENTIALS: ${TWO_FACTOR_CODE_REUSED_MESSAGE}`,
    );
    const verify = (typed: string) =>
      harness.rpc.call(T.verifySignIn, { userId: actor.userId, code: typed });
    expect(await failure(verify(old))).toBe(
      `INVALID_CREDENTIALS: ${INVALID_TWO_FACTOR_CODE_MESSAGE}`,
    );
    expect((await verify(renewed.recoveryCodes[0] ?? '')).method).toBe('recovery');
  });

  it('turns off only with the password and a code, and forgets the secret and codes', async () => {
    const { actor, recoveryCodes } = await enrolledAdmin();
    const disable = (password: string, code: string) =>
      harness.rpc.call(T.disable, { userId: actor.userId, password, code }, actor);
    expect(await failure(disable('not-the-password-2026', recoveryCodes[0] ?? ''))).toBe(
      `INVALID_CREDENTIALS: ${TWO_FACTOR_PASSWORD_WRONG_MESSAGE}`,
    );
    expect(await failure(disable(PASSWORD, 'AAAAA-AAAAA'))).toBe(
      `INVALID_CREDENTIALS: ${INVALID_TWO_FACTOR_CODE_MESSAGE}`,
    );
    expect((await harness.rpc.call(T.status, { userId: actor.userId }, actor)).enabled).toBe(true);
    // The right password says that a second step is needed, in the same answer.
    const { username } = await harness.rpc.call(
      IdentityRpc.getAccount,
      { userId: actor.userId },
      actor,
    );
    expect(
      (
        await harness.rpc.call(IdentityRpc.verifyCredentials, {
          usernameOrEmail: username,
          password: PASSWORD,
        })
      ).twoFactorEnabled,
    ).toBe(true);
    expect(await disable(PASSWORD, recoveryCodes[0] ?? '')).toEqual({ disabled: true });
    expect((await harness.rpc.call(T.status, { userId: actor.userId }, actor)).enabled).toBe(false);
    const { rows } = await db.query(
      `SELECT 1 FROM account_two_factor WHERE account_id = $1
       UNION ALL SELECT 1 FROM account_recovery_codes WHERE account_id = $1`,
      [actor.userId],
    );
    expect(rows).toHaveLength(0);
    expect(
      await failure(harness.rpc.call(T.verifySignIn, { userId: actor.userId, code: '123456' })),
    ).toBe(`CONFLICT: ${TWO_FACTOR_NOT_ON_MESSAGE}`);
    // Signing in is back to the password alone.
    const verified = await harness.rpc.call(IdentityRpc.verifyCredentials, {
      usernameOrEmail: username,
      password: PASSWORD,
    });
    expect(verified.account.id).toBe(actor.userId);
    expect(verified.twoFactorEnabled).toBe(false);
  });

  it('is for administrators only', async () => {
    const member = await accounts.register(registration(), { approvalStatus: 'approved' });
    const actor: Actor = { userId: member.id, role: member.role };
    expect(await failure(harness.rpc.call(T.beginEnrolment, { userId: member.id }, actor))).toBe(
      `FORBIDDEN: ${TWO_FACTOR_ADMIN_ONLY_MESSAGE}`,
    );
  });
});
