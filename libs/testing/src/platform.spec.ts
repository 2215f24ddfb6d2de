import { Platform, SEEDED_ADMIN, SHARED_PLATFORM_GLOBAL, type SharedPlatform } from './index';

describe('Platform on the shared platform of a run', () => {
  const shared: SharedPlatform = {
    tag: 'e2eshared1234',
    port: 40123,
    baseUrl: 'http://127.0.0.1:40123',
    stripe: null,
  };
  const globals = globalThis as Record<string, unknown>;

  afterEach(() => {
    delete globals[SHARED_PLATFORM_GLOBAL];
  });

  it('attaches when the file asked for it, starting and seeding nothing of its own', async () => {
    globals[SHARED_PLATFORM_GLOBAL] = shared;
    const platform = await new Platform().start();
    expect(platform.tag).toBe(shared.tag);
    expect(platform.baseUrl).toBe(shared.baseUrl);
    expect(platform.databaseUrl('profile')).toMatch(/\/mithaq_e2eshared1234_profile$/);
    expect(platform.processes.size).toBe(0);
    await expect(platform.seedAdmin()).resolves.toEqual(SEEDED_ADMIN);
  });

  it('refuses to start, kill or seed anything on it, and its stop ends nothing', async () => {
    globals[SHARED_PLATFORM_GLOBAL] = shared;
    const platform = await new Platform().start();
    expect(() => platform.launch('profile')).toThrow(/shared platform cannot start profile/);
    await expect(platform.kill('profile')).rejects.toThrow(/cannot kill profile/);
    await expect(platform.runSeed('identity')).rejects.toThrow(/cannot seed identity/);
    await platform.stop();
    expect(platform.stripe).toBeNull();
  });
});
