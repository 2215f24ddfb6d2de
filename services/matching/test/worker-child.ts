import { createLogger } from '@mithaq/logging';
import { DataSource } from 'typeorm';
import { loadMatchingConfig } from '../src/config';
import { MatchingWorker } from '../src/recompute/matching-worker';

/**
 * A matching worker in a child process (tests only) that stops inside the write transaction of
 * its first recompute job and tells its parent, which then kills it with SIGKILL.
 */
const main = async (): Promise<void> => {
  const env = process.env;
  const dataSource = await new DataSource({
    type: 'postgres',
    url: env['DATABASE_URL'],
    extra: { max: 2 },
  }).initialize();
  const worker = new MatchingWorker({
    dataSource,
    config: loadMatchingConfig(env),
    redisUrl: env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
    redisPrefix: env['REDIS_PREFIX'] ?? '',
    logger: createLogger('matching-worker-child', 'silent'),
    hooks: {
      beforeCommit: async (kind, id) => {
        process.send?.({ paused: kind, id });
        await new Promise(() => undefined);
      },
    },
  });
  await worker.start();
  process.send?.({ ready: true });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
