import { busNames, DomainError, IdentityRpc, type EventEnvelope } from '@mithaq/contracts';
import { runWithRequestId } from '@mithaq/logging';
import { RABBITMQ_URL, waitFor } from '@mithaq/testing';
import { ServiceHarness } from '@mithaq/service-harness';
import amqplib from 'amqplib';
import { Client } from 'pg';
import { identityService } from '../service';
import { hashPassword } from './password';

const registration = (username: string) => ({
  username,
  email: `${username}@example.com`,
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
});

const admin = { userId: '00000000-0000-4000-8000-00000000000a', role: 'admin' } as const;

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
};

describe('identity service over RabbitMQ RPC', () => {
  const harness = new ServiceHarness();

  beforeAll(async () => {
    await harness.start(identityService);
  });
  afterAll(() => harness.stop());

  it('registers an account, hashes the password and announces it with the personal fields', async () => {
    const account = await runWithRequestId('req-register-0001', () =>
      harness.rpc.call(IdentityRpc.register, registration('khadija')),
    );
    expect(account).toMatchObject({
      username: 'khadija',
      role: 'seeker',
      approvalStatus: 'pending',
      isApproved: false,
    });

    const db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM accounts WHERE id = $1',
      [account.id],
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const outbox = await db.query<{
      name: string;
      request_id: string;
      payload: Record<string, unknown>;
    }>('SELECT name, request_id, payload FROM outbox');
    await db.end();
    const event = outbox.rows.find((row) => (row.payload['userId'] as string) === account.id);
    expect(event).toMatchObject({
      name: 'identity.account.registered',
      request_id: 'req-register-0001',
    });
    expect(event?.payload['personal']).toMatchObject({
      fullName: 'Khadija Omar',
      ethnicity: 'Somali',
    });
    expect(JSON.stringify(event?.payload)).not.toContain('bismillah-123');

    // The event reaches the profile service's queue even though profile never started here.
    const connection = await amqplib.connect(RABBITMQ_URL);
    const channel = await connection.createChannel();
    const message = await waitFor(
      async () =>
        (await channel.get(busNames(harness.prefix).eventsQueue('profile'), { noAck: true })) ||
        undefined,
    );
    const envelope = JSON.parse(
      message.content.toString(),
    ) as EventEnvelope<'identity.account.registered'>;
    expect(envelope.requestId).toBe('req-register-0001');
    await connection.close();
  });

  it('refuses a taken username or email whatever their case', async () => {
    await harness.rpc.call(IdentityRpc.register, registration('bilal'));
    expect(
      await codeOf(
        harness.rpc.call(IdentityRpc.register, {
          ...registration('BILAL'),
          email: 'other@example.com',
        }),
      ),
    ).toBe('USERNAME_TAKEN');
    expect(
      await codeOf(
        harness.rpc.call(IdentityRpc.register, {
          ...registration('bilal2'),
          email: 'BILAL@example.com',
        }),
      ),
    ).toBe('EMAIL_TAKEN');
  });

  it('verifies credentials by username or email and refuses a wrong password', async () => {
    const account = await harness.rpc.call(IdentityRpc.register, registration('hamza'));
    const byName = await harness.rpc.call(IdentityRpc.verifyCredentials, {
      usernameOrEmail: 'Hamza',
      password: 'bismillah-123',
    });
    expect(byName.account.id).toBe(account.id);
    expect(byName.account.lastActive).not.toBeNull();
    // No second step for an account without two-factor sign-in.
    expect(byName.twoFactorEnabled).toBe(false);
    const byEmail = await harness.rpc.call(IdentityRpc.verifyCredentials, {
      usernameOrEmail: 'HAMZA@example.com',
      password: 'bismillah-123',
    });
    expect(byEmail.account.id).toBe(account.id);
    expect(
      await codeOf(
        harness.rpc.call(IdentityRpc.verifyCredentials, {
          usernameOrEmail: 'hamza',
          password: 'wrong-pass',
        }),
      ),
    ).toBe('INVALID_CREDENTIALS');
    expect(
      await codeOf(
        harness.rpc.call(IdentityRpc.verifyCredentials, {
          usernameOrEmail: 'nobody',
          password: 'wrong-pass',
        }),
      ),
    ).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a common password at registration and creates nothing', async () => {
    const db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    const count = async () =>
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM accounts')).rows[0]?.n);
    const before = await count();
    const refusal = await harness.rpc
      .call(IdentityRpc.register, { ...registration('asma'), password: 'PASSWORD1234' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).fields).toEqual({
      password: 'This password is too common. Please choose a less predictable one.',
    });
    const sameAsName = await harness.rpc
      .call(IdentityRpc.register, { ...registration('asma_ali_1992'), password: 'ASMA_ALI_1992' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect((sameAsName as DomainError).fields).toEqual({
      password: 'Your password must not be your username or email address.',
    });
    expect(await count()).toBe(before);
    await db.end();
  });

  it('still signs in with a password stored before the 12-character rule', async () => {
    const account = await harness.rpc.call(IdentityRpc.register, registration('safiyyah'));
    const db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [
      account.id,
      await hashPassword('secret1'),
    ]);
    await db.end();
    const signedIn = await harness.rpc.call(IdentityRpc.verifyCredentials, {
      usernameOrEmail: 'safiyyah',
      password: 'secret1',
    });
    expect(signedIn.account.id).toBe(account.id);
  });

  it('lets only the account holder change marketing consent', async () => {
    const owner = await harness.rpc.call(IdentityRpc.register, registration('sumayyah'));
    const other = await harness.rpc.call(IdentityRpc.register, registration('zainab'));
    const consent = { userId: owner.id, marketingConsent: true };
    expect(
      await codeOf(
        harness.rpc.call(IdentityRpc.updateConsent, consent, { userId: other.id, role: 'seeker' }),
      ),
    ).toBe('FORBIDDEN');
    expect(await codeOf(harness.rpc.call(IdentityRpc.updateConsent, consent))).toBe(
      'UNAUTHENTICATED',
    );
    const self = { userId: owner.id, role: 'seeker' } as const;
    const updated = await harness.rpc.call(IdentityRpc.updateConsent, consent, self);
    expect(updated.marketingConsent).toBe(true);
    expect(
      (await harness.rpc.call(IdentityRpc.getAccount, { userId: owner.id }, self)).marketingConsent,
    ).toBe(true);
  });

  it('shows an account to its holder or an administrator only', async () => {
    const owner = await harness.rpc.call(IdentityRpc.register, registration('ruqayyah'));
    const other = await harness.rpc.call(IdentityRpc.register, registration('maryam'));
    const read = { userId: owner.id };
    expect(await codeOf(harness.rpc.call(IdentityRpc.getAccount, read))).toBe('UNAUTHENTICATED');
    expect(
      await codeOf(
        harness.rpc.call(IdentityRpc.getAccount, read, { userId: other.id, role: 'seeker' }),
      ),
    ).toBe('FORBIDDEN');
    expect((await harness.rpc.call(IdentityRpc.getAccount, read, admin)).id).toBe(owner.id);
  });

  it('validates requests at the service too', async () => {
    const bad = harness.rpc.call(IdentityRpc.register, { ...registration('x'), username: 'a b' });
    await expect(bad).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: expect.any(String) },
    });
    expect(
      await codeOf(harness.rpc.call(IdentityRpc.getAccount, { userId: 'not-a-uuid' }, admin)),
    ).toBe('VALIDATION_FAILED');
    expect(
      await codeOf(
        harness.rpc.call(
          IdentityRpc.getAccount,
          { userId: '00000000-0000-4000-8000-000000000000' },
          admin,
        ),
      ),
    ).toBe('NOT_FOUND');
  });

  it('shares one durable queue between several instances of the service', async () => {
    await harness.start(identityService);
    const connection = await amqplib.connect(RABBITMQ_URL);
    const channel = await connection.createChannel();
    const queue = await channel.checkQueue(busNames(harness.prefix).rpcQueue('identity'));
    await connection.close();
    expect(queue.consumerCount).toBe(2);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        harness.rpc.call(IdentityRpc.register, registration(`twin${i}`)),
      ),
    );
    expect(new Set(replies.map((reply) => reply.id)).size).toBe(10);
  });
});

describe('RPC to a service that is down', () => {
  const harness = new ServiceHarness(400);
  afterAll(() => harness.stop());

  it('fails fast with SERVICE_TIMEOUT instead of hanging, and the request does not run later', async () => {
    const started = Date.now();
    const error: unknown = await harness.rpc
      .call(IdentityRpc.register, registration('late'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('SERVICE_TIMEOUT');
    expect((error as DomainError).message).toBe(
      'The identity service did not answer in time. Please try again shortly.',
    );
    expect(Date.now() - started).toBeLessThan(3000);

    // The request expired in the queue: when the service comes up it does not register anyone.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await harness.start(identityService);
    const db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await db.query('SELECT 1 FROM accounts');
    await db.end();
    expect(rows).toHaveLength(0);
  });
});
