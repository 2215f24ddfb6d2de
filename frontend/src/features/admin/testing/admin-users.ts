import type { AdminUser } from '@mithaq/contracts';

/** An AdminUser as the gateway returns it for a new, unapproved member. */
export const anAdminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u1',
  username: 'yusuf',
  email: 'yusuf@example.com',
  role: 'seeker',
  approvalStatus: 'pending',
  isApproved: false,
  createdAt: '2025-03-01T10:00:00.000Z',
  lastActive: null,
  isSuspended: false,
  isEmailVerified: true,
  fullName: 'Yusuf Ali',
  gender: 'male',
  waliContact: null,
  practiceLevel: 'practicing',
  profileCompleted: true,
  questionnaireCompleted: false,
  membershipTier: 'free',
  hasCompletedMarriageCourse: false,
  isMarriageCourseCertified: false,
  marriageCourseCompletionDate: null,
  isVerified: false,
  ...overrides,
});

/** The table row that holds `text`. */
export const rowOf = (cell: HTMLElement): HTMLElement => {
  const row = cell.closest('tr');
  if (!row) {
    throw new Error('no row');
  }
  return row;
};
