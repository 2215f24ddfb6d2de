/** @platform shared */
import { request } from 'node:http';
import type { CurrentUser, MatchCard } from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import {
  allMatches,
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from './matching-fixtures';
import { sessionCookie } from './messaging-fixtures';

/**
 * The gateway serves members' dashboards, match lists and current user from copies while the
 * services' data is unchanged. These tests hold it to freshness: a member reads their own change
 * at once, and another member's change reaches them within two seconds (the copies' maximum
 * age is ten, so only the services' change announcements can make that happen).
 */
describe('the read cache through the gateway', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const cacheCount = async (result: 'hit' | 'miss'): Promise<number> => {
    const text = await (await fetch(`${platform.baseUrl}/metrics`)).text();
    const line = new RegExp(`^gateway_read_cache_total\\{result="${result}"\\} (\\d+)`, 'm');
    return Number(line.exec(text)?.[1] ?? 0);
  };

  it('serves repeated reads from copies and shows a member their own change at once', async () => {
    const community = newCommunity();
    const woman = await matchableMember(platform, admin, 'female', community);
    const hitsBefore = await cacheCount('hit');
    const first = await woman.client.json<CurrentUser>('GET', '/api/user');
    expect(first.status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await woman.client.json<CurrentUser>('GET', '/api/user')).body).toEqual(first.body);
    }
    // The account and the profile parts of five reads.
    expect((await cacheCount('hit')) - hitsBefore).toBeGreaterThanOrEqual(10);

    for (const occupation of ['Pharmacist', 'Teacher', 'Architect']) {
      const edited = await woman.client.json('PATCH', `/api/users/${woman.id}`, { occupation });
      expect(edited.status).toBe(200);
      // No wait: the very next read is the member's own change.
      const read = await woman.client.json<CurrentUser>('GET', '/api/user');
      expect(read.body.occupation).toBe(occupation);
    }
  }, 120_000);

  /**
   * A GET on a connection of its own. The gateway of the shared platform runs as two processes,
   * and its primary hands each new connection to the next one in turn: two reads in a row reach
   * both.
   */
  const readAlone = (path: string, cookie: string): Promise<{ status: number; body: unknown }> =>
    new Promise((resolve, reject) => {
      const req = request(
        `${platform.baseUrl}${path}`,
        { agent: false, headers: { cookie, connection: 'close' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('shows a member their own change at once in whichever gateway process reads it', async () => {
    const woman = await matchableMember(platform, admin, 'female', newCommunity());
    // A second session of the same member, as on a phone beside the laptop.
    const cookie = await sessionCookie(platform.baseUrl, woman.username, woman.password);
    const hitsBefore = await cacheCount('hit');
    for (let i = 0; i < 6; i += 1) {
      expect((await readAlone('/api/user', cookie)).status).toBe(200);
    }
    // Each process read the account and the profile once; every other read was a copy.
    expect((await cacheCount('hit')) - hitsBefore).toBeGreaterThanOrEqual(8);

    for (const occupation of ['Nurse', 'Engineer', 'Librarian']) {
      const edited = await woman.client.json('PATCH', `/api/users/${woman.id}`, { occupation });
      expect(edited.status).toBe(200);
      for (let i = 0; i < 2; i += 1) {
        const read = await readAlone('/api/user', cookie);
        expect((read.body as CurrentUser).occupation).toBe(occupation);
      }
    }
  }, 120_000);

  it("shows another member's change within two seconds", async () => {
    const community = newCommunity();
    const woman = await matchableMember(platform, admin, 'female', community);
    const man = await matchableMember(platform, admin, 'male', community);
    await waitForMatches(woman, [man.id]);
    const cardOf = async (member: Member): Promise<MatchCard | undefined> =>
      (await allMatches(member)).find((card) => card.userId === man.id);
    expect((await cardOf(woman))?.countryOfResidence).toBe('United Kingdom');
    const hitsBefore = await cacheCount('hit');
    await cardOf(woman);
    expect(await cacheCount('hit')).toBeGreaterThan(hitsBefore);

    const edited = await man.client.json('PATCH', `/api/users/${man.id}`, {
      countryOfResidence: 'Ireland',
    });
    expect(edited.status).toBe(200);
    const started = Date.now();
    await waitFor(async () => (await cardOf(woman))?.countryOfResidence === 'Ireland', {
      timeoutMs: 2_000,
      intervalMs: 50,
      what: "the man's new country on the woman's card",
    });
    console.log(`another member's change seen after ${Date.now() - started} ms`);
  }, 120_000);
});
