import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Seals the two-factor secrets with AES-256-GCM under the service's key. The account id is bound
 * in as associated data, so a sealed secret copied onto another account's row does not open.
 * Stored as base64 of iv (12 bytes) | tag (16 bytes) | ciphertext.
 */
export const sealSecret = (key: Buffer, accountId: string, secret: Buffer): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(accountId));
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
};

/** Opens a sealed secret; throws when the key, the account or the bytes do not match. */
export const openSecret = (key: Buffer, accountId: string, sealed: string): Buffer => {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(accountId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
};

/**
 * Recovery codes are kept as an HMAC under a key derived from the service's key: a copy of the
 * table alone is not enough to try guesses offline.
 */
export const recoveryCodeHash = (key: Buffer, normalisedCode: string): string => {
  const hashKey = createHmac('sha256', key).update('recovery-codes').digest();
  return createHmac('sha256', hashKey).update(normalisedCode).digest('hex');
};
