import { DomainError, IdentityRpc, type Account, type Actor } from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { Client } from 'pg';
import { identityService } from '../service';

let counter = 0;
const registration = () => {
  counter += 1;
  return {
    username: `suspend${counter}`,
    email: `suspend${counter}@example.com`,
    password: 'bismillah-123',
    marketingConsent: false,
    fullName: 'Bilal Ahmed',
    gender: 'male' as const,
    dateOfBirth: '1992-02-02',
    nationality: 'British',
    ethnicity: 'Pakistani',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single' as const,
    practiceLevel: 'practicing' as const,
    lookingFor: 'female' as const,
    waliContact: null,
    bio: 'Teacher in Leeds.',
  };
};

const errorOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const caught: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  if (!(caught instanceof DomainError)) {
    throw caught;
  }
  return caught;
};

describe('account suspension', () => {
  const harness = new ServiceHarness();
  let db: Client;
  let admin: Actor;

  const register = async (): Promise<{ account: Account; username: string }> => {
    const body = registration();
    return { account: await harness.rpc.call(IdentityRpc.register, body), username: body.username };
  };
  const signIn = async (username: string, password = 'bismillah-123') =>
    (await harness.rpc.call(IdentityRpc.verifyCredentials, { usernameOrEmail: username, password }))
      .account;
  const suspend = (userId: string, suspended: boolean, actor: Actor | null = admin) =>
    harness.rpc.call(
      IdentityRpc.setSuspension,
      { userId, suspended, reason: 'Asked members for money' },
      actor,
    );
  const updatedEvents = async (userId: string): Promise<number> => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox
        WHERE name = 'identity.account.updated' AND payload->>'userId' = $1`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    await harness.start(identityService);
    db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    const { account } = await register();
    await db.query(`UPDATE accounts SET role = 'admin' WHERE id = $1`, [account.id]);
    admin = { userId: account.id, role: 'admin' };
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('suspends an account: sign-in refused with a clear message, getAccount says so, announced once', async () => {
    const { account, username } = await register();
    expect(account.isSuspended).toBe(false);
    expect((await signIn(username)).isSuspended).toBe(false);

    const suspended = await suspend(account.id, true);
    expect(suspended).toMatchObject({ id: account.id, isSuspended: true });
    const refused = await errorOf(signIn(username));
    expect(refused.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('This account has been suspended. Please contact support.');
    // A wrong password learns nothing about the suspension.
    expect((await errorOf(signIn(username, 'wrong-password'))).code).toBe('INVALID_CREDENTIALS');
    // The gateway reads this to end the member's sessions.
    const seen = await harness.rpc.call(
      IdentityRpc.getAccount,
      { userId: account.id },
      { userId: account.id, role: 'seeker' },
    );
    expect(seen.isSuspended).toBe(true);
    const { rows } = await db.query<{ suspended_by: string; suspension_reason: string }>(
      'SELECT suspended_by, suspension_reason FROM accounts WHERE id = $1',
      [account.id],
    );
    expect(rows[0]).toEqual({
      suspended_by: admin.userId,
      suspension_reason: 'Asked members for money',
    });
    expect(await updatedEvents(account.id)).toBe(1);
    // Suspending again changes nothing and announces nothing.
    await suspend(account.id, true);
    expect(await updatedEvents(account.id)).toBe(1);
  });

  it('lifts a suspension: the member signs in again', async () => {
    const { account, username } = await register();
    await suspend(account.id, true);
    const lifted = await suspend(account.id, false);
    expect(lifted.isSuspended).toBe(false);
    expect((await signIn(username)).id).toBe(account.id);
    expect(await updatedEvents(account.id)).toBe(2);
  });

  it('never suspends one’s own account and answers 404 for an unknown id', async () => {
    const own = await errorOf(suspend(admin.userId, true));
    expect(own.code).toBe('CONFLICT');
    expect(own.message).toBe('You cannot suspend your own account');
    const unknown = await errorOf(suspend('5d1f7a10-1c1e-4a6b-9d0e-3a6f2b7c8d90', true));
    expect(unknown.code).toBe('NOT_FOUND');
  });

  it('is for administrators only (403 for members, 401 without a caller) and changes nothing', async () => {
    const { account, username } = await register();
    const member: Actor = { userId: account.id, role: 'seeker' };
    expect((await errorOf(suspend(account.id, true, member))).code).toBe('FORBIDDEN');
    expect((await errorOf(suspend(account.id, true, null))).code).toBe('UNAUTHENTICATED');
    expect((await signIn(username)).isSuspended).toBe(false);
    expect(await updatedEvents(account.id)).toBe(0);
  });

  it('refuses unknown fields and an over-long reason', async () => {
    const { account } = await register();
    const extra = await errorOf(
      harness.rpc.call(
        IdentityRpc.setSuspension,
        { userId: account.id, suspended: true, forever: true } as never,
        admin,
      ),
    );
    expect(extra.code).toBe('VALIDATION_FAILED');
    const long = await errorOf(
      harness.rpc.call(
        IdentityRpc.setSuspension,
        { userId: account.id, suspended: true, reason: 'x'.repeat(501) },
        admin,
      ),
    );
    expect(long.code).toBe('VALIDATION_FAILED');
  });
});
