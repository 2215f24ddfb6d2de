import type { CurrentUser } from '@mithaq/contracts';
import {
  ApiClient,
  OwnPostgres,
  OwnRabbitMq,
  OwnRedis,
  Platform,
  waitFor,
  type PlatformOptions,
} from '@mithaq/testing';
import {
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from '../api/matching-fixtures';
import { acceptedPair, MEMBER_PASSWORD } from '../api/messaging-fixtures';
import { FAULT_PORTS } from './ports';
import type { LoadCast } from './load';

/** The service whose database lives on the private Postgres that the suite restarts. */
export const OWN_DB_SERVICE = 'messaging';

/** The platform with one service's database on another Postgres server. */
export class FaultPlatform extends Platform {
  constructor(
    private readonly ownPostgresUrl: string,
    options: PlatformOptions,
  ) {
    super(options);
  }

  override databaseUrl(service: string): string {
    return service === OWN_DB_SERVICE
      ? `${this.ownPostgresUrl}/mithaq_${this.tag}_${service}`
      : super.databaseUrl(service);
  }
}

/** The private servers of the suite, on the ports the test helpers were pointed at. */
export class FaultInfra {
  readonly rabbit = new OwnRabbitMq(FAULT_PORTS.rabbit, FAULT_PORTS.rabbitDist);
  readonly redis = new OwnRedis(FAULT_PORTS.redis);
  readonly postgres = new OwnPostgres(FAULT_PORTS.postgres);

  async start(): Promise<void> {
    await Promise.all([this.redis.start(), this.postgres.start()]);
    await this.rabbit.start();
  }

  async destroy(): Promise<void> {
    await Promise.allSettled([
      this.rabbit.destroy(),
      this.redis.destroy(),
      this.postgres.destroy(),
    ]);
  }
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until `check` first holds (polled every 250 ms), or an error after `timeoutMs`. */
export const timeUntil = async (
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 90_000,
): Promise<number> => {
  const started = Date.now();
  await waitFor(async () => check().catch(() => false), { timeoutMs, intervalMs: 250, what });
  return Date.now() - started;
};

/** Signs a member (or the admin) in on a fresh client; throws unless it works. */
export const signIn = async (
  platform: Platform,
  username: string,
  password = MEMBER_PASSWORD,
): Promise<ApiClient> => {
  const client = new ApiClient(platform.baseUrl);
  const login = await client.json<CurrentUser>('POST', '/api/login', { username, password });
  if (login.status !== 200) {
    throw new Error(`signing in ${username} answered ${login.status}`);
  }
  return client;
};

/**
 * The members the load works with: an accepted pair who write to each other, and three bronze
 * women and three bronze men of one community, all matched, who have sent no request yet.
 */
export const makeCast = async (platform: Platform, admin: ApiClient): Promise<LoadCast> => {
  const pair = await acceptedPair(platform, admin);
  const community = newCommunity();
  const requesters: Member[] = [];
  const requested: Member[] = [];
  for (let i = 0; i < 3; i += 1) {
    requesters.push(await matchableMember(platform, admin, 'female', community));
    requested.push(await matchableMember(platform, admin, 'male', community));
  }
  for (const woman of requesters) {
    await waitForMatches(
      woman,
      requested.map((man) => man.id),
    );
  }
  return { admin, writers: [pair.woman, pair.man], requesters, requested };
};

/** After Redis lost its sessions: every member of the cast and the admin sign in again. */
export const signInCastAgain = async (
  platform: Platform,
  cast: LoadCast,
  admin: { username: string; password: string },
): Promise<void> => {
  const members = [...cast.writers, ...cast.requesters, ...cast.requested];
  for (const member of members) {
    member.client = await signIn(platform, member.username);
  }
  cast.admin = await signIn(platform, admin.username, admin.password);
};

/**
 * What a member does most: their own account, their dashboard and a message. A message refused
 * with 429 counts as a normal answer: the messaging limit (counted in Redis) is working, and the
 * load and these probes can use up the writer's allowance, which would otherwise measure the
 * limit's window instead of the recovery.
 */
export const answersNormally = async (cast: LoadCast): Promise<boolean> => {
  const [woman, man] = cast.writers;
  const user = await woman.client.json('GET', '/api/user');
  const dashboard = await woman.client.json('GET', '/api/matches');
  const message = await woman.client.json('POST', '/api/messages', {
    receiverId: man.id,
    content: 'Are you well?',
  });
  return (
    user.status === 200 &&
    dashboard.status === 200 &&
    (message.status === 201 || message.status === 429)
  );
};

/**
 * Whether the gateway process is still running; if it died (a real fault to report), it is
 * started again so the next cases still have a platform to test.
 */
export const gatewaySurvived = async (platform: Platform): Promise<boolean> => {
  const gateway = platform.processes.get('gateway');
  const alive = gateway !== undefined && gateway.exitCode === null && gateway.signalCode === null;
  if (!alive) {
    await platform.restart('gateway');
  }
  return alive;
};
