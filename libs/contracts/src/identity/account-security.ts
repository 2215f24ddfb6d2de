import { z } from 'zod';
import { Access } from '../access';
import { defineRoute } from '../http/route';
import { passwordSchema } from './schemas';

/** The single-use tokens sent by email: 32 random bytes, base64url (43 characters). */
export const emailTokenSchema = z
  .string({ error: 'This link is invalid or has expired' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is invalid or has expired');

const emailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address');

const confirmField = z
  .string({ error: 'Please confirm the password' })
  .min(1, 'Please confirm the password');

/** POST /api/password/forgot: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailSchema }).strict();
export type ForgotPasswordRequest = z.output<typeof forgotPasswordSchema>;

/** POST /api/password/reset: the token from the email and the new password. */
export const resetPasswordSchema = z
  .object({ token: emailTokenSchema, password: passwordSchema, confirmPassword: confirmField })
  .strict()
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>;

/** POST /api/user/password: a signed-in member changes their own password. */
export const changeOwnPasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password' })
      .min(1, 'Please enter your current password')
      .max(128, 'Please enter your current password'),
    newPassword: passwordSchema,
    confirmPassword: confirmField,
  })
  .strict()
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangeOwnPasswordRequest = z.output<typeof changeOwnPasswordSchema>;

/** POST /api/email/verify: the token from the verification email. */
export const verifyEmailSchema = z.object({ token: emailTokenSchema }).strict();
export type VerifyEmailRequest = z.output<typeof verifyEmailSchema>;

/** The one answer to a wrong password and to a name no account has, so neither reveals which. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
/** The one answer to a reset request, whether or not the address belongs to an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have sent it a link to reset the password. The link works once, within an hour.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been changed. Please sign in.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const INVALID_EMAIL_LINK_MESSAGE = 'This link is invalid or has expired';
export const VERIFICATION_SENT_MESSAGE = 'We have sent you a new verification email.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'This member has not verified their email address yet, so the account cannot be approved.';
/** A bulk approval that held unverified members approves nobody and names them. */
export const emailNotVerifiedBulkMessage = (usernames: readonly string[]): string =>
  `Some selected members have not verified their email address yet (${usernames.join(', ')}), so nobody was approved. Deselect them and try again.`;
export const EMAIL_VERIFIED_MESSAGE = 'Thank you, your email address is verified.';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct';
/**
 * The one answer to a registration, whether the address was new (the account is created and a
 * verification email sent) or already registered (its owner is told by email instead): nobody
 * can learn from it which addresses have accounts. Nobody is signed in by registering.
 */
export const REGISTRATION_RECEIVED_MESSAGE =
  'Thank you for registering. We have sent you an email: please open the link in it to verify your address, then sign in.';

/** Password reset, changing one's own password and email verification. */
export const AccountSecurityRoutes = {
  forgotPassword: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/password/forgot',
    access: Access.Visitor,
    body: forgotPasswordSchema,
    status: 202,
    tag: 'session',
    summary: 'Email a single-use password reset link (the same answer for any address)',
  }),
  resetPassword: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/password/reset',
    access: Access.Visitor,
    body: resetPasswordSchema,
    status: 200,
    tag: 'session',
    summary: "Set a new password with a reset link's token; ends every session of the account",
  }),
  changeOwnPassword: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/user/password',
    access: Access.SignedIn,
    body: changeOwnPasswordSchema,
    status: 200,
    tag: 'users',
    summary: 'Change your own password (needs the current one); ends your other sessions',
  }),
  verifyEmail: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/email/verify',
    access: Access.Visitor,
    body: verifyEmailSchema,
    status: 200,
    tag: 'session',
    summary: "Confirm an email address with the verification email's token",
  }),
  resendVerification: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/email/verification',
    access: Access.SignedIn,
    status: 202,
    tag: 'session',
    summary: 'Send the verification email again (limited per hour)',
  }),
} as const;
