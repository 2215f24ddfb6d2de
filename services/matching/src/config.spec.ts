import { loadMatchingConfig } from './config';

describe('loadMatchingConfig', () => {
  it('has working defaults', () => {
    expect(loadMatchingConfig({})).toMatchObject({
      MATCHES_PER_MEMBER: 50,
      REQUEST_EXPIRY_SWEEP_MS: 900_000,
      WORKER_CONCURRENCY: 1,
    });
  });

  it('refuses nonsense with the variable named', () => {
    expect(() => loadMatchingConfig({ MATCHES_PER_MEMBER: '0' })).toThrow(/MATCHES_PER_MEMBER/);
    expect(() => loadMatchingConfig({ RECOMPUTE_CHUNK_SIZE: 'many' })).toThrow(
      /RECOMPUTE_CHUNK_SIZE/,
    );
  });
});
