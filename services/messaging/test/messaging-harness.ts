import { randomUUID } from 'node:crypto';
import {
  busNames,
  DomainError,
  presenceKey,
  type Actor,
  type EventEnvelope,
  type EventName,
  type EventPayload,
  type MembershipTier,
  type Role,
} from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { RABBITMQ_URL, REDIS_URL, waitFor } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { messagingService } from '../src/service';

export interface TestMember extends Actor {
  username: string;
  email: string;
}

export interface OutboxRow<E extends EventName = EventName> {
  name: E;
  payload: EventPayload<E>;
}

/**
 * The messaging service in this process on a fresh database, queue prefix and Redis prefix, with
 * helpers to publish the events identity and matching would send and to look at its database.
 */
export class MessagingHarness {
  readonly services = new ServiceHarness(10_000);
  readonly redisPrefix = `${this.services.tag}:`;
  private connection: amqplib.ChannelModel | null = null;
  private channel: amqplib.ConfirmChannel | null = null;
  private redis: Redis | null = null;
  db!: Client;

  get rpc() {
    return this.services.rpc;
  }

  async start(): Promise<this> {
    await this.services.start(messagingService, {
      REDIS_PREFIX: this.redisPrefix,
      LOG_LEVEL: process.env['MESSAGING_TEST_LOG'] ?? 'silent',
    });
    this.db = new Client({ connectionString: (await this.services.database('messaging')).url });
    await this.db.connect();
    this.connection = await amqplib.connect(RABBITMQ_URL);
    this.channel = await this.connection.createConfirmChannel();
    this.redis = new Redis(REDIS_URL);
    return this;
  }

  /** Publishes an event as its owner would and waits until the service has handled it. */
  async publish<E extends EventName>(name: E, payload: EventPayload<E>): Promise<EventEnvelope<E>> {
    const envelope: EventEnvelope<E> = {
      id: randomUUID(),
      name,
      occurredAt: new Date().toISOString(),
      requestId: null,
      payload,
    };
    await this.deliver(envelope);
    return envelope;
  }

  /** Delivers an envelope (again), and waits until it is recorded as processed. */
  async deliver(envelope: EventEnvelope): Promise<void> {
    const channel = this.channel;
    if (!channel) {
      throw new Error('start the harness first');
    }
    channel.publish(
      busNames(this.services.prefix).eventsExchange,
      envelope.name,
      Buffer.from(JSON.stringify(envelope)),
      { persistent: true, messageId: envelope.id },
    );
    await channel.waitForConfirms();
    await waitFor(
      async () =>
        (await this.db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id]))
          .rowCount === 1,
      { timeoutMs: 15_000, what: `${envelope.name} to be consumed` },
    );
  }

  /**
   * A member identity announced (seeker unless told), on bronze unless told: the tier billing
   * would have announced, stored as its event would store it, so the member may write to partners.
   */
  async member(role: Role = 'seeker', tier: MembershipTier = 'bronze'): Promise<TestMember> {
    const userId = randomUUID();
    const username = `m_${userId.slice(0, 8)}`;
    const email = `${username}@example.com`;
    await this.publish('identity.account.registered', {
      userId,
      username,
      email,
      role,
      createdAt: new Date().toISOString(),
      personal: {
        fullName: 'Test Member',
        gender: 'male',
        dateOfBirth: '1995-05-05',
        nationality: 'British',
        ethnicity: 'Arab',
        countryOfResidence: 'United Kingdom',
        maritalStatus: 'single',
        practiceLevel: 'practicing',
        lookingFor: 'female',
        waliContact: null,
        bio: 'A member of the test community.',
      },
    });
    if (tier !== 'free') {
      await this.db.query(
        'INSERT INTO member_tiers (user_id, tier, changed_at) VALUES ($1, $2, now())',
        [userId, tier],
      );
    }
    return { userId, role, username, email };
  }

  /** Announces the member's tier as billing would (billing.membership.changed), and waits for it. */
  async announceTier(userId: string, tier: MembershipTier): Promise<void> {
    await this.publish('billing.membership.changed', {
      userId,
      tier,
      previousTier: 'free',
      source: 'complimentary',
      endsAt: null,
      changedAt: new Date().toISOString(),
    });
  }

  /** Two members whose match request was accepted: their conversation is open. */
  async matchedPair(
    tiers: [MembershipTier, MembershipTier] = ['bronze', 'bronze'],
  ): Promise<[TestMember, TestMember, string]> {
    const [a, b] = [await this.member('seeker', tiers[0]), await this.member('seeker', tiers[1])];
    await this.publish('matching.request.answered', {
      requestId: randomUUID(),
      requesterId: a.userId,
      targetId: b.userId,
      status: 'accepted',
    });
    return [a, b, await this.conversationOf(a.userId, b.userId)];
  }

  async conversationOf(a: string, b: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM conversations WHERE kind = 'member'
         AND ((member_a = $1 AND member_b = $2) OR (member_a = $2 AND member_b = $1))`,
      [a, b],
    );
    if (rows.length !== 1) {
      throw new Error(`expected one conversation, found ${rows.length}`);
    }
    return rows[0].id;
  }

  async count(sql: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params);
    return rows[0]?.n ?? 0;
  }

  /** Outbox events with this name, oldest first. */
  async outbox<E extends EventName>(name: E): Promise<EventPayload<E>[]> {
    const { rows } = await this.db.query<OutboxRow<E>>(
      'SELECT name, payload FROM outbox WHERE name = $1 ORDER BY seq',
      [name],
    );
    return rows.map((row) => row.payload);
  }

  /** Writes the presence the gateway would keep for the member. */
  async setPresence(userId: string, online: number, lastSeen: number): Promise<void> {
    await this.redis?.set(
      presenceKey(this.redisPrefix, userId),
      JSON.stringify({ online, lastSeen }),
    );
  }

  async stop(): Promise<void> {
    await this.channel?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    this.redis?.disconnect();
    await this.db?.end().catch(() => undefined);
    await this.services.stop();
  }
}

/** The domain error a call failed with (fails the test when it succeeded). */
export const errorOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) {
    throw error;
  }
  return error;
};
