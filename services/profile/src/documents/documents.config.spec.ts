import { randomBytes } from 'node:crypto';
import { ConfigError } from '@mithaq/config';
import { DEV_DOCUMENTS_MASTER_KEY, loadDocumentsConfig } from './documents.config';

describe('documents config', () => {
  const ownKey = randomBytes(32).toString('base64');

  it('uses the development key outside production', () => {
    const config = loadDocumentsConfig({});
    expect(config.masterKey).toEqual(Buffer.from(DEV_DOCUMENTS_MASTER_KEY, 'base64'));
    expect(config.masterKey).toHaveLength(32);
    expect(config.DOCUMENTS_SWEEP_MS).toBe(60 * 60 * 1000);
  });

  it('refuses to start in production without a key of its own', () => {
    expect(() => loadDocumentsConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadDocumentsConfig({ NODE_ENV: 'production' })).toThrow(/DOCUMENTS_MASTER_KEY/);
    expect(() =>
      loadDocumentsConfig({
        NODE_ENV: 'production',
        DOCUMENTS_MASTER_KEY: DEV_DOCUMENTS_MASTER_KEY,
      }),
    ).toThrow(/default is refused/);
  });

  it('refuses a key that is not base64 of 32 bytes, in any environment', () => {
    const short = randomBytes(16).toString('base64');
    const long = randomBytes(48).toString('base64');
    for (const key of [short, long, 'not base64 at all!', '']) {
      expect(() => loadDocumentsConfig({ DOCUMENTS_MASTER_KEY: key })).toThrow(ConfigError);
      expect(() =>
        loadDocumentsConfig({ NODE_ENV: 'production', DOCUMENTS_MASTER_KEY: key }),
      ).toThrow(/32 random bytes/);
    }
  });

  it('takes a key of its own in production, and the sweep interval', () => {
    const config = loadDocumentsConfig({
      NODE_ENV: 'production',
      DOCUMENTS_MASTER_KEY: ownKey,
      DOCUMENTS_SWEEP_MS: '500',
    });
    expect(config.masterKey).toEqual(Buffer.from(ownKey, 'base64'));
    expect(config.DOCUMENTS_SWEEP_MS).toBe(500);
  });
});
