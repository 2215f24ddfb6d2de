import { hashPassword, needsRehash, PASSWORD_HASH_OPTIONS, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with m=19456 KiB, t=2, p=1', async () => {
    const hash = await hashPassword('bismillah-123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(PASSWORD_HASH_OPTIONS).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('bismillah-123');
    expect(await verifyPassword(hash, 'bismillah-123')).toBe(true);
    expect(await verifyPassword(hash, 'bismillah-124')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'bismillah-123')).toBe(false);
  });

  it('asks for a rehash of hashes made with weaker parameters', async () => {
    expect(needsRehash(await hashPassword('x-password'))).toBe(false);
    const argon2 = await import('argon2');
    const weak = await argon2.hash('x-password', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    expect(needsRehash(weak)).toBe(true);
  });
});
