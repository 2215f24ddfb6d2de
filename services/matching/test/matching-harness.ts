import { randomUUID } from 'node:crypto';
import {
  busNames,
  type EventEnvelope,
  type EventName,
  type EventPayload,
  type Gender,
  type MembershipTier,
  type QuestionnaireAnswers,
} from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { ServiceHarness } from '@mithaq/service-harness';
import { maleQuestionnaireAnswers, RABBITMQ_URL, REDIS_URL, waitFor } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { loadMatchingConfig, type MatchingConfig } from '../src/config';
import { MatchingWorker } from '../src/recompute/matching-worker';
import type { RecomputeHooks } from '../src/recompute/recomputer';
import { createMatchingService } from '../src/service';

/** Fast sweeps and short job locks so crash recovery happens within a test. */
const TEST_MATCHING_ENV = {
  DIRTY_SWEEP_MS: '500',
  WORKER_LOCK_MS: '1500',
  RECOMPUTE_ATTEMPTS: '5',
  REQUEST_EXPIRY_SWEEP_MS: '60000',
};

export interface StartedWorker {
  worker: MatchingWorker;
  dataSource: DataSource;
  stop: () => Promise<void>;
}

/**
 * The matching service in this process on a fresh database, queue prefix and Redis prefix, with
 * in-process workers (each with its own database pool and Redis connections, as separate worker
 * processes would have) and helpers to publish identity and profile events.
 */
export class MatchingHarness {
  readonly services = new ServiceHarness(15_000);
  readonly redisPrefix = `${this.services.tag}:`;
  readonly config: MatchingConfig;
  readonly workers: StartedWorker[] = [];
  private readonly published = new Set<string>();
  private connection: amqplib.ChannelModel | null = null;
  private channel: amqplib.ConfirmChannel | null = null;
  db!: DataSource;

  constructor(env: Record<string, string> = {}) {
    this.config = loadMatchingConfig({ ...TEST_MATCHING_ENV, ...env });
  }

  async start(): Promise<this> {
    await this.services.start(createMatchingService(this.config), {
      REDIS_PREFIX: this.redisPrefix,
    });
    this.db = await this.openDataSource();
    this.connection = await amqplib.connect(RABBITMQ_URL);
    this.channel = await this.connection.createConfirmChannel();
    return this;
  }

  private async openDataSource(): Promise<DataSource> {
    const database = await this.services.database('matching');
    const dataSource = new DataSource({ type: 'postgres', url: database.url, extra: { max: 4 } });
    return dataSource.initialize();
  }

  async startWorker(hooks?: RecomputeHooks): Promise<StartedWorker> {
    const dataSource = await this.openDataSource();
    const worker = new MatchingWorker({
      dataSource,
      config: this.config,
      redisUrl: REDIS_URL,
      redisPrefix: this.redisPrefix,
      logger: createLogger('matching-worker-test', process.env['MATCHING_TEST_LOG'] ?? 'silent'),
      hooks,
    });
    await worker.start();
    const started: StartedWorker = {
      worker,
      dataSource,
      stop: async () => {
        this.workers.splice(this.workers.indexOf(started), 1);
        await worker.close();
        if (dataSource.isInitialized) {
          await dataSource.destroy();
        }
      },
    };
    this.workers.push(started);
    return started;
  }

  async publish<E extends EventName>(
    name: E,
    payload: EventPayload<E>,
    occurredAt = new Date().toISOString(),
  ): Promise<EventEnvelope<E>> {
    const envelope: EventEnvelope<E> = {
      id: randomUUID(),
      name,
      occurredAt,
      requestId: null,
      payload,
    };
    await this.republish(envelope);
    return envelope;
  }

  async republish(envelope: EventEnvelope): Promise<void> {
    const channel = this.channel;
    if (!channel) {
      throw new Error('start the harness first');
    }
    channel.publish(
      busNames(this.services.prefix).eventsExchange,
      envelope.name,
      Buffer.from(JSON.stringify(envelope)),
      { persistent: true },
    );
    await channel.waitForConfirms();
    this.published.add(envelope.id);
  }

  /**
   * Waits until every event published here has been consumed and every recompute has settled:
   * no dirty member, no running full recompute.
   */
  async settled(timeoutMs = 20_000): Promise<void> {
    await waitFor(
      async () => {
        const [row] = await this.db.query<{ dirty: number; running: number; consumed: number }[]>(
          `SELECT (SELECT count(*) FROM dirty_members)::int AS dirty,
                  (SELECT count(*) FROM recompute_runs WHERE status = 'running')::int AS running,
                  (SELECT count(*) FROM processed_events
                    WHERE event_id = ANY($1::uuid[]))::int AS consumed`,
          [[...this.published]],
        );
        return row?.consumed === this.published.size && row.dirty === 0 && row.running === 0;
      },
      { timeoutMs, intervalMs: 100, what: 'recomputes to settle' },
    );
  }

