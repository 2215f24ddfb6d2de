import { z } from 'zod';
import { approvalStatuses, type MembershipTier } from '../enums';
import type { Profile } from '../profile/rpc';
import { roles } from '../rpc';
import type { Account } from './rpc';
import { passwordSchema, userIdSchema } from './schemas';

export const approvalActions = ['approve', 'reject'] as const;
export type ApprovalAction = (typeof approvalActions)[number];

/** The most accounts one bulk approval or one page of the user list may hold. */
export const ADMIN_BATCH_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;

/** POST /api/admin/users/bulk-approval body. */
export const bulkApprovalSchema = z
  .object({
    userIds: z
      .array(userIdSchema, { error: 'userIds must be a list of user ids' })
      .min(1, 'Select at least one member')
      .max(ADMIN_BATCH_MAX, `At most ${ADMIN_BATCH_MAX} members at a time`)
      // Duplicates would count one account twice in `updated`.
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(approvalActions, { error: "action must be 'approve' or 'reject'" }),
  })
  .strict();
export type BulkApprovalRequest = z.output<typeof bulkApprovalSchema>;

const queryInt = (label: string, fallback: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`)
    .default(fallback);

/** GET /api/admin/users query: values arrive as strings, empty filters mean "any". */
export const adminUserListQuerySchema = z.object({
  page: queryInt('page', 1, 100_000),
  pageSize: queryInt('pageSize', ADMIN_PAGE_SIZE_DEFAULT, ADMIN_BATCH_MAX),
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters')
    .optional()
    .transform((value) => value || undefined),
  role: z
    .union([z.enum(roles), z.literal('')], { error: 'Unknown role' })
    .optional()
    .transform((value) => value || undefined),
  approvalStatus: z
    .union([z.enum(approvalStatuses), z.literal('')], { error: 'Unknown approval status' })
    .optional()
    .transform((value) => value || undefined),
});

/** What identity's list RPC takes: the query above once parsed, absent filters left out. */
export const adminUserListSchema = z.object({
  page: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(ADMIN_BATCH_MAX),
  search: z.string().trim().min(1).max(100).optional(),
  role: z.enum(roles).optional(),
  approvalStatus: z.enum(approvalStatuses).optional(),
});
export type AdminUserListQuery = z.output<typeof adminUserListSchema>;

/** POST /api/admin/users/{id}/change-password body. */
export const changePasswordSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z
      .string({ error: 'Please confirm the password' })
      .min(1, 'Please confirm the password'),
  })
  .strict()
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.output<typeof changePasswordSchema>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface BulkApprovalResult<T> {
  updated: T[];
  notFound: string[];
}

/** A user as the admin area lists it: identity's account plus the profile's headline fields. */
export type AdminUser = Omit<
  Account,
  'marketingConsent' | 'membershipStartDate' | 'membershipEndDate'
> & {
  fullName: string | null;
  gender: Profile['gender'] | null;
  waliContact: string | null;
  practiceLevel: Profile['practiceLevel'] | null;
  profileCompleted: boolean;
  questionnaireCompleted: boolean;
  membershipTier: MembershipTier;
  hasCompletedMarriageCourse: boolean;
  isMarriageCourseCertified: boolean;
  marriageCourseCompletionDate: string | null;
};

/**
 * Composes an AdminUser; a profile still on its way (registration event not consumed yet) gives
 * nulls. The membership tier is identity's copy of billing's; the course fields are identity's
 * copy of the course service's.
 */
export const composeAdminUser = (account: Account, profile: Profile | null): AdminUser => ({
  id: account.id,
  username: account.username,
  email: account.email,
  role: account.role,
  approvalStatus: account.approvalStatus,
  isApproved: account.isApproved,
  createdAt: account.createdAt,
  lastActive: account.lastActive,
  isSuspended: account.isSuspended,
  isEmailVerified: account.isEmailVerified,
  fullName: profile?.fullName ?? null,
  gender: profile?.gender ?? null,
  waliContact: profile?.waliContact ?? null,
  practiceLevel: profile?.practiceLevel ?? null,
  profileCompleted: profile?.profileCompleted ?? false,
  questionnaireCompleted: profile?.questionnaireCompleted ?? false,
  membershipTier: account.membershipTier,
  hasCompletedMarriageCourse: account.hasCompletedMarriageCourse,
  isMarriageCourseCertified: account.isMarriageCourseCertified,
  marriageCourseCompletionDate: account.marriageCourseCompletionDate,
  isVerified: account.isVerified,
});
