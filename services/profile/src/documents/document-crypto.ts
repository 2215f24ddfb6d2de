import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A document's file as stored: only the master key, which is not in the database, opens it. */
export interface SealedFile {
  ciphertext: Buffer;
  iv: Buffer;
  authTag: Buffer;
  /** The document's own data key, encrypted by the master key: iv, tag, then ciphertext. */
  wrappedKey: Buffer;
  /** Names the master key that wrapped the data key, so a rotated key is told apart. */
  keyId: string;
}

export class DocumentDecryptionError extends Error {
  override name = 'DocumentDecryptionError';
}

/** A short, non-secret name of a master key (the first 16 hex digits of its SHA-256). */
export const masterKeyId = (masterKey: Buffer): string =>
  createHash('sha256').update(masterKey).digest('hex').slice(0, 16);

const requireKey = (key: Buffer, what: string): void => {
  if (key.length !== KEY_BYTES) {
    throw new Error(`${what} must be ${KEY_BYTES} bytes`);
  }
};

/** The document id is authenticated with every ciphertext, so no row's bytes open as another's. */
const aadOf = (documentId: string, part: 'file' | 'key'): Buffer =>
  Buffer.from(`mithaq-document:${part}:${documentId.toLowerCase()}`, 'utf8');

const seal = (key: Buffer, plaintext: Buffer, aad: Buffer) => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ciphertext, authTag: cipher.getAuthTag() };
};

const open = (
  key: Buffer,
  parts: { iv: Buffer; ciphertext: Buffer; authTag: Buffer },
  aad: Buffer,
) => {
  if (parts.iv.length !== IV_BYTES || parts.authTag.length !== TAG_BYTES) {
    throw new DocumentDecryptionError('The stored file is malformed');
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key, parts.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(parts.authTag);
    return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]);
  } catch {
    // GCM refuses any changed byte (ciphertext, tag, iv, or the document id bound to it).
    throw new DocumentDecryptionError('The stored file failed its integrity check');
  }
};

/**
 * Encrypts a document's file with a fresh random data key (AES-256-GCM), then encrypts that
 * data key with the master key. Both are bound to the document id.
 */
export const sealFile = (plaintext: Buffer, documentId: string, masterKey: Buffer): SealedFile => {
  requireKey(masterKey, 'The master key');
  const dataKey = randomBytes(KEY_BYTES);
  try {
    const file = seal(dataKey, plaintext, aadOf(documentId, 'file'));
    const wrapped = seal(masterKey, dataKey, aadOf(documentId, 'key'));
    return {
      ...file,
      wrappedKey: Buffer.concat([wrapped.iv, wrapped.authTag, wrapped.ciphertext]),
      keyId: masterKeyId(masterKey),
    };
  } finally {
    dataKey.fill(0);
  }
};

/** Decrypts a sealed file; any tampering, or the wrong document id or key, throws. */
export const openFile = (sealed: SealedFile, documentId: string, masterKey: Buffer): Buffer => {
  requireKey(masterKey, 'The master key');
  if (sealed.keyId !== masterKeyId(masterKey)) {
    throw new DocumentDecryptionError('The stored file was sealed with another master key');
  }
  const wrapped = sealed.wrappedKey;
  if (wrapped.length !== IV_BYTES + TAG_BYTES + KEY_BYTES) {
    throw new DocumentDecryptionError('The stored file is malformed');
  }
  const dataKey = open(
    masterKey,
    {
      iv: wrapped.subarray(0, IV_BYTES),
      authTag: wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
      ciphertext: wrapped.subarray(IV_BYTES + TAG_BYTES),
    },
    aadOf(documentId, 'key'),
  );
  try {
    return open(dataKey, sealed, aadOf(documentId, 'file'));
  } finally {
    dataKey.fill(0);
  }
};