  /** Every stored pair as "user1|user2|score|mask", sorted, for comparisons. */
  async pairs(): Promise<string[]> {
    const rows: { k: string }[] = await this.db.query(
      `SELECT user1_id || '|' || user2_id || '|' || compatibility_score || '|' || factor_mask AS k
         FROM matches ORDER BY 1`,
    );
    return rows.map((row) => row.k);
  }

  async stop(): Promise<void> {
    for (const started of [...this.workers]) {
      await started.stop();
    }
    await this.channel?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    if (this.db?.isInitialized) {
      await this.db.destroy();
    }
    await this.services.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${this.redisPrefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  }
}

export interface MemberSpec {
  gender: Gender;
  username?: string;
  fullName?: string;
  dateOfBirth?: string;
  ethnicity?: string;
  countryOfResidence?: string;
  answers?: Partial<QuestionnaireAnswers>;
  /**
   * The tier billing announces for the member: bronze unless set, so members see every match
   * with its factors and may send requests; 'free' publishes nothing (free is the default).
   */
  tier?: MembershipTier;
}

export const answersFor = (
  gender: Gender,
  overrides: Partial<QuestionnaireAnswers> = {},
): QuestionnaireAnswers => ({
  ...maleQuestionnaireAnswers,
  preferredAgeMin: null,
  preferredAgeMax: null,
  ...(gender === 'female' ? { hijabLevel: 'always', beardLevel: null } : {}),
  ...overrides,
});

/** The events that make a member matchable, in the order the platform sends them. */
export const memberEvents = (userId: string, spec: MemberSpec) => {
  const username = spec.username ?? `m_${userId.slice(0, 8)}`;
  const lookingFor: Gender = spec.gender === 'male' ? 'female' : 'male';
  const personal = {
    fullName: spec.fullName ?? 'Test Member',
    gender: spec.gender,
    dateOfBirth: spec.dateOfBirth ?? '1995-05-05',
    nationality: 'British',
    ethnicity: spec.ethnicity ?? 'Arab',
    countryOfResidence: spec.countryOfResidence ?? 'United Kingdom',
    maritalStatus: 'single' as const,
    practiceLevel: 'practicing' as const,
    lookingFor,
    waliContact: null,
    bio: 'A member of the test community.',
  };
  return {
    registered: {
      userId,
      username,
      email: `${username}@example.com`,
      role: 'seeker' as const,
      createdAt: new Date().toISOString(),
      personal,
    },
    approved: { userId, approvedBy: null },
    submitted: {
      userId,
      gender: spec.gender,
      answers: answersFor(spec.gender, spec.answers),
      reviewStatus: 'pending' as const,
    },
    questionnaireApproved: { userId, reviewedBy: randomUUID() },
  };
};

/**
 * Publishes a member's registration, approval, questionnaire and its approval, 1 ms apart, then
 * their tier (bronze unless the spec says otherwise).
 */
export const publishMember = async (
  harness: MatchingHarness,
  spec: MemberSpec,
  userId: string = randomUUID(),
): Promise<string> => {
  const events = memberEvents(userId, spec);
  const base = Date.now();
  const at = (i: number) => new Date(base + i).toISOString();
  await harness.publish('identity.account.registered', events.registered, at(0));
  await harness.publish('identity.account.approved', events.approved, at(1));
  await harness.publish('profile.questionnaire.submitted', events.submitted, at(2));
  await harness.publish('profile.questionnaire.approved', events.questionnaireApproved, at(3));
  const tier = spec.tier ?? 'bronze';
  if (tier !== 'free') {
    await harness.publish(
      'billing.membership.changed',
      membershipChange(userId, tier, at(4)),
      at(4),
    );
  }
  return userId;
};

/** A billing.membership.changed payload, as billing announces a grant or a payment. */
export const membershipChange = (
  userId: string,
  tier: MembershipTier,
  changedAt: string = new Date().toISOString(),
  previousTier: MembershipTier = 'free',
): EventPayload<'billing.membership.changed'> => ({
  userId,
  tier,
  previousTier,
  source: 'complimentary',
  endsAt: null,
  changedAt,
});
