/** @platform shared */
import type {
  AdminUser,
  BulkApprovalResult,
  CurrentUser,
  HttpErrorBody,
  Page,
} from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';

describe('admin approvals and user list', () => {
  const platform = new Platform();
  let admin: ApiClient;

  const register = async (overrides: Record<string, unknown> = {}) => {
    const member = newMember(overrides);
    const browser = new ApiClient(platform.baseUrl);
    const { body } = await registerAndSignIn(browser, member);
    // Only members who verified their address can be approved.
    await platform.verifyEmail(member.email);
    return { browser, id: body.id, member };
  };

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('lists pending members oldest first, then approves and rejects one at a time', async () => {
    const first = await register();
    const second = await register({
      fullName: 'Amina Yusuf',
      gender: 'female',
      lookingFor: 'male',
    });
    // The profile columns come from the profile service once it has the registration.
    const pending = await waitFor(async () => {
      const { body } = await admin.json<AdminUser[]>('GET', '/api/admin/pending-approvals');
      const row = body.find((user) => user.id === second.id);
      return row?.fullName ? body : undefined;
    });
    const ids = pending.map((user) => user.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(pending.find((user) => user.id === second.id)).toMatchObject({
      username: second.member.username,
      email: second.member.email,
      role: 'seeker',
      approvalStatus: 'pending',
      isApproved: false,
      fullName: 'Amina Yusuf',
      gender: 'female',
      practiceLevel: 'practicing',
      waliContact: null,
      profileCompleted: false,
      questionnaireCompleted: false,
      membershipTier: 'free',
      hasCompletedMarriageCourse: false,
      isMarriageCourseCertified: false,
      marriageCourseCompletionDate: null,
    });

    const approved = await admin.json<AdminUser>('POST', `/api/admin/approve-user/${first.id}`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: first.id,
      approvalStatus: 'approved',
      isApproved: true,
    });
    // Approving twice is harmless.
    expect((await admin.json('POST', `/api/admin/approve-user/${first.id}`)).status).toBe(200);
    expect((await first.browser.json<CurrentUser>('GET', '/api/user')).body.isApproved).toBe(true);

    expect((await second.browser.json('GET', '/api/user')).status).toBe(200);
    const rejected = await admin.json<AdminUser>('POST', `/api/admin/reject-user/${second.id}`);
    expect(rejected.body).toMatchObject({ id: second.id, approvalStatus: 'rejected' });
    // A rejection ends the member's sessions at once; the approved member stays signed in.
    expect((await second.browser.json('GET', '/api/user')).status).toBe(401);
    expect((await first.browser.json('GET', '/api/user')).status).toBe(200);
    const after = await admin.json<AdminUser[]>('GET', '/api/admin/pending-approvals');
    const stillPending = after.body.map((user) => user.id);
    expect(stillPending).not.toContain(first.id);
    expect(stillPending).not.toContain(second.id);

    const missing = await admin.json<HttpErrorBody>(
      'POST',
      '/api/admin/approve-user/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
    expect((await admin.json('POST', '/api/admin/approve-user/not-a-uuid')).status).toBe(400);
  });

  it('approves and rejects in bulk', async () => {
    const a = await register();
    const b = await register();
    const missing = '00000000-0000-4000-8000-000000000009';
    const approved = await admin.json<BulkApprovalResult<AdminUser>>(
      'POST',
      '/api/admin/users/bulk-approval',
      { userIds: [a.id, b.id, missing], action: 'approve' },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.updated.map((user) => [user.id, user.approvalStatus])).toEqual([
      [a.id, 'approved'],
      [b.id, 'approved'],
    ]);
    expect(approved.body.notFound).toEqual([missing]);

    const rejected = await admin.json<BulkApprovalResult<AdminUser>>(
      'POST',
      '/api/admin/users/bulk-approval',
      { userIds: [a.id, b.id], action: 'reject' },
    );
    expect(rejected.body.updated.every((user) => user.approvalStatus === 'rejected')).toBe(true);
    for (const member of [a, b]) {
      expect((await member.browser.json('GET', '/api/user')).status).toBe(401);
    }

    const empty = await admin.json<HttpErrorBody>('POST', '/api/admin/users/bulk-approval', {
      userIds: [],
      action: 'approve',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('userIds');
  });

  it('pages through users newest first with their profile columns, and filters', async () => {
    const members = [await register(), await register(), await register()];
    const newest = members[2];
    const page = await waitFor(async () => {
      const { body } = await admin.json<Page<AdminUser>>(
        'GET',
        '/api/admin/users?page=1&pageSize=2',
      );
      return body.items[0]?.fullName ? body : undefined;
    });
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.items.map((user) => user.id)).toEqual([newest.id, members[1].id]);
    expect(page.items[0]).toMatchObject({
      username: newest.member.username,
      fullName: newest.member.fullName,
      gender: 'male',
      practiceLevel: 'practicing',
      membershipTier: 'free',
    });
    const second = await admin.json<Page<AdminUser>>('GET', '/api/admin/users?page=2&pageSize=2');
    expect(second.body.items[0]?.id).toBe(members[0].id);

    const search = await admin.json<Page<AdminUser>>(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(newest.member.email.toUpperCase())}`,
    );
    expect(search.body.items.map((user) => user.id)).toEqual([newest.id]);
    const admins = await admin.json<Page<AdminUser>>('GET', '/api/admin/users?role=admin&search=');
    // The seeded admin, and any admin another file on the shared platform made.
    expect(admins.body.items.length).toBeGreaterThan(0);
    expect(new Set(admins.body.items.map((user) => user.role))).toEqual(new Set(['admin']));

    expect((await admin.json('GET', '/api/admin/users?pageSize=101')).status).toBe(400);
    expect((await admin.json('GET', '/api/admin/users?page=0')).status).toBe(400);
  });

  it('refuses seekers (403) and visitors (401) on every admin user route', async () => {
    const seeker = await register();
    const target = await register();
    const visitor = new ApiClient(platform.baseUrl);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/pending-approvals'],
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/approve-user/${target.id}`],
      ['POST', `/api/admin/reject-user/${target.id}`],
      ['POST', '/api/admin/users/bulk-approval', { userIds: [target.id], action: 'approve' }],
      [
        'POST',
        `/api/admin/users/${target.id}/change-password`,
        { newPassword: 'hijacked-pass', confirmPassword: 'hijacked-pass' },
      ],
      ['DELETE', `/api/admin/users/${target.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect([path, (await seeker.browser.json(method, path, body)).status]).toEqual([path, 403]);
      expect([path, (await visitor.json(method, path, body)).status]).toEqual([path, 401]);
    }
    const { body } = await admin.json<Page<AdminUser>>(
      'GET',
      `/api/admin/users?search=${target.member.username}`,
    );
    expect(body.items[0]).toMatchObject({ id: target.id, approvalStatus: 'pending' });
  });
});
