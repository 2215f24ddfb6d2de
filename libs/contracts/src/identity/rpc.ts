import { z } from 'zod';
import type { ApprovalStatus, MembershipTier } from '../enums';
import { defineRpc, ServiceName, type PingReply, type Role } from '../rpc';
import {
  adminUserListSchema,
  approvalActions,
  bulkApprovalSchema,
  type BulkApprovalResult,
  type Page,
} from './admin';
import {
  emailSchema,
  passwordSchema,
  registrationPersonalSchema,
  updateConsentSchema,
  userIdSchema,
  usernameSchema,
} from './schemas';

/** An account as identity owns it. Never carries the password hash. */
export interface Account {
  id: string;
  username: string;
  email: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  isApproved: boolean;
  isEmailVerified: boolean;
  marketingConsent: boolean;
  createdAt: string;
  lastActive: string | null;
  /** Suspended by the team: cannot sign in, and the gateway ends its sessions. */
  isSuspended: boolean;
  /** The tier billing last announced (billing.membership.changed); 'free' until then. */
  membershipTier: MembershipTier;
  /** When the current paid tier was granted; null on free. */
  membershipStartDate: string | null;
  /** When the current tier ends (a cancelled subscription, a dated grant); null: no end known. */
  membershipEndDate: string | null;
  /** The course service's latest word (course.certification.changed); false until then. */
  hasCompletedMarriageCourse: boolean;
  /** Certified by the team after completing the marriage course (the Certified badge). */
  isMarriageCourseCertified: boolean;
  /** When the member completed the course; null until then. */
  marriageCourseCompletionDate: string | null;
  /**
   * The profile service's latest word (profile.verification.changed): an approved ID document
   * and face photo make the member Verified (the Verified badge); false until then.
   */
  isVerified: boolean;
}

/** A right password's answer: the account, and whether signing in needs a second step. */
export interface VerifiedAccount {
  account: Account;
  twoFactorEnabled: boolean;
}

// The admin schemas and types travel with the RPCs that use them.
export * from './admin';

export interface AccountCounts {
  totalUsers: number;
  pendingApprovals: number;
}

/** What a suspended member reads when signing in or using a session that was open. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended. Please contact support.';

const rpc = (pattern: string) => `${ServiceName.Identity}.${pattern}`;

export const IdentityRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Identity, rpc('ping'), z.object({})),
  register: defineRpc<Account>()(
    ServiceName.Identity,
    rpc('account.register'),
    registrationPersonalSchema.extend({
      username: usernameSchema,
      email: emailSchema,
      password: passwordSchema,
      marketingConsent: z.boolean().default(false),
    }),
  ),
  verifyCredentials: defineRpc<VerifiedAccount>()(
    ServiceName.Identity,
    rpc('account.verify-credentials'),
    z.object({
      usernameOrEmail: z.string().trim().min(1).max(254),
      password: z.string().min(1).max(128),
    }),
  ),
  getAccount: defineRpc<Account>()(
    ServiceName.Identity,
    rpc('account.get'),
    z.object({ userId: userIdSchema }),
  ),
  /** Admin dashboard counters that identity owns. */
  countAccounts: defineRpc<AccountCounts>()(
    ServiceName.Identity,
    rpc('account.count'),
    z.object({}),
  ),
  updateConsent: defineRpc<Account>()(
    ServiceName.Identity,
    rpc('account.update-consent'),
    updateConsentSchema.extend({ userId: userIdSchema }),
  ),
  /** Admin only: accounts awaiting approval, oldest first. */
  listPendingAccounts: defineRpc<Account[]>()(
    ServiceName.Identity,
    rpc('account.list-pending'),
    z.object({}),
  ),
  /** Admin only: approves or rejects one account; an unchanged status emits nothing. */
  setApproval: defineRpc<Account>()(
    ServiceName.Identity,
    rpc('account.set-approval'),
    z.object({ userId: userIdSchema, action: z.enum(approvalActions) }),
  ),
  /** Admin only: the same for up to ADMIN_BATCH_MAX accounts, in one transaction. */
  bulkSetApproval: defineRpc<BulkApprovalResult<Account>>()(
    ServiceName.Identity,
    rpc('account.bulk-set-approval'),
    bulkApprovalSchema,
  ),
  /** Admin only: one page of accounts, newest first, searchable by username or email. */
  listAccounts: defineRpc<Page<Account>>()(
    ServiceName.Identity,
    rpc('account.list'),
    adminUserListSchema,
  ),
  /** Admin only: sets a new password (the gateway then ends the member's sessions). */
  changePassword: defineRpc<{ userId: string }>()(
    ServiceName.Identity,
    rpc('account.change-password'),
    z.object({ userId: userIdSchema, newPassword: passwordSchema }),
  ),
  /** Admin only, never oneself: deletes the account and announces identity.account.deleted. */
  deleteAccount: defineRpc<{ deleted: true; id: string }>()(
    ServiceName.Identity,
    rpc('account.delete'),
    z.object({ userId: userIdSchema }),
  ),
  /**
   * Admin only, never oneself: suspends an account (it cannot sign in, its sessions end) or lifts
   * the suspension; announces identity.account.updated.
   */
  setSuspension: defineRpc<Account>()(
    ServiceName.Identity,
    rpc('account.set-suspension'),
    z
      .object({
        userId: userIdSchema,
        suspended: z.boolean(),
        reason: z.string().trim().max(500).optional(),
      })
      .strict(),
  ),
} as const;

// Password reset, own password change, email verification and sign-in resolution.
export * from './security-rpc';
export * from './sign-in-identifier';
export * from './events';
