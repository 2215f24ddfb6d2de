import { randomUUID } from 'node:crypto';
import {
  busNames,
  composeAdminUser,
  composeUser,
  IdentityRpc,
  type Account,
  type Actor,
  type EventEnvelope,
  type EventPayload,
} from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { RABBITMQ_URL, waitFor } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Client } from 'pg';
import { identityService } from '../service';

let counter = 0;
const registration = () => {
  counter += 1;
  return {
    username: `verified${counter}`,
    email: `verified${counter}@example.com`,
    password: 'bismillah-123',
    marketingConsent: false,
    fullName: 'Yusuf Ali',
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

describe("identity's copy of the member's Verified badge (profile.verification.changed)", () => {
  const harness = new ServiceHarness();
  let db: Client;
  let connection: amqplib.ChannelModel;
  let channel: amqplib.ConfirmChannel;
  const admin: Actor = { userId: randomUUID(), role: 'admin' };

  /** Delivers the envelope as the profile service's outbox would and waits until it is handled. */
  const deliver = async (envelope: EventEnvelope): Promise<void> => {
    channel.publish(
      busNames(harness.prefix).eventsExchange,
      envelope.name,
      Buffer.from(JSON.stringify(envelope)),
      { persistent: true, messageId: envelope.id },
    );
    await channel.waitForConfirms();
    await waitFor(
      async () =>
        (await db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id]))
          .rowCount === 1,
      { timeoutMs: 15_000, what: `${envelope.name} to be consumed` },
    );
  };

  const announce = async (
    payload: EventPayload<'profile.verification.changed'>,
  ): Promise<EventEnvelope<'profile.verification.changed'>> => {
    const envelope: EventEnvelope<'profile.verification.changed'> = {
      id: randomUUID(),
      name: 'profile.verification.changed',
      occurredAt: new Date().toISOString(),
      requestId: null,
      payload,
    };
    await deliver(envelope);
    return envelope;
  };

  const register = (): Promise<Account> => harness.rpc.call(IdentityRpc.register, registration());
  const accountOf = (userId: string): Promise<Account> =>
    harness.rpc.call(IdentityRpc.getAccount, { userId }, { userId, role: 'seeker' });

  beforeAll(async () => {
    await harness.start(identityService);
    db = new Client({ connectionString: (await harness.database('identity')).url });
    await db.connect();
    connection = await amqplib.connect(RABBITMQ_URL);
    channel = await connection.createConfirmChannel();
  }, 60_000);
  afterAll(async () => {
    await channel?.close().catch(() => undefined);
    await connection?.close().catch(() => undefined);
    await db?.end();
    await harness.stop();
  }, 30_000);

  it('starts every account not verified', async () => {
    expect(await register()).toMatchObject({ isVerified: false });
  });

  it('shows the announced badge on the current user and in the admin user list', async () => {
    const account = await register();
    await announce({ userId: account.id, isVerified: true, changedAt: '2026-03-01T12:00:00.000Z' });
    const stored = await accountOf(account.id);
    expect(stored.isVerified).toBe(true);
    expect(composeUser(stored, null).isVerified).toBe(true);
    const page = await harness.rpc.call(
      IdentityRpc.listAccounts,
      { page: 1, pageSize: 100, search: account.username },
      admin,
    );
    const listed = page.items.find((item) => item.id === account.id);
    expect(listed && composeAdminUser(listed, null).isVerified).toBe(true);
  });

  it('applies a redelivery harmlessly and never lets an older change overwrite a newer one', async () => {
    const account = await register();
    const newer = await announce({
      userId: account.id,
      isVerified: true,
      changedAt: '2026-03-02T10:00:00.000Z',
    });
    await deliver(newer);
    await deliver({ ...newer, id: randomUUID() });
    await announce({
      userId: account.id,
      isVerified: false,
      changedAt: '2026-03-01T12:00:00.000Z',
    });
    expect((await accountOf(account.id)).isVerified).toBe(true);
    // A newer change that withdraws the badge wins.
    await announce({
      userId: account.id,
      isVerified: false,
      changedAt: '2026-03-03T09:00:00.000Z',
    });
    expect((await accountOf(account.id)).isVerified).toBe(false);
  });

  it('ignores a change about an account it does not hold', async () => {
    const stranger = randomUUID();
    await announce({ userId: stranger, isVerified: true, changedAt: new Date().toISOString() });
    const { rowCount } = await db.query('SELECT 1 FROM accounts WHERE id = $1', [stranger]);
    expect(rowCount).toBe(0);
  });
});
