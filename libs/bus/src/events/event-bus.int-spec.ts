import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@mithaq/contracts';
import { openDatabase } from '@mithaq/database';
import { createLogger } from '@mithaq/logging';
import {
  createTestDatabase,
  deleteBusPrefix,
  RABBITMQ_URL,
  uniqueTag,
  waitFor,
  type TestDatabase,
} from '@mithaq/testing';
import amqplib, { type Channel, type ChannelModel } from 'amqplib';
import type { DataSource } from 'typeorm';
import { busNames, eventSubscriptions } from '@mithaq/contracts';
import { BusTables1763700000000, busEntities } from './entities';
import { EventBus } from './event-bus';
import { recordEvent } from './outbox';

const logger = createLogger('bus-test', 'silent');

/** The profile queue carries other events too; these tests only exercise registrations. */
const ignore = (): Promise<void> => Promise.resolve();
const otherProfileEvents = Object.fromEntries(
  eventSubscriptions.profile
    .filter((name) => name !== 'identity.account.registered')
    .map((name) => [name, ignore]),
);

const registered = (userId: string): EventEnvelope<'identity.account.registered'>['payload'] => ({
  userId,
  username: 'amina',
  email: 'amina@example.com',
  role: 'seeker',
  createdAt: new Date().toISOString(),
  personal: {
    fullName: 'Amina Yusuf',
    gender: 'female',
    dateOfBirth: '1995-01-01',
    nationality: 'British',
    ethnicity: 'Somali',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single',
    practiceLevel: 'practicing',
    lookingFor: 'male',
    waliContact: null,
    bio: 'About me',
  },
});

