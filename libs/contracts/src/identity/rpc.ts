import { z } from 'zod';
import type { ApprovalStatus } from '../enums';
import { defineRpc, ServiceName, type PingReply, type Role } from '../rpc';
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
}

export interface AccountCounts {
  totalUsers: number;
  pendingApprovals: number;
}

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
  verifyCredentials: defineRpc<Account>()(
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
} as const;
