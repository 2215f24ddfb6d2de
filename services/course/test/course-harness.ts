import { randomUUID } from 'node:crypto';
import {
  busNames,
  CourseRpc,
  DomainError,
  type Actor,
  type CourseSession,
  type CreateCourseSession,
  type EventEnvelope,
  type EventName,
  type EventPayload,
} from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { RABBITMQ_URL, waitFor } from '@mithaq/testing';
import type { INestMicroservice } from '@nestjs/common';
import amqplib from 'amqplib';
import { Client } from 'pg';
import { HoldSweep } from '../src/bookings/hold-sweep';
import { loadCourseConfig } from '../src/config';
import { createCourseService } from '../src/service';
import { londonDatePlus } from '../src/sessions/session-rules';
import { BillingStandIn } from './billing-stand-in';

export interface TestMember extends Actor {
  username: string;
  email: string;
  fullName: string;
}

/**
 * The course service in this process on a fresh database and queue prefix, billing's charge
 * calls answered by a stand-in, with helpers to publish the events identity and billing send
 * and to look at the database. Holds are swept only when a test asks.
 */
export class CourseHarness {
  readonly services = new ServiceHarness(30_000);
  readonly billing = new BillingStandIn();
  private connection: amqplib.ChannelModel | null = null;
  private channel: amqplib.ConfirmChannel | null = null;
  private app: INestMicroservice | null = null;
  readonly admin: Actor = { userId: randomUUID(), role: 'admin' };
  db!: Client;

  get rpc() {
    return this.services.rpc;
  }

  async start(): Promise<this> {
    await this.billing.start(this.services.prefix);
    const config = loadCourseConfig({ COURSE_HOLD_SWEEP_MS: '3600000' });
    this.app = await this.services.start(createCourseService(config), {
      LOG_LEVEL: process.env['COURSE_TEST_LOG'] ?? 'silent',
    });
    this.db = new Client({ connectionString: (await this.services.database('course')).url });
    await this.db.connect();
    this.connection = await amqplib.connect(RABBITMQ_URL);
    this.channel = await this.connection.createConfirmChannel();
    return this;
  }

  /** Releases expired holds now. */
  sweep() {
    if (!this.app) {
      throw new Error('start the harness first');
    }
    return this.app.get(HoldSweep).sweep();
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

  /** A seeker identity announced, in the course service's member directory. */
  async member(): Promise<TestMember> {
    const userId = randomUUID();
    const username = `c_${userId.slice(0, 8)}`;
    const email = `${username}@example.com`;
    const fullName = `Member ${userId.slice(0, 4)}`;
    await this.publish('identity.account.registered', {
      userId,
      username,
      email,
      role: 'seeker',
      createdAt: new Date().toISOString(),
      personal: {
        fullName,
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
    return { userId, role: 'seeker', username, email, fullName };
  }

  /** A session scheduled by the admin, a week ahead unless told. */
  session(overrides: Partial<CreateCourseSession> = {}): Promise<CourseSession> {
    return this.rpc.call(
      CourseRpc.createSession,
      {
        date: londonDatePlus(new Date(), 7),
        time: '09:00',
        sessionType: 'morning',
        location: 'Test Hall, Middlesbrough',
        availableSlots: 20,
        price: 5000,
        ...overrides,
      },
      this.admin,
    );
  }

  /** billing.order.paid for the charge the stand-in opened for `reference`. */
  paidEvent(
    userId: string,
    reference: string,
    purpose: 'course' | 'services' = 'course',
  ): EventPayload<'billing.order.paid'> {
    const call = this.billing.charges.find((c) => c.request.reference === reference);
    return {
      orderId: this.billing.orderOf(reference),
      userId,
      purpose,
      reference,
      amount: call?.request.amount ?? 0,
      currency: 'gbp',
      paidAt: new Date().toISOString(),
    };
  }

  async count(sql: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params);
    return rows[0]?.n ?? 0;
  }

  /** Outbox events with this name, oldest first. */
  async outbox<E extends EventName>(name: E): Promise<EventPayload<E>[]> {
    const { rows } = await this.db.query<{ payload: EventPayload<E> }>(
      'SELECT payload FROM outbox WHERE name = $1 ORDER BY seq',
      [name],
    );
    return rows.map((row) => row.payload);
  }

  async stop(): Promise<void> {
    await this.channel?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    await this.db?.end().catch(() => undefined);
    await this.services.stop();
    await this.billing.stop();
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
