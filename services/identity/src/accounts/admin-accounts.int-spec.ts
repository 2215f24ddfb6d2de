import { DomainError, IdentityRpc, type Account, type Actor } from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { waitFor } from '@mithaq/testing';
import { Client } from 'pg';
import { identityService } from '../service';
import { AccountsService } from './accounts.service';

let counter = 0;
const registration = () => {
  counter += 1;
  return {
    username: `member${counter}`,
    email: `member${counter}@example.com`,
    password: 'bismillah-123',
    marketingConsent: false,
    fullName: 'Khadija Omar',
    gender: 'female' as const,
    dateOfBirth: '1994-08-01',
    nationality: 'British',
    ethnicity: 'Somali',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single' as const,
    practiceLevel: 'practicing' as const,
    lookingFor: 'male' as const,
    waliContact: null,
    bio: 'Nurse in Middlesbrough.',
  };
};

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
};

interface OutboxEvent {
  name: string;
  payload: Record<string, unknown>;
  sent: boolean;
}

describe('identity admin RPCs', () => {
  const harness = new ServiceHarness();
  let db: Client;
  let admin: Actor;
  let accounts: AccountsService;

  // Verified, as only members who verified their address can be approved (the rule has its own
  // tests in account-security.int-spec.ts).
  const register = (): Promise<Account> =>
    accounts.register(registration(), { emailVerified: true });

  const eventsOf = async (userId: string): Promise<OutboxEvent[]> => {
    const { rows } = await db.query<OutboxEvent>(
      `SELECT name, payload, sent_at IS NOT NULL AS sent FROM outbox
       WHERE payload->>'userId' = $1 ORDER BY seq`,
      [userId],
    );
    return rows;
  };
  const namesOf = async (userId: string): Promise<string[]> =>
    (await eventsOf(userId)).map((event) => event.name);

  beforeAll(async () => {
    accounts = (await harness.start(identityService)).get(AccountsService);
    db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    const adminAccount = await register();
    await db.query(`UPDATE accounts SET role = 'admin' WHERE id = $1`, [adminAccount.id]);
    admin = { userId: adminAccount.id, role: 'admin' };
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('approves and rejects with one event each, in the same transaction, and only on change', async () => {
    const member = await register();
    const approved = await harness.rpc.call(
      IdentityRpc.setApproval,
      { userId: member.id, action: 'approve' },
      admin,
    );
    expect(approved).toMatchObject({ approvalStatus: 'approved', isApproved: true });
    // Approving again changes nothing and announces nothing.
    await harness.rpc.call(
      IdentityRpc.setApproval,
      { userId: member.id, action: 'approve' },
      admin,
    );
    const rejected = await harness.rpc.call(
      IdentityRpc.setApproval,
      { userId: member.id, action: 'reject' },
      admin,
    );
    expect(rejected).toMatchObject({ approvalStatus: 'rejected', isApproved: false });
    const events = await eventsOf(member.id);
    expect(events.map((event) => event.name)).toEqual([
      'identity.account.registered',
      'identity.account.approved',
      'identity.account.rejected',
    ]);
    expect(events[1]?.payload).toEqual({ userId: member.id, approvedBy: admin.userId });
    expect(events[2]?.payload).toEqual({ userId: member.id, rejectedBy: admin.userId });
    // The relay publishes them through the outbox.
    await waitFor(async () => (await eventsOf(member.id)).every((event) => event.sent));
  });

  it('announces the decision of an account created already approved or rejected (the seeds)', async () => {
    const approved = await accounts.register(registration(), { approvalStatus: 'approved' });
    const rejected = await accounts.register(registration(), { approvalStatus: 'rejected' });
    const pending = await accounts.register(registration());
    expect(await eventsOf(approved.id)).toEqual([
      expect.objectContaining({ name: 'identity.account.registered' }),
      expect.objectContaining({
        name: 'identity.account.approved',
        payload: { userId: approved.id, approvedBy: null },
      }),
    ]);
    expect(await eventsOf(rejected.id)).toEqual([
      expect.objectContaining({ name: 'identity.account.registered' }),
      expect.objectContaining({
        name: 'identity.account.rejected',
        payload: { userId: rejected.id, rejectedBy: null },
      }),
    ]);
    expect(await namesOf(pending.id)).toEqual(['identity.account.registered']);
  });

  it('bulk-approves with one event per changed account and reports unknown ids', async () => {
    const [a, b, c] = [await register(), await register(), await register()];
    await harness.rpc.call(IdentityRpc.setApproval, { userId: c.id, action: 'approve' }, admin);
    const missing = '00000000-0000-4000-8000-000000000001';
    const result = await harness.rpc.call(
      IdentityRpc.bulkSetApproval,
      { userIds: [b.id, a.id, missing, c.id], action: 'approve' },
      admin,
    );
    expect(result.updated.map((account) => account.id)).toEqual([b.id, a.id, c.id]);
    expect(result.updated.every((account) => account.isApproved)).toBe(true);
    expect(result.notFound).toEqual([missing]);
    expect(await namesOf(a.id)).toEqual([
      'identity.account.registered',
      'identity.account.approved',
    ]);
    expect(await namesOf(b.id)).toEqual([
      'identity.account.registered',
      'identity.account.approved',
    ]);
    // c was approved already: the bulk call added no second event.
    expect(await namesOf(c.id)).toEqual([
      'identity.account.registered',
      'identity.account.approved',
    ]);

    const rejected = await harness.rpc.call(
      IdentityRpc.bulkSetApproval,
      { userIds: [a.id, b.id], action: 'reject' },
      admin,
    );
    expect(rejected.updated.map((account) => account.approvalStatus)).toEqual([
      'rejected',
      'rejected',
    ]);
    expect((await namesOf(a.id)).at(-1)).toBe('identity.account.rejected');
  });

  it('lists pending accounts oldest first and pages through all accounts newest first', async () => {
    const first = await register();
    const second = await register();
    const pending = await harness.rpc.call(IdentityRpc.listPendingAccounts, {}, admin);
    const ids = pending.map((account) => account.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(pending.every((account) => account.approvalStatus === 'pending')).toBe(true);

    const page = await harness.rpc.call(IdentityRpc.listAccounts, { page: 1, pageSize: 2 }, admin);
    expect(page.items.map((account) => account.id)).toEqual([second.id, first.id]);
    expect(page.total).toBeGreaterThan(2);
    const found = await harness.rpc.call(
      IdentityRpc.listAccounts,
      { page: 1, pageSize: 20, search: first.username.toUpperCase() },
      admin,
    );
    expect(found.items.map((account) => account.id)).toEqual([first.id]);
    const admins = await harness.rpc.call(
      IdentityRpc.listAccounts,
      { page: 1, pageSize: 20, role: 'admin' },
      admin,
    );
    expect(admins.items.map((account) => account.id)).toEqual([admin.userId]);
  });

  it('changes a password with argon2id', async () => {
    const member = await register();
    await harness.rpc.call(
      IdentityRpc.changePassword,
      { userId: member.id, newPassword: 'a-new-secret' },
      admin,
    );
    expect(
      await codeOf(
        harness.rpc.call(IdentityRpc.verifyCredentials, {
          usernameOrEmail: member.username,
          password: 'bismillah-123',
        }),
      ),
    ).toBe('INVALID_CREDENTIALS');
    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE id = $1',
      [member.id],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const signedIn = await harness.rpc.call(IdentityRpc.verifyCredentials, {
      usernameOrEmail: member.username,
      password: 'a-new-secret',
    });
    expect(signedIn.account.id).toBe(member.id);
  });

  it('refuses to set a common password or the member’s own address, leaving the old one', async () => {
    const member = await register();
    const fieldsOf = (newPassword: string) =>
      harness.rpc.call(IdentityRpc.changePassword, { userId: member.id, newPassword }, admin).then(
        () => null,
        (error: unknown) => (error instanceof DomainError ? error.fields : error),
      );
    expect(await fieldsOf('Qwerty123456')).toEqual({
      newPassword: 'This password is too common. Please choose a less predictable one.',
    });
    expect(await fieldsOf(member.email.toUpperCase())).toEqual({
      newPassword: 'Your password must not be your username or email address.',
    });
    const signedIn = await harness.rpc.call(IdentityRpc.verifyCredentials, {
      usernameOrEmail: member.username,
      password: 'bismillah-123',
    });
    expect(signedIn.account.id).toBe(member.id);
  });

  it('deletes an account, erases its earlier events and announces the deletion', async () => {
    const member = await register();
    await harness.rpc.call(
      IdentityRpc.setApproval,
      { userId: member.id, action: 'approve' },
      admin,
    );
    await waitFor(async () => (await eventsOf(member.id)).every((event) => event.sent));
    expect(await harness.rpc.call(IdentityRpc.deleteAccount, { userId: member.id }, admin)).toEqual(
      { deleted: true, id: member.id },
    );

    const { rows } = await db.query('SELECT 1 FROM accounts WHERE id = $1', [member.id]);
    expect(rows).toHaveLength(0);
    const events = await eventsOf(member.id);
    expect(events.map((event) => event.name)).toEqual(['identity.account.deleted']);
    expect(events[0]?.payload).toEqual({ userId: member.id, deletedBy: admin.userId });
    expect(
      await codeOf(harness.rpc.call(IdentityRpc.getAccount, { userId: member.id }, admin)),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(harness.rpc.call(IdentityRpc.deleteAccount, { userId: member.id }, admin)),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(harness.rpc.call(IdentityRpc.deleteAccount, { userId: admin.userId }, admin)),
    ).toBe('CONFLICT');
  });

  it('refuses every admin RPC to a non-admin (403) or no actor (401), whatever the body', async () => {
    const member = await register();
    const seeker: Actor = { userId: member.id, role: 'seeker' };
    const calls = (actor: Actor | null) => [
      harness.rpc.call(IdentityRpc.listPendingAccounts, {}, actor),
      harness.rpc.call(IdentityRpc.listAccounts, { page: 1, pageSize: 20 }, actor),
      harness.rpc.call(IdentityRpc.setApproval, { userId: member.id, action: 'approve' }, actor),
      harness.rpc.call(
        IdentityRpc.bulkSetApproval,
        { userIds: [member.id], action: 'approve' },
        actor,
      ),
      harness.rpc.call(
        IdentityRpc.changePassword,
        { userId: member.id, newPassword: 'hijacked-pass' },
        actor,
      ),
      harness.rpc.call(IdentityRpc.deleteAccount, { userId: member.id }, actor),
    ];
    const cases = [
      [seeker, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const;
    for (const [actor, code] of cases) {
      const codes = await Promise.all(calls(actor).map(codeOf));
      expect(codes).toEqual(Array(6).fill(code));
      // The caller is refused before the request is read, so a bad body changes nothing.
      expect(
        await codeOf(
          harness.rpc.call(
            IdentityRpc.setApproval,
            { userId: 'not-a-uuid', action: 'approve' },
            actor,
          ),
        ),
      ).toBe(code);
    }
    expect(await namesOf(member.id)).toEqual(['identity.account.registered']);
    expect(
      (await harness.rpc.call(IdentityRpc.getAccount, { userId: member.id }, seeker))
        .approvalStatus,
    ).toBe('pending');
  });
});
