import { emailTokenSchema } from '@mithaq/contracts';
import { expiryOf, newToken, tokenHashOf } from './account-tokens';

describe('emailed account tokens', () => {
  it('are 43 base64url characters that the route schema accepts, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, newToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(emailTokenSchema.safeParse(token).success).toBe(true);
    }
  });

  it('are stored as a SHA-256 that differs from the token and is stable', () => {
    const token = newToken();
    expect(tokenHashOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHashOf(token)).toBe(tokenHashOf(token));
    expect(tokenHashOf(token)).not.toContain(token);
    expect(tokenHashOf(`${token.slice(0, -1)}A`)).not.toBe(tokenHashOf(`${token.slice(0, -1)}B`));
  });

  it('expire after an hour for a reset and a day for a verification', () => {
    const issued = new Date('2025-01-01T10:00:00Z');
    expect(expiryOf('password-reset', issued).toISOString()).toBe('2025-01-01T11:00:00.000Z');
    expect(expiryOf('email-verification', issued).toISOString()).toBe('2025-01-02T10:00:00.000Z');
  });
});
