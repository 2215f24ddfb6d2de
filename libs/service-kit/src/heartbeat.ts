import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where a worker writes its heartbeat unless WORKER_HEARTBEAT_FILE says otherwise. */
export const DEFAULT_HEARTBEAT_FILE = 'var/worker-heartbeat';

/**
 * Touches `file` now and every `intervalMs` while the event loop is alive. A process that has no
 * port and no RPC queue (a background worker) proves it is alive this way; the container's
 * healthcheck (infra/healthcheck/worker-alive.js) reads the file's age. Returns a stop function.
 */
export const startHeartbeat = (file: string, intervalMs = 10_000): (() => void) => {
  mkdirSync(dirname(file), { recursive: true });
  const beat = (): void => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      writeFileSync(file, '');
    }
  };
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};
