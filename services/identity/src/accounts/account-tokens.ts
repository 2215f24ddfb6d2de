import { createHash, randomBytes } from 'node:crypto';

export type TokenPurpose = 'password-reset' | 'email-verification';

/** How long each kind of emailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'password-reset': 60 * 60 * 1000,
  'email-verification': 24 * 60 * 60 * 1000,
};

/** 32 random bytes, base64url: 43 characters, 256 bits that nobody can guess. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: its SHA-256, hex. */
export const tokenHashOf = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export const expiryOf = (purpose: TokenPurpose, issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS[purpose]);
