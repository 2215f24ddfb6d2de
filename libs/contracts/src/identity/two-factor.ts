import { z } from 'zod';
import { Access } from '../access';
import { defineRoute } from '../http/route';
import { defineRpc, ServiceName } from '../rpc';
import type { CurrentUser } from '../user';
import type { Account } from './rpc';
import { userIdSchema } from './schemas';

/** How many single-use recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

export const TOTP_CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app';
export const SIGN_IN_CODE_MESSAGE =
  'Please enter the 6-digit code from your authenticator app or one of your recovery codes';
export const INVALID_TWO_FACTOR_CODE_MESSAGE = 'The code is not correct. Please try again.';
export const TWO_FACTOR_CODE_REUSED_MESSAGE =
  'This code has already been used. Please wait for the next one.';
export const TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE =
  'Your sign-in has expired. Please enter your username and password again.';
export const TWO_FACTOR_ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_NOT_STARTED_MESSAGE =
  'Please start the set-up again: no two-factor set-up is waiting for a code.';
export const TWO_FACTOR_NOT_ON_MESSAGE = 'Two-factor sign-in is not on.';
export const TWO_FACTOR_ADMIN_ONLY_MESSAGE = 'Two-factor sign-in is for administrators only.';
export const TWO_FACTOR_PASSWORD_WRONG_MESSAGE = 'Your password is not correct';
export const TWO_FACTOR_DISABLED_MESSAGE = 'Two-factor sign-in is now off.';

/** A code from an authenticator app: six digits (spaces people type are dropped). */
export const totpCodeSchema = z
  .string({ error: TOTP_CODE_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

/**
 * A recovery code: ten letters and digits of the base32 alphabet, shown as two groups of five
 * joined by a hyphen; case, spaces and the hyphen do not matter when it is typed back.
 */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{10}$/;
export const normaliseRecoveryCode = (value: string): string =>
  value.replace(/[\s-]+/g, '').toUpperCase();

/** The second sign-in step takes either an app code or a recovery code. */
export const signInCodeSchema = z
  .string({ error: SIGN_IN_CODE_MESSAGE })
  .max(40, SIGN_IN_CODE_MESSAGE)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .refine(
        (value) =>
          /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(normaliseRecoveryCode(value)),
        SIGN_IN_CODE_MESSAGE,
      ),
  );

/** The second-step token the sign-in reply carries: 32 random bytes, base64url. */
export const twoFactorChallengeSchema = z
  .string({ error: TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE);

/** POST /api/login/two-factor: the challenge of the first step and a code. */
export const twoFactorSignInSchema = z
  .object({ challenge: twoFactorChallengeSchema, code: signInCodeSchema })
  .strict();
export type TwoFactorSignInRequest = z.output<typeof twoFactorSignInSchema>;

/** POST /api/admin/two-factor/enrolment/confirm: a current code from the newly set-up app. */
export const confirmTwoFactorSchema = z.object({ code: totpCodeSchema }).strict();
export type ConfirmTwoFactorRequest = z.output<typeof confirmTwoFactorSchema>;

/** A new set of recovery codes: a current code from the app, or one of the recovery codes. */
export const regenerateRecoveryCodesSchema = z.object({ code: signInCodeSchema }).strict();
export type RegenerateRecoveryCodesRequest = z.output<typeof regenerateRecoveryCodesSchema>;

/** POST /api/admin/two-factor/disable: the password and a current code (or a recovery code). */
export const disableTwoFactorSchema = z
  .object({
    password: z
      .string({ error: 'Please enter your password' })
      .min(1, 'Please enter your password')
      .max(128, 'Please enter your password'),
    code: signInCodeSchema,
  })
  .strict();
export type DisableTwoFactorRequest = z.output<typeof disableTwoFactorSchema>;

/** The sign-in reply when the password was right and a code is needed before any session. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
  challenge: string;
  /** Seconds the challenge stays usable. */
  expiresIn: number;
}
export type LoginReply = CurrentUser | TwoFactorRequired;

export const isTwoFactorRequired = (value: unknown): value is TwoFactorRequired =>
  typeof value === 'object' &&
  value !== null &&
  (value as { twoFactorRequired?: unknown }).twoFactorRequired === true &&
  typeof (value as { challenge?: unknown }).challenge === 'string';

export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left (0 while off). */
  recoveryCodesLeft: number;
}

