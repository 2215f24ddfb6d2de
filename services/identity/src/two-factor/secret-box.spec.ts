import { randomBytes } from 'node:crypto';
import { newRecoveryCodes } from './recovery-codes';
import { openSecret, recoveryCodeHash, sealSecret } from './secret-box';

const key = randomBytes(32);
const accountId = '6f1c1c52-2f3e-4bb0-9a0e-3e1f2f6b7a10';

describe('two-factor secrets at rest', () => {
  it('seals a secret so that only the same key and account open it', () => {
    const secret = randomBytes(20);
    const sealed = sealSecret(key, accountId, secret);
    expect(sealed).not.toContain(secret.toString('base64'));
    expect(openSecret(key, accountId, sealed)).toEqual(secret);
    expect(sealSecret(key, accountId, secret)).not.toBe(sealed);
    expect(() => openSecret(randomBytes(32), accountId, sealed)).toThrow();
    expect(() => openSecret(key, '0b4f0a57-2a64-4a38-8a39-7d5d6f3f2e11', sealed)).toThrow();
  });

  it('hashes recovery codes under the key', () => {
    const hash = recoveryCodeHash(key, 'ABCDEFGHIJ');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(key, 'ABCDEFGHIJ')).toBe(hash);
    expect(recoveryCodeHash(randomBytes(32), 'ABCDEFGHIJ')).not.toBe(hash);
  });

  it('hands out ten distinct recovery codes in two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    }
  });
});
