import { busNames, eventSubscriptions, type ServiceName } from '@mithaq/contracts';
import { RABBITMQ_URL, SERVICES, waitFor, type Platform } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Client } from 'pg';

/**
 * Every event each service wrote to its outbox, against what its subscribers recorded as handled
 * (processed_events: one row per event and consumer, committed with the handler's own changes, so
 * a redelivery is a no-op). An event is delivered exactly once in effect when each subscriber
 * has its row; a subscriber without it after the bus has settled lost the event.
 */
export interface Ledger {
  /** Events in all outboxes. */
  events: number;
  /** Outbox rows the relay has not yet published. */
  unsent: number;
  /** (event, subscriber) pairs that should be handled. */
  expected: number;
  /** Of those, the ones no subscriber row exists for. */
  missing: { service: string; event: string; name: string }[];
  /** Messages in the dead-letter queues (failed too often). */
  deadLettered: number;
  /** Messages waiting in the events and retry queues. */
  queued: number;
}

const subscribersOf = (name: string): ServiceName[] =>
  (Object.keys(eventSubscriptions) as ServiceName[]).filter((service) =>
    (eventSubscriptions[service] as readonly string[]).includes(name),
  );

const query = async <T>(url: string, sql: string): Promise<T[]> => {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
};

const queueDepths = async (platform: Platform): Promise<{ dead: number; queued: number }> => {
  const names = busNames(`${platform.tag}.`);
  const connection = await amqplib.connect(RABBITMQ_URL);
  try {
    const channel = await connection.createChannel();
    let dead = 0;
    let queued = 0;
    for (const service of Object.keys(eventSubscriptions)) {
      dead += (await channel.checkQueue(names.deadQueue(service))).messageCount;
      queued += (await channel.checkQueue(names.eventsQueue(service))).messageCount;
      queued += (await channel.checkQueue(names.retryQueue(service))).messageCount;
    }
    await channel.close();
    return { dead, queued };
  } finally {
    await connection.close();
  }
};

export const readLedger = async (platform: Platform): Promise<Ledger> => {
  const outbox: { id: string; name: string; sent: boolean }[] = [];
  const handled = new Set<string>();
  for (const service of SERVICES) {
    const url = platform.databaseUrl(service);
    const rows = await query<{ id: string; name: string; sent: boolean }>(
      url,
      'SELECT id, name, sent_at IS NOT NULL AS sent FROM outbox',
    );
    outbox.push(...rows);
    const processed = await query<{ event_id: string; consumer: string }>(
      url,
      'SELECT event_id, consumer FROM processed_events',
    );
    processed.forEach((row) => handled.add(`${row.event_id}/${row.consumer}`));
  }
  const missing: Ledger['missing'] = [];
  let expected = 0;
  for (const event of outbox) {
    for (const subscriber of subscribersOf(event.name)) {
      expected += 1;
      if (!handled.has(`${event.id}/${subscriber}`)) {
        missing.push({ service: subscriber, event: event.id, name: event.name });
      }
    }
  }
  const { dead, queued } = await queueDepths(platform);
  return {
    events: outbox.length,
    unsent: outbox.filter((event) => !event.sent).length,
    expected,
    missing,
    deadLettered: dead,
    queued,
  };
};

/**
 * Waits until the bus has settled (nothing unsent, nothing queued, every subscriber caught up) or
 * the time is up, and returns the ledger then: whatever is still missing is lost.
 */
export const settledLedger = async (platform: Platform, timeoutMs = 60_000): Promise<Ledger> => {
  let last: Ledger | null = null;
  try {
    await waitFor(
      async () => {
        last = await readLedger(platform);
        return last.unsent === 0 && last.queued === 0 && last.missing.length === 0;
      },
      { timeoutMs, intervalMs: 500, what: 'every event to reach every subscriber' },
    );
  } catch {
    // The ledger as it stands is the answer.
  }
  return last ?? readLedger(platform);
};

export const describeLedger = (ledger: Ledger): string =>
  `${ledger.events} events, ${ledger.expected} deliveries expected, ${ledger.missing.length} missing, ` +
  `${ledger.deadLettered} dead-lettered, ${ledger.unsent} unsent, ${ledger.queued} still queued` +
  (ledger.missing.length > 0
    ? ` (${[...new Set(ledger.missing.map((m) => `${m.name}→${m.service}`))].slice(0, 6).join(', ')})`
    : '');
