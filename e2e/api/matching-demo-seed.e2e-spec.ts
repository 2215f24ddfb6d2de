import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { CurrentUser, MatchDashboard, MatchPage } from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  POSTGRES_URL,
  RABBITMQ_URL,
  REDIS_URL,
  ROOT,
  waitFor,
} from '@mithaq/testing';

const DEMO_PASSWORD = 'mithaq-demo-local';

/** What `npm start` shows: the identity and profile seeds, then matches for the demo members. */
describe('demo seed matches', () => {
  const platform = new Platform();

  /** Runs one service's seed against this platform's database and bus, as npm start does. */
  const runSeed = async (service: 'identity' | 'profile'): Promise<void> => {
    const child = spawn(
      process.execPath,
      [join(ROOT, `dist/services/${service}/src/seed/seed.js`)],
      {
        cwd: ROOT,
        env: {
          PATH: process.env['PATH'],
          HOME: process.env['HOME'],
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          RABBITMQ_URL,
          REDIS_URL,
          POSTGRES_URL,
          BUS_PREFIX: `${platform.tag}.`,
          REDIS_PREFIX: `${platform.tag}:`,
          OUTBOX_POLL_MS: '100',
          DATABASE_URL: platform.databaseUrl(service),
          ADMIN_USERNAME: 'platform_admin',
          ADMIN_EMAIL: 'platform.admin@example.com',
          ADMIN_PASSWORD: 'admin-password-for-tests',
          SEED_DEMO_MEMBERS: 'true',
          SEED_WAIT_SECONDS: '60',
        },
        stdio: 'ignore',
      },
    );
    const [code] = (await once(child, 'exit')) as [number | null];
    expect([service, code]).toEqual([service, 0]);
  };

  const signIn = async (username: string): Promise<ApiClient> => {
    const client = new ApiClient(platform.baseUrl);
    const login = await client.json<CurrentUser>('POST', '/api/login', {
      username,
      password: DEMO_PASSWORD,
    });
    expect([username, login.status]).toEqual([username, 200]);
    return client;
  };

  beforeAll(async () => {
    await platform.start();
    await runSeed('identity');
    await runSeed('profile');
    // Running both again changes nothing.
    await runSeed('identity');
    await runSeed('profile');
  }, 240_000);
  afterAll(() => platform.stop(), 30_000);

  it('gives approved demo members several matches each, at more than one level', async () => {
    const members = [
      'demo_amina',
      'demo_yusuf',
      'demo_fatima',
      'demo_hafsa',
      'demo_layla',
      'demo_iman',
      'demo_bilal',
      'demo_omar',
      'demo_adam',
      'demo_mustafa',
    ];
    const levels = new Set<string>();
    for (const username of members) {
      const client = await signIn(username);
      const dashboard = await waitFor(
        async () => {
          const { body } = await client.json<MatchDashboard>('GET', '/api/matches');
          return body.totalMatches >= 3 ? body : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 500, what: `${username}'s matches` },
      );
      expect(dashboard.notMatchableReason).toBeNull();
      const { body: page } = await client.json<MatchPage>('GET', '/api/matches/list?pageSize=50');
      expect(page.total).toBe(dashboard.totalMatches);
      for (const card of page.items) {
        levels.add(card.compatibilityLevel);
      }
    }
    expect([...levels].sort()).toEqual(expect.arrayContaining(['high', 'medium']));
  }, 180_000);

  it('shows why the members who cannot match have no matches', async () => {
    const expectations: [string, MatchDashboard['notMatchableReason']][] = [
      ['demo_maryam', 'questionnaire-not-approved'],
      ['demo_ibrahim', 'questionnaire-incomplete'],
    ];
    for (const [username, reason] of expectations) {
      const client = await signIn(username);
      const { body } = await client.json<MatchDashboard>('GET', '/api/matches');
      expect([username, body.notMatchableReason, body.totalMatches]).toEqual([username, reason, 0]);
    }
  });
});
