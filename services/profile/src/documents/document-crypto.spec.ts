import { randomBytes, randomUUID } from 'node:crypto';
import {
  DocumentDecryptionError,
  masterKeyId,
  openFile,
  sealFile,
  type SealedFile,
} from './document-crypto';

const flip = (buffer: Buffer, index = 0): Buffer => {
  const copy = Buffer.from(buffer);
  copy[index] = (copy[index] ?? 0) ^ 0x01;
  return copy;
};

describe('document encryption at rest', () => {
  const masterKey = randomBytes(32);
  const documentId = randomUUID();
  const plaintext = Buffer.from('%PDF-1.4 passport of MARKER-12345 %%EOF');

  it('round-trips a file and never stores its plaintext', () => {
    const sealed = sealFile(plaintext, documentId, masterKey);
    expect(sealed.ciphertext.includes(Buffer.from('MARKER-12345'))).toBe(false);
    expect(sealed.wrappedKey.includes(masterKey)).toBe(false);
    expect(sealed.iv).toHaveLength(12);
    expect(sealed.authTag).toHaveLength(16);
    expect(sealed.keyId).toBe(masterKeyId(masterKey));
    expect(openFile(sealed, documentId, masterKey)).toEqual(plaintext);
  });

  it('uses a fresh data key and iv for every file', () => {
    const first = sealFile(plaintext, documentId, masterKey);
    const second = sealFile(plaintext, documentId, masterKey);
    expect(first.ciphertext.equals(second.ciphertext)).toBe(false);
    expect(first.wrappedKey.equals(second.wrappedKey)).toBe(false);
    expect(first.iv.equals(second.iv)).toBe(false);
  });

  it.each<[string, (sealed: SealedFile) => SealedFile]>([
    ['a ciphertext byte', (s) => ({ ...s, ciphertext: flip(s.ciphertext, 5) })],
    ['the auth tag', (s) => ({ ...s, authTag: flip(s.authTag) })],
    ['the iv', (s) => ({ ...s, iv: flip(s.iv) })],
    ['the wrapped key iv', (s) => ({ ...s, wrappedKey: flip(s.wrappedKey, 0) })],
    ['the wrapped key tag', (s) => ({ ...s, wrappedKey: flip(s.wrappedKey, 14) })],
    ['the wrapped data key', (s) => ({ ...s, wrappedKey: flip(s.wrappedKey, 40) })],
    ['a truncated ciphertext', (s) => ({ ...s, ciphertext: s.ciphertext.subarray(1) })],
  ])('refuses a file whose %s was changed', (_what, tamper) => {
    const sealed = tamper(sealFile(plaintext, documentId, masterKey));
    expect(() => openFile(sealed, documentId, masterKey)).toThrow(DocumentDecryptionError);
  });

  it("refuses another document's bytes: the id is bound to both ciphertexts", () => {
    const otherId = randomUUID();
    const mine = sealFile(plaintext, documentId, masterKey);
    const theirs = sealFile(Buffer.from('another file'), otherId, masterKey);
    expect(() => openFile(mine, otherId, masterKey)).toThrow(DocumentDecryptionError);
    // Moving only the file, or only the wrapped key, between rows fails too.
    expect(() =>
      openFile({ ...mine, wrappedKey: theirs.wrappedKey }, documentId, masterKey),
    ).toThrow(DocumentDecryptionError);
    expect(() =>
      openFile(
        { ...theirs, wrappedKey: mine.wrappedKey, keyId: mine.keyId },
        documentId,
        masterKey,
      ),
    ).toThrow(DocumentDecryptionError);
  });

  it('refuses to open with another master key', () => {
    const sealed = sealFile(plaintext, documentId, masterKey);
    const otherKey = randomBytes(32);
    expect(() => openFile(sealed, documentId, otherKey)).toThrow(DocumentDecryptionError);
    // Even when the key id is forged to match, the wrapped key does not open.
    expect(() =>
      openFile({ ...sealed, keyId: masterKeyId(otherKey) }, documentId, otherKey),
    ).toThrow(DocumentDecryptionError);
  });

  it('needs a 32-byte master key', () => {
    expect(() => sealFile(plaintext, documentId, randomBytes(16))).toThrow(/32 bytes/);
  });
});
