import { DomainError, ErrorCode, passwordSchema } from '@mithaq/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { hashPassword } from './password';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose a less predictable one.';
export const PASSWORD_IS_NAME_MESSAGE = 'Your password must not be your username or email address.';

/** Whose password it is: a password equal to either is the first thing an attacker tries. */
export interface PasswordOwner {
  username: string;
  email: string;
}

const fold = (value: string): string => value.normalize('NFKC').toLowerCase();

let common: ReadonlySet<string> | null = null;
/**
 * The ~49,000 most common passwords of public breach corpora, bundled with the package so no
 * request leaves the server. Built on first use: the list is only needed when a password is set.
 */
const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(dictionary['passwords-common'].map(fold)));

/**
 * Why a new password is refused, or null when it may be used. Length is checked again here (the
 * request schemas already did) so every caller setting a password gets the whole rule. Only new
 * passwords pass through this: signing in never re-checks, so older passwords keep working.
 */
export const newPasswordProblem = (password: string, owner: PasswordOwner): string | null => {
  const shape = passwordSchema.safeParse(password);
  if (!shape.success) {
    return shape.error.issues[0]?.message ?? 'Password is not allowed';
  }
  const folded = fold(password);
  if (folded === fold(owner.username) || folded === fold(owner.email)) {
    return PASSWORD_IS_NAME_MESSAGE;
  }
  if (commonPasswords().has(folded)) {
    return COMMON_PASSWORD_MESSAGE;
  }
  return null;
};

/** Throws the refusal as a validation error on `field`, the form field the password came from. */
export const assertNewPasswordAllowed = (
  password: string,
  owner: PasswordOwner,
  field: string,
): void => {
  const problem = newPasswordProblem(password, owner);
  if (problem) {
    throw new DomainError(ErrorCode.ValidationFailed, problem, { [field]: problem });
  }
};

/**
 * The one way identity turns a password it is about to store into a hash: the policy is checked
 * first, so nothing is written when the password is refused.
 */
export const hashNewPassword = async (
  password: string,
  owner: PasswordOwner,
  field: string,
): Promise<string> => {
  assertNewPasswordAllowed(password, owner, field);
  return hashPassword(password);
};
