import { Platform, PLATFORM_STOP_TIMEOUT, SERVICES } from '@mithaq/testing';

/**
 * The test platform itself: an app that dies while the platform starts fails the start at once,
 * naming the app and showing the end of its log, instead of leaving the file to wait out the
 * three-minute start timeout for an answer that cannot come.
 */
describe('a platform whose gateway cannot start', () => {
  // The gateway refuses an idle timeout under a minute and exits before it listens. It is the
  // only app launched: the services would change nothing here.
  const platform = new Platform({ env: { SESSION_IDLE_MINUTES: '0' }, without: SERVICES });
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('fails the start with the gateway’s own reason, leaving no process behind', async () => {
    const failure = await platform.start().then(
      () => new Error('the platform started'),
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(
      /^gateway exited with 1 before the platform was up \(.*-gateway\.log\):\n[\s\S]*SESSION_IDLE_MINUTES/,
    );
    expect(platform.processes.size).toBe(0);
  }, 60_000);
});
