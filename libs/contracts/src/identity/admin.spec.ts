import {
  adminUserListQuerySchema,
  bulkApprovalSchema,
  changePasswordSchema,
  composeAdminUser,
} from './admin';
import type { Account } from './rpc';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('bulk approval request', () => {
  it('accepts 1 to 100 user ids and drops duplicates', () => {
    expect(bulkApprovalSchema.parse({ userIds: [id(1), id(1), id(2)], action: 'approve' })).toEqual(
      { userIds: [id(1), id(2)], action: 'approve' },
    );
    const hundred = Array.from({ length: 100 }, (_, i) => id(i));
    expect(bulkApprovalSchema.safeParse({ userIds: hundred, action: 'reject' }).success).toBe(true);
  });

  it('refuses an empty or oversized list, bad ids, unknown actions and extra keys', () => {
    const bad = [
      { userIds: [], action: 'approve' },
      { userIds: Array.from({ length: 101 }, (_, i) => id(i)), action: 'approve' },
      { userIds: ['not-a-uuid'], action: 'approve' },
      { userIds: [id(1)], action: 'delete' },
      { userIds: [id(1)], action: 'approve', role: 'admin' },
    ];
    for (const body of bad) {
      expect(bulkApprovalSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('admin user list query', () => {
  it('defaults to the first page of 20 and treats empty filters as none', () => {
    expect(adminUserListQuerySchema.parse({ search: '  ', role: '', approvalStatus: '' })).toEqual({
      page: 1,
      pageSize: 20,
      search: undefined,
      role: undefined,
      approvalStatus: undefined,
    });
  });

  it('reads numbers from query strings within bounds', () => {
    expect(
      adminUserListQuerySchema.parse({ page: '3', pageSize: '100', approvalStatus: 'pending' }),
    ).toMatchObject({ page: 3, pageSize: 100, approvalStatus: 'pending' });
    for (const query of [{ page: '0' }, { pageSize: '101' }, { pageSize: '2.5' }, { page: 'x' }]) {
      expect(adminUserListQuerySchema.safeParse(query).success).toBe(false);
    }
    expect(adminUserListQuerySchema.safeParse({ role: 'superuser' }).success).toBe(false);
  });
});

describe('change password request', () => {
  it('needs matching passwords of 12 to 128 characters', () => {
    const mismatch = changePasswordSchema.safeParse({
      newPassword: 'new-secret-phrase',
      confirmPassword: 'other-secret-phrase',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    });
    const eleven = changePasswordSchema.safeParse({
      newPassword: 'new-secret1',
      confirmPassword: 'new-secret1',
    });
    expect(eleven.error?.issues[0]).toMatchObject({
      message: 'Password must be at least 12 characters',
      path: ['newPassword'],
    });
    expect(
      changePasswordSchema.safeParse({
        newPassword: 'new-secret12',
        confirmPassword: 'new-secret12',
      }).success,
    ).toBe(true);
    const long = 'x'.repeat(129);
    expect(
      changePasswordSchema.safeParse({ newPassword: long, confirmPassword: long }).success,
    ).toBe(false);
  });
});

describe('composeAdminUser', () => {
  const account: Account = {
    id: id(1),
    username: 'amina',
    email: 'amina@example.com',
    role: 'seeker',
    approvalStatus: 'pending',
    isApproved: false,
    isEmailVerified: false,
    marketingConsent: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastActive: null,
    isSuspended: false,
    membershipTier: 'free',
    membershipStartDate: null,
    membershipEndDate: null,
    hasCompletedMarriageCourse: false,
    isMarriageCourseCertified: false,
    marriageCourseCompletionDate: null,
    isVerified: false,
  };

  it('leaves profile columns empty while the profile is on its way, with fixed defaults', () => {
    expect(composeAdminUser(account, null)).toMatchObject({
      id: id(1),
      fullName: null,
      gender: null,
      profileCompleted: false,
      membershipTier: 'free',
      hasCompletedMarriageCourse: false,
      marriageCourseCompletionDate: null,
    });
    expect(composeAdminUser(account, null)).not.toHaveProperty('marketingConsent');
  });

  it("shows the member's tier as identity holds it", () => {
    const gold = { ...account, membershipTier: 'gold' as const };
    expect(composeAdminUser(gold, null).membershipTier).toBe('gold');
    expect(composeAdminUser(gold, null)).not.toHaveProperty('membershipStartDate');
  });

  it("shows the member's course completion and certification as identity holds them", () => {
    const certified = {
      ...account,
      hasCompletedMarriageCourse: true,
      isMarriageCourseCertified: true,
      marriageCourseCompletionDate: '2026-03-01T12:00:00.000Z',
    };
    expect(composeAdminUser(certified, null)).toMatchObject({
      hasCompletedMarriageCourse: true,
      isMarriageCourseCertified: true,
      marriageCourseCompletionDate: '2026-03-01T12:00:00.000Z',
    });
  });
});
