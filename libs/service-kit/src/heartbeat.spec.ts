import { mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHeartbeat } from './heartbeat';

describe('startHeartbeat', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'heartbeat-'));
  });
  afterEach(() => {
    jest.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the file (and its folder) at once', () => {
    const file = join(dir, 'nested', 'beat');
    const stop = startHeartbeat(file, 60_000);
    stop();
    expect(statSync(file).isFile()).toBe(true);
  });

  it('keeps touching the file until stopped', () => {
    jest.useFakeTimers();
    const file = join(dir, 'beat');
    const stop = startHeartbeat(file, 1000);
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(file, old, old);
    jest.advanceTimersByTime(1000);
    expect(Date.now() - statSync(file).mtimeMs).toBeLessThan(60_000);
    stop();
    utimesSync(file, old, old);
    jest.advanceTimersByTime(5000);
    expect(Date.now() - statSync(file).mtimeMs).toBeGreaterThan(3_000_000);
  });
});
