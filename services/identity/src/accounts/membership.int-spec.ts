import { randomUUID } from 'node:crypto';
import {
  busNames,
  composeAdminUser,
  IdentityRpc,
  type Account,
  type Actor,
  type EventEnvelope,
  type EventPayload,
  type MembershipTier,
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
    username: `tier${counter}`,
    email: `tier${counter}@example.com`,
    password: 'bismillah-123',
    marketingConsent: false,
    fullName: 'Amina Yusuf',
    gender: 'female' as const,
    dateOfBirth: '1994-04-04',
    nationality: 'British',
    ethnicity: 'Somali',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single' as const,
    practiceLevel: 'practicing' as const,
    lookingFor: 'male' as const,
    waliContact: null,
    bio: 'Nurse in Bristol.',
  };
};

describe("identity's copy of the member's tier (billing.membership.changed)", () => {
  const harness = new ServiceHarness();
  let db: Client;
  let connection: amqplib.ChannelModel;
  let channel: amqplib.ConfirmChannel;
  const admin: Actor = { userId: randomUUID(), role: 'admin' };

  /** Delivers the envelope as billing's outbox would and waits until identity handled it. */
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
    payload: EventPayload<'billing.membership.changed'>,
  ): Promise<EventEnvelope<'billing.membership.changed'>> => {
    const envelope: EventEnvelope<'billing.membership.changed'> = {
      id: randomUUID(),
      name: 'billing.membership.changed',
      occurredAt: new Date().toISOString(),
      requestId: null,
      payload,
    };
    await deliver(envelope);
    return envelope;
  };

  const change = (
    userId: string,
    tier: MembershipTier,
    changedAt: string,
    endsAt: string | null = null,
  ): EventPayload<'billing.membership.changed'> => ({
    userId,
    tier,
    previousTier: 'free',
    source: 'purchase',
    endsAt,
    changedAt,
  });

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

  it('starts every account on free', async () => {
    const account = await register();
    expect(account).toMatchObject({
      membershipTier: 'free',
      membershipStartDate: null,
      membershipEndDate: null,
    });
  });

  it('shows the announced tier on the account and in the admin user list', async () => {
    const account = await register();
    const changedAt = '2026-11-20T10:00:00.000Z';
    const endsAt = '2026-12-20T10:00:00.000Z';
    await announce(change(account.id, 'silver', changedAt, endsAt));
    expect(await accountOf(account.id)).toMatchObject({
      membershipTier: 'silver',
      membershipStartDate: changedAt,
      membershipEndDate: endsAt,
    });
    const page = await harness.rpc.call(
      IdentityRpc.listAccounts,
      { page: 1, pageSize: 100, search: account.username },
      admin,
    );
    const listed = page.items.find((item) => item.id === account.id);
    expect(listed && composeAdminUser(listed, null).membershipTier).toBe('silver');
  });

  it('applies a redelivery harmlessly and never lets an older change overwrite a newer one', async () => {
    const account = await register();
    const newer = await announce(change(account.id, 'gold', '2026-11-21T12:00:00.000Z'));
    await deliver({ ...newer, id: randomUUID() });
    await deliver(newer);
    await announce(change(account.id, 'bronze', '2026-11-21T11:00:00.000Z'));
    expect(await accountOf(account.id)).toMatchObject({
      membershipTier: 'gold',
      membershipStartDate: '2026-11-21T12:00:00.000Z',
    });
    // A newer end of the tier returns the member to free.
    await announce(change(account.id, 'free', '2026-11-22T09:00:00.000Z'));
    expect(await accountOf(account.id)).toMatchObject({
      membershipTier: 'free',
      membershipStartDate: null,
      membershipEndDate: null,
    });
  });

  it('ignores a change about an account it does not hold', async () => {
    const stranger = randomUUID();
    await announce(change(stranger, 'gold', new Date().toISOString()));
    const { rowCount } = await db.query('SELECT 1 FROM accounts WHERE id = $1', [stranger]);
    expect(rowCount).toBe(0);
  });
});
