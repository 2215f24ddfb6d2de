import { normaliseSignInIdentifier } from './sign-in-identifier';

describe('normaliseSignInIdentifier', () => {
  it('lower-cases usernames and addresses after NFKC', () => {
    expect(normaliseSignInIdentifier('  Demo_Amina ')).toBe('demo_amina');
    expect(normaliseSignInIdentifier('Amina.Y@Example.COM')).toBe('amina.y@example.com');
    // Full-width letters fold to ASCII under NFKC, so they name the same account.
    expect(normaliseSignInIdentifier('ｄｅｍｏ_amina')).toBe('demo_amina');
  });

  it('refuses look-alike Unicode that lower-cases to something else', () => {
    expect(normaliseSignInIdentifier('demo_amİna')).toBeNull();
    expect(normaliseSignInIdentifier('demo_amına')).toBeNull();
    expect(normaliseSignInIdentifier('amİna@example.com')).toBeNull();
  });

  it('refuses names outside the username character set and malformed addresses', () => {
    expect(normaliseSignInIdentifier("amina' OR 1=1")).toBeNull();
    expect(normaliseSignInIdentifier('ab')).toBeNull();
    expect(normaliseSignInIdentifier('amina@')).toBeNull();
    expect(normaliseSignInIdentifier('@example.com')).toBeNull();
    expect(normaliseSignInIdentifier(`${'a'.repeat(250)}@example.com`)).toBeNull();
  });
});
