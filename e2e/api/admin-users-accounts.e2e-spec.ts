/** @platform shared */
import type { AdminUser, CurrentUser, HttpErrorBody, Page } from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  REDIS_URL,
  registerAndSignIn,
  SERVICES,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import { Redis } from 'ioredis';
import { Client } from 'pg';

/** Every row, in every table of every service database, whose text mentions `needle`. */
const rowsMentioning = async (
  platform: Platform,
  needle: string,
): Promise<{ service: string; table: string; row: string }[]> => {
  const found: { service: string; table: string; row: string }[] = [];
  for (const service of SERVICES) {
    const db = new Client({ connectionString: platform.databaseUrl(service) });
    await db.connect();
    try {
      const { rows: tables } = await db.query<{ schema: string; name: string }>(
        `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
         WHERE table_type = 'BASE TABLE'
           AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      for (const table of tables) {
        const quoted = `"${table.schema.replace(/"/g, '""')}"."${table.name.replace(/"/g, '""')}"`;
        const { rows } = await db.query<{ row: string }>(
          `SELECT t::text AS row FROM ${quoted} t WHERE strpos(t::text, $1) > 0`,
          [needle],
        );
        found.push(...rows.map(({ row }) => ({ service, table: table.name, row })));
      }
    } finally {
      await db.end();
    }
  }
  return found;
};

describe('admin password changes and account deletion', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    ({ admin, adminId } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('changes a password and ends every session of that member', async () => {
    const member = newMember();
    const first = new ApiClient(platform.baseUrl);
    const { body: registered } = await registerAndSignIn(first, member);
    const second = new ApiClient(platform.baseUrl);
    await second.json('POST', '/api/login', {
      username: member.username,
      password: member.password,
    });
    expect((await first.json('GET', '/api/user')).status).toBe(200);
    expect((await second.json('GET', '/api/user')).status).toBe(200);
    // Both sign-ins are listed in the member's session set, which outlives the longest session.
    const redis = new Redis(REDIS_URL);
    const setKey = `${platform.tag}:user-sessions:${registered.id}`;
    expect(await redis.scard(setKey)).toBe(2);
    expect(await redis.ttl(setKey)).toBeGreaterThanOrEqual(7 * 86_400);

    const mismatch = await admin.json<HttpErrorBody>(
      'POST',
      `/api/admin/users/${registered.id}/change-password`,
      { newPassword: 'a-new-secret', confirmPassword: 'another-secret' },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'Passwords do not match' });
    expect((await first.json('GET', '/api/user')).status).toBe(200);

    const changed = await admin.json('POST', `/api/admin/users/${registered.id}/change-password`, {
      newPassword: 'a-new-secret',
      confirmPassword: 'a-new-secret',
    });
    expect(changed).toEqual({ status: 200, body: { message: 'Password changed successfully' } });
    expect((await first.json('GET', '/api/user')).status).toBe(401);
    expect((await second.json('GET', '/api/user')).status).toBe(401);
    expect(await redis.exists(setKey)).toBe(0);
    redis.disconnect();
    // The admin's own session is untouched.
    expect((await admin.json('GET', '/api/user')).status).toBe(200);

    const fresh = new ApiClient(platform.baseUrl);
    const old = await fresh.json('POST', '/api/login', {
      username: member.username,
      password: member.password,
    });
    expect(old.status).toBe(401);
    const renewed = await fresh.json<CurrentUser>('POST', '/api/login', {
      username: member.username,
      password: 'a-new-secret',
    });
    expect(renewed.status).toBe(200);
    expect((await fresh.json<CurrentUser>('GET', '/api/user')).body.id).toBe(registered.id);
  });

  it('refuses to let an admin delete themself', async () => {
    const self = await admin.json<HttpErrorBody>('DELETE', `/api/admin/users/${adminId}`);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('CONFLICT');
    expect((await admin.json('GET', '/api/user')).status).toBe(200);
  });

  it('deletes a member everywhere: sessions ended, no service keeps the id', async () => {
    const member = newMember();
    const browser = new ApiClient(platform.baseUrl);
    const { body: registered } = await registerAndSignIn(browser, member);
    const id = registered.id;
    await platform.verifyEmail(member.email);
    expect((await admin.json('POST', `/api/admin/approve-user/${id}`)).status).toBe(200);
    // Wait until the profile service holds the member, so the deletion has something to erase.
    await waitFor(async () => {
      const { body } = await admin.json<Page<AdminUser>>(
        'GET',
        `/api/admin/users?search=${member.username}`,
      );
      return body.items[0]?.fullName === member.fullName;
    });
    expect((await rowsMentioning(platform, id)).some((r) => r.service === 'profile')).toBe(true);

    const deleted = await admin.json('DELETE', `/api/admin/users/${id}`);
    expect(deleted).toEqual({ status: 200, body: { deleted: true, id } });
    expect((await browser.json('GET', '/api/user')).status).toBe(401);
    expect(
      (
        await new ApiClient(platform.baseUrl).json('POST', '/api/login', {
          username: member.username,
          password: member.password,
        })
      ).status,
    ).toBe(401);
    expect((await admin.json('DELETE', `/api/admin/users/${id}`)).status).toBe(404);

    // Once every consumer has handled identity.account.deleted, two rows anywhere still name the
    // member, and both carry ids only: the event in identity's outbox, which must outlive the
    // account so the relay can publish it (its cleanup removes it later), and matching's erasure
    // mark, which stops a late event about the member from recreating a candidate.
    const remaining = await waitFor(
      async () => {
        const rows = await rowsMentioning(platform, id);
        return rows.length === 2 ? rows : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'every service to erase the member' },
    ).catch(async (error: unknown) => {
      // Show what lingers rather than only that something does.
      expect(await rowsMentioning(platform, id)).toEqual([]);
      throw error;
    });
    const outbox = remaining.find((row) => row.service === 'identity');
    expect(outbox).toMatchObject({ service: 'identity', table: 'outbox' });
    expect(outbox?.row).toContain('identity.account.deleted');
    expect(outbox?.row).toContain(adminId);
    const erased = remaining.find((row) => row.service === 'matching');
    expect(erased).toMatchObject({ service: 'matching', table: 'erased_members' });
    // The member's id, a sequence number and the time: nothing personal.
    expect(erased?.row).toMatch(new RegExp(`^\\(${id},\\d+,"[^"]+"\\)$`));
  });
});
