/** @platform shared */
import type { AccountCounts } from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
} from '@mithaq/testing';

describe('admin dashboard counters', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('counts members and pending approvals for an admin only', async () => {
    const before = await admin.json<AccountCounts>('GET', '/api/admin/stats');
    expect(before.status).toBe(200);
    const seeker = new ApiClient(platform.baseUrl);
    await registerAndSignIn(seeker, newMember());
    const after = await admin.json<AccountCounts>('GET', '/api/admin/stats');
    expect(after.body.totalUsers).toBe(before.body.totalUsers + 1);
    expect(after.body.pendingApprovals).toBe(before.body.pendingApprovals + 1);

    expect((await seeker.json('GET', '/api/admin/stats')).status).toBe(403);
    expect((await new ApiClient(platform.baseUrl).json('GET', '/api/admin/stats')).status).toBe(
      401,
    );
  });
});