describe('event bus (outbox, relay, consumer) against RabbitMQ and Postgres', () => {
  let tag: string;
  let database: TestDatabase;
  let dataSource: DataSource;
  let connection: ChannelModel;
  let channel: Channel;
  const buses: EventBus[] = [];

  const startBus = async (maxAttempts = 3, outboxPollMs = 50): Promise<EventBus> => {
    const bus = await EventBus.start({
      service: 'profile',
      rabbitmqUrl: RABBITMQ_URL,
      prefix: `${tag}.`,
      dataSource,
      logger,
      prefetch: 4,
      maxAttempts,
      outboxPollMs,
      retryBaseMs: 20,
    });
    buses.push(bus);
    return bus;
  };

  beforeEach(async () => {
    tag = uniqueTag('bus');
    database = await createTestDatabase(tag);
    dataSource = await openDatabase({
      url: database.url,
      entities: busEntities,
      migrations: [BusTables1763700000000],
    });
    await dataSource.query(
      'CREATE TABLE handled (event_id uuid NOT NULL, at timestamptz DEFAULT now())',
    );
    connection = await amqplib.connect(RABBITMQ_URL);
    channel = await connection.createChannel();
  });

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    await channel.close();
    await connection.close();
    await dataSource.destroy();
    await database.drop();
    await deleteBusPrefix(`${tag}.`);
  });

  it('publishes an event recorded in a committed transaction and marks its outbox row sent', async () => {
    const bus = await startBus();
    const userId = randomUUID();
    const envelope = await bus.transaction((manager) =>
      recordEvent(manager, 'identity.account.registered', registered(userId)),
    );

    const queue = busNames(`${tag}.`).eventsQueue('profile');
    const message = await waitFor(
      async () => (await channel.get(queue, { noAck: true })) || undefined,
      {
        what: 'the event in the profile queue',
      },
    );
    const received = JSON.parse(
      message.content.toString(),
    ) as EventEnvelope<'identity.account.registered'>;
    expect(received).toMatchObject({
      id: envelope.id,
      name: 'identity.account.registered',
      occurredAt: envelope.occurredAt,
    });
    expect(received.payload.userId).toBe(userId);
    expect(message.properties.deliveryMode).toBe(2);
    const [row] = await waitFor(async () => {
      const rows: { sent_at: Date | null }[] = await dataSource.query(
        'SELECT sent_at FROM outbox WHERE id = $1',
        [envelope.id],
      );
      return rows[0]?.sent_at ? rows : undefined;
    });
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  /** The id of the next event in the profile queue, waited for up to 10 s. */
  const nextProfileEventId = async (): Promise<string> => {
    const message = await waitFor(
      async () =>
        (await channel.get(busNames(`${tag}.`).eventsQueue('profile'), { noAck: true })) ||
        undefined,
      { timeoutMs: 10_000, what: 'the event in the profile queue' },
    );
    return (JSON.parse(message.content.toString()) as EventEnvelope).id;
  };

  /** Records an event the way another process of the service does: its own connection, no bus. */
  const recordElsewhere = async (): Promise<string> => {
    const other = await openDatabase({ url: database.url, entities: busEntities, migrations: [] });
    try {
      const envelope = await other.transaction((manager) =>
        recordEvent(manager, 'identity.account.registered', registered(randomUUID())),
      );
      return envelope.id;
    } finally {
      await other.destroy();
    }
  };

  /** A bus whose relay looks for itself only every 10 min, once it listens; and its backend. */
  const startListeningBus = async (): Promise<{ bus: EventBus; pid: number }> => {
    const bus = await startBus(3, 600_000);
    const pid = await waitFor(() => bus.listenerPid() ?? undefined, {
      what: 'the relay to listen',
    });
    return { bus, pid };
  };

  it('publishes at once what another process commits, long before its next look', async () => {
    await startListeningBus();
    const id = await recordElsewhere();
    expect(await nextProfileEventId()).toBe(id);
  });

  it('listens again after losing its connection, and publishes what was committed meanwhile', async () => {
    const { bus, pid } = await startListeningBus();
    await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
    await waitFor(() => (bus.listenerPid() === pid ? undefined : true), {
      what: 'the relay to notice',
    });
    const missed = await recordElsewhere();
    expect(await nextProfileEventId()).toBe(missed);
    await waitFor(() => bus.listenerPid() ?? undefined, { what: 'the relay to listen again' });
    const later = await recordElsewhere();
    expect(await nextProfileEventId()).toBe(later);
  });

  it('serves another channel on the connection the relay listens on, whenever it is asked', async () => {
    const { bus, pid } = await startListeningBus();
    // Asked for after listening started: listened to on the same backend, and told once at once.
    let heard = 0;
    const stop = bus.onNotification('pets_changed', () => (heard += 1));
    await waitFor(() => (heard === 1 ? true : undefined), { what: 'the first call' });
    expect(bus.listenerPid()).toBe(pid);
    await dataSource.query("SELECT pg_notify('pets_changed', '')");
    await waitFor(() => (heard === 2 ? true : undefined), { what: 'the notification' });
    // The relay still hears its own channel on that connection.
    const id = await recordElsewhere();
    expect(await nextProfileEventId()).toBe(id);
    stop();
    await dataSource.query("SELECT pg_notify('pets_changed', '')");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toBe(2);
    expect(() => bus.onNotification('pets; DROP TABLE outbox', () => undefined)).toThrow(
      /not a channel name/,
    );
  });

  it('publishes nothing when the transaction that recorded the event rolls back', async () => {
    const bus = await startBus();
    await expect(
      bus.transaction(async (manager) => {
        await recordEvent(manager, 'identity.account.registered', registered(randomUUID()));
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const queue = busNames(`${tag}.`).eventsQueue('profile');
    expect(await channel.get(queue, { noAck: true })).toBe(false);
    expect(await dataSource.query('SELECT * FROM outbox')).toHaveLength(0);
  });

  it('refuses to record an event outside a transaction', async () => {
    await expect(
      recordEvent(dataSource.manager, 'identity.account.registered', registered(randomUUID())),
    ).rejects.toThrow('must run inside a transaction');
  });

  it('handles an event delivered twice only once', async () => {
    const bus = await startBus();
    await bus.subscribe({
      ...otherProfileEvents,
      'identity.account.registered': async (event, manager) => {
        await manager.query('INSERT INTO handled (event_id) VALUES ($1)', [event.id]);
      },
    });
    const envelope: EventEnvelope<'identity.account.registered'> = {
      id: randomUUID(),
      name: 'identity.account.registered',
      occurredAt: new Date().toISOString(),
      requestId: 'req-twice',
      payload: registered(randomUUID()),
    };
    const names = busNames(`${tag}.`);
    for (let i = 0; i < 2; i += 1) {
      channel.publish(names.eventsExchange, envelope.name, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
      });
    }
    await waitFor(async () => {
      const rows: unknown[] = await dataSource.query(
        'SELECT 1 FROM processed_events WHERE event_id = $1',
        [envelope.id],
      );
      return rows.length === 1;
    });
    // Give the second delivery time to be consumed too.
    await waitFor(
      async () => (await channel.checkQueue(names.eventsQueue('profile'))).messageCount === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      await dataSource.query('SELECT * FROM handled WHERE event_id = $1', [envelope.id]),
    ).toHaveLength(1);
  });

  it('retries a failing handler, then dead-letters the event where it stays visible', async () => {
    const bus = await startBus(3);
    let calls = 0;
    await bus.subscribe({
      ...otherProfileEvents,
      'identity.account.registered': () => {
        calls += 1;
        return Promise.reject(new Error('handler keeps failing'));
      },
    });
    const envelope = await bus.transaction((manager) =>
      recordEvent(manager, 'identity.account.registered', registered(randomUUID())),
    );
    const dead = busNames(`${tag}.`).deadQueue('profile');
    const message = await waitFor(
      async () => (await channel.get(dead, { noAck: true })) || undefined,
      {
        what: 'the event in the dead-letter queue',
      },
    );
    expect(calls).toBe(3);
    expect((JSON.parse(message.content.toString()) as EventEnvelope).id).toBe(envelope.id);
    expect(await dataSource.query('SELECT * FROM processed_events')).toHaveLength(0);
  });

  it('retries a handler that fails once and then commits its work exactly once', async () => {
    const bus = await startBus(5);
    let calls = 0;
    await bus.subscribe({
      ...otherProfileEvents,
      'identity.account.registered': async (event, manager) => {
        calls += 1;
        await manager.query('INSERT INTO handled (event_id) VALUES ($1)', [event.id]);
        if (calls === 1) {
          throw new Error('transient failure');
        }
      },
    });
    const envelope = await bus.transaction((manager) =>
      recordEvent(manager, 'identity.account.registered', registered(randomUUID())),
    );
    await waitFor(async () => {
      const rows: unknown[] = await dataSource.query(
        'SELECT 1 FROM processed_events WHERE event_id = $1',
        [envelope.id],
      );
      return rows.length === 1;
    });
    expect(calls).toBe(2);
    expect(await dataSource.query('SELECT * FROM handled')).toHaveLength(1);
  });
});