/** A started enrolment: what the authenticator app needs, in every form it may take it. */
export interface TwoFactorEnrolment {
  /** The secret in base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCode: string;
}

/** The admin's two-factor sign-in: status, enrolment, turning it off, and the sign-in step. */
export const TwoFactorRoutes = {
  loginTwoFactor: defineRoute<CurrentUser>()({
    method: 'POST',
    path: '/api/login/two-factor',
    access: Access.Visitor,
    body: twoFactorSignInSchema,
    status: 200,
    tag: 'session',
    summary:
      "Finish a sign-in that needs a second step: the sign-in reply's challenge and a code from the authenticator app or a recovery code",
  }),
  twoFactorStatus: defineRoute<TwoFactorStatus>()({
    method: 'GET',
    path: '/api/admin/two-factor',
    access: Access.Admin,
    tag: 'admin',
    summary: 'Whether your two-factor sign-in is on, and how many recovery codes are left',
  }),
  startTwoFactorEnrolment: defineRoute<TwoFactorEnrolment>()({
    method: 'POST',
    path: '/api/admin/two-factor/enrolment',
    access: Access.Admin,
    status: 200,
    tag: 'admin',
    summary: 'Start setting up two-factor sign-in: a new secret, as a QR code and as text',
  }),
  confirmTwoFactorEnrolment: defineRoute<{ recoveryCodes: string[] }>()({
    method: 'POST',
    path: '/api/admin/two-factor/enrolment/confirm',
    access: Access.Admin,
    body: confirmTwoFactorSchema,
    status: 200,
    tag: 'admin',
    summary: 'Turn two-factor sign-in on with a current code; returns the recovery codes once',
  }),
  regenerateRecoveryCodes: defineRoute<{ recoveryCodes: string[] }>()({
    method: 'POST',
    path: '/api/admin/two-factor/recovery-codes',
    access: Access.Admin,
    body: regenerateRecoveryCodesSchema,
    status: 200,
    tag: 'admin',
    summary:
      'Replace your recovery codes with ten new ones (needs a current code); the old ones stop working',
  }),
  disableTwoFactor: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/admin/two-factor/disable',
    access: Access.Admin,
    body: disableTwoFactorSchema,
    status: 200,
    tag: 'admin',
    summary: 'Turn two-factor sign-in off (needs your password and a current code)',
  }),
} as const;

const rpc = (pattern: string) => `${ServiceName.Identity}.two-factor.${pattern}`;
const userOnly = z.object({ userId: userIdSchema }).strict();
const rpcCode = z.string().min(6).max(40);

/** Two-factor sign-in as identity serves it; identity alone ever sees the secret in clear. */
export const IdentityTwoFactorRpc = {
  /** The admin's own status (sign-in learns it from the password check's answer). */
  status: defineRpc<TwoFactorStatus>()(ServiceName.Identity, rpc('status'), userOnly),
  beginEnrolment: defineRpc<{ secret: string; otpauthUri: string }>()(
    ServiceName.Identity,
    rpc('begin-enrolment'),
    userOnly,
  ),
  confirmEnrolment: defineRpc<{ recoveryCodes: string[] }>()(
    ServiceName.Identity,
    rpc('confirm-enrolment'),
    z.object({ userId: userIdSchema, code: rpcCode }).strict(),
  ),
  regenerateRecoveryCodes: defineRpc<{ recoveryCodes: string[] }>()(
    ServiceName.Identity,
    rpc('regenerate-recovery-codes'),
    z.object({ userId: userIdSchema, code: rpcCode }).strict(),
  ),
  disable: defineRpc<{ disabled: true }>()(
    ServiceName.Identity,
    rpc('disable'),
    z
      .object({ userId: userIdSchema, password: z.string().min(1).max(128), code: rpcCode })
      .strict(),
  ),
  /**
   * Checks the second sign-in step's code (an app code once per time step, or an unused recovery
   * code, which it uses up) and returns the account to sign in.
   */
  verifySignIn: defineRpc<{ account: Account; method: 'totp' | 'recovery' }>()(
    ServiceName.Identity,
    rpc('verify-sign-in'),
    z.object({ userId: userIdSchema, code: rpcCode }).strict(),
  ),
} as const;
