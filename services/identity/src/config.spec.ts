import { ConfigError } from '@mithaq/config';
import { DEV_TWO_FACTOR_KEY, loadIdentityConfig } from './config';

describe('the identity configuration', () => {
  const ownKey = Buffer.alloc(32, 7).toString('base64');

  it('decodes the two-factor key and keeps the development one outside production', () => {
    expect(loadIdentityConfig({}).twoFactorKey).toEqual(Buffer.from(DEV_TWO_FACTOR_KEY, 'base64'));
    expect(loadIdentityConfig({ TWO_FACTOR_KEY: ownKey }).twoFactorKey).toEqual(
      Buffer.alloc(32, 7),
    );
  });

  it('refuses the development two-factor key in production, naming it', () => {
    const load = () => loadIdentityConfig({ NODE_ENV: 'production' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/TWO_FACTOR_KEY: must be set to a key of your own in production/);
    expect(
      loadIdentityConfig({ NODE_ENV: 'production', TWO_FACTOR_KEY: ownKey }).twoFactorKey,
    ).toHaveLength(32);
  });

  it('refuses a key that is not base64 of 32 bytes', () => {
    expect(() => loadIdentityConfig({ TWO_FACTOR_KEY: 'change-me' })).toThrow(
      /TWO_FACTOR_KEY: must be base64 of 32 random bytes/,
    );
    expect(() =>
      loadIdentityConfig({ TWO_FACTOR_KEY: Buffer.alloc(16).toString('base64') }),
    ).toThrow(/TWO_FACTOR_KEY/);
  });
});
