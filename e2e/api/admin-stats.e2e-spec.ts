import type { AccountCounts, CurrentUser } from '@mithaq/contracts';
import { ApiClient, newMember, Platform } from '@mithaq/testing';

describe('admin dashboard counters', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    await platform.start();
    const credentials = await platform.seedAdmin();
    admin = new ApiClient(platform.baseUrl);
    const login = await admin.json<CurrentUser>('POST', '/api/login', credentials);
    expect(login.body.role).toBe('admin');
  }, 60_000);
  afterAll(() => platform.stop(), 30_000);

  it('counts members and pending approvals for an admin only', async () => {
    const before = await admin.json<AccountCounts>('GET', '/api/admin/stats');
    expect(before.status).toBe(200);
    const seeker = new ApiClient(platform.baseUrl);
    await seeker.json('POST', '/api/register', newMember());
    const after = await admin.json<AccountCounts>('GET', '/api/admin/stats');
    expect(after.body.totalUsers).toBe(before.body.totalUsers + 1);
    expect(after.body.pendingApprovals).toBe(before.body.pendingApprovals + 1);

    expect((await seeker.json('GET', '/api/admin/stats')).status).toBe(403);
    expect((await new ApiClient(platform.baseUrl).json('GET', '/api/admin/stats')).status).toBe(
      401,
    );
  });
});
