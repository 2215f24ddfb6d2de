import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { busEntities, BusTables1763700000000 } from '@mithaq/bus';
import { ServiceName } from '@mithaq/contracts';
import { openDatabase } from '@mithaq/database';
import { createTestDatabase, uniqueTag, type TestDatabase } from '@mithaq/testing';
import { runWorker, type WorkerContext, type WorkerDefinition } from './worker';

describe('runWorker', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase(uniqueTag('wk'), 'worker');
    dir = mkdtempSync(join(tmpdir(), 'worker-'));
  }, 30_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }, 30_000);

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    WORKER_HEARTBEAT_FILE: join(dir, 'beat'),
    ...extra,
  });

  it('waits for the migrated database, starts the workers with their settings, beats, and stops', async () => {
    const events: string[] = [];
    let seen: WorkerContext<{ size: number }> | null = null;
    const definition: WorkerDefinition<{ close(): Promise<void> }, { size: number }> = {
      service: { service: ServiceName.Matching, entities: [], migrations: [] },
      name: 'test-worker',
      settings: (source) => ({ size: Number(source['TEST_SIZE']) }),
      start: (context) => {
        seen = context;
        events.push('started');
        return Promise.resolve({
          close: () => {
            events.push('closed');
            return Promise.resolve();
          },
        });
      },
    };
    const running = runWorker(definition, env({ TEST_SIZE: '3' }));
    // The service process migrates later; the worker must not start before that.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(events).toEqual([]);
    const migrated = await openDatabase({
      url: database.url,
      entities: busEntities,
      migrations: [BusTables1763700000000],
    });
    const handle = await running;
    expect(events).toEqual(['started']);
    expect(seen!.settings).toEqual({ size: 3 });
    expect(seen!.config.service).toBe('matching');
    expect(await seen!.dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    expect(existsSync(join(dir, 'beat'))).toBe(true);
    await handle.stop();
    expect(events).toEqual(['started', 'closed']);
    expect(seen!.dataSource.isInitialized).toBe(false);
    await migrated.destroy();
  }, 30_000);

  it('refuses invalid configuration before opening anything', async () => {
    const start = jest.fn();
    const definition: WorkerDefinition = {
      service: { service: ServiceName.Matching, entities: [], migrations: [] },
      name: 'test-worker',
      start,
    };
    await expect(runWorker(definition, env({ LOG_LEVEL: 'loud' }))).rejects.toThrow(
      /Invalid configuration/,
    );
    await expect(
      runWorker(
        {
          ...definition,
          settings: () => {
            throw new Error('TEST_SIZE must be a number');
          },
        },
        env(),
      ),
    ).rejects.toThrow(/TEST_SIZE/);
    expect(start).not.toHaveBeenCalled();
  });
});
