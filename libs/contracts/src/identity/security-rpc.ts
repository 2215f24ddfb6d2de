import { z } from 'zod';
import { defineRpc, ServiceName } from '../rpc';
import { emailTokenSchema } from './account-security';
import type { Account } from './rpc';
import { passwordSchema, userIdSchema } from './schemas';

const rpc = (pattern: string) => `${ServiceName.Identity}.${pattern}`;

/** Password reset, one's own password change and email verification, as identity serves them. */
export const IdentitySecurityRpc = {
  /**
   * The account a sign-in name (username or address, normalised) belongs to, so the gateway can
   * count failed sign-ins per account whichever name is used; null when none.
   */
  resolveSignIn: defineRpc<{ userId: string | null }>()(
    ServiceName.Identity,
    rpc('account.resolve-sign-in'),
    z.object({ identifier: z.string().min(1).max(254) }).strict(),
  ),
  /** Issues a reset link for the address when an account uses it; says nothing either way. */
  requestPasswordReset: defineRpc<{ accepted: true }>()(
    ServiceName.Identity,
    rpc('account.request-password-reset'),
    z.object({ email: z.string().trim().min(3).max(254) }).strict(),
  ),
  /** Consumes a reset token and sets the password; the gateway then ends every session. */
  resetPassword: defineRpc<{ userId: string }>()(
    ServiceName.Identity,
    rpc('account.reset-password'),
    z.object({ token: emailTokenSchema, password: passwordSchema }).strict(),
  ),
  /** The member's own change, with the current password; the gateway ends the other sessions. */
  changeOwnPassword: defineRpc<{ userId: string }>()(
    ServiceName.Identity,
    rpc('account.change-own-password'),
    z
      .object({
        userId: userIdSchema,
        currentPassword: z.string().min(1).max(128),
        newPassword: passwordSchema,
      })
      .strict(),
  ),
  /** Consumes a verification token and marks the address verified. */
  verifyEmail: defineRpc<Account>()(
    ServiceName.Identity,
    rpc('account.verify-email'),
    z.object({ token: emailTokenSchema }).strict(),
  ),
  /** Sends a fresh verification email (older links stop working). */
  sendVerification: defineRpc<{ sent: true }>()(
    ServiceName.Identity,
    rpc('account.send-verification'),
    z.object({ userId: userIdSchema }).strict(),
  ),
} as const;
