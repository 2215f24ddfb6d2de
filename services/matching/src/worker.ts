import { BusTables1763700000000 } from '@mithaq/bus';
import { loadConfig, serviceEnvSchema } from '@mithaq/config';
import { ServiceName } from '@mithaq/contracts';
import { createLogger, type Logger } from '@mithaq/logging';
import { startHeartbeat } from '@mithaq/service-kit';
import { DataSource } from 'typeorm';
import { loadMatchingConfig } from './config';
import { matchingMigrations } from './migrations';
import { MatchingWorker } from './recompute/matching-worker';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The matching service's database, opened without migrating: the service process owns the
 * schema, so the worker waits until every migration it knows has been applied.
 */
const openMigratedDatabase = async (url: string, logger: Logger): Promise<DataSource> => {
  const expected = [BusTables1763700000000, ...matchingMigrations].map(
    (migration) => migration.name,
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const dataSource = new DataSource({
      type: 'postgres',
      url,
      synchronize: false,
      logging: false,
      extra: { max: 10 },
    });
    try {
      await dataSource.initialize();
      // Read, never create, the migrations table: creating it would race the service's migrator.
      const applied = await dataSource.query<{ name: string }[]>('SELECT name FROM migrations');
      const names = new Set(applied.map((row) => row.name));
      if (expected.every((name) => names.has(name))) {
        return dataSource;
      }
    } catch (err) {
      logger.debug({ err }, 'matching database not ready yet');
    }
    if (dataSource.isInitialized) {
      await dataSource.destroy();
    }
    if (Date.now() > deadline) {
      throw new Error('the matching database was not migrated within 2 minutes');
    }
    await sleep(500);
  }
};

/** Starts the matching worker process: BullMQ workers only, no RPC server. */
export const runMatchingWorker = async (
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ worker: MatchingWorker; stop: () => Promise<void> }> => {
  const config = loadConfig(serviceEnvSchema(ServiceName.Matching), env);
  const matching = loadMatchingConfig(env);
  const logger = createLogger('matching-worker', config.LOG_LEVEL);
  const dataSource = await openMigratedDatabase(config.databaseUrl, logger);
  const worker = new MatchingWorker({
    dataSource,
    config: matching,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger,
  });
  await worker.start();
  const stopHeartbeat = startHeartbeat(matching.WORKER_HEARTBEAT_FILE);
  logger.info('matching worker ready');
  const stop = async (): Promise<void> => {
    stopHeartbeat();
    await worker.close();
    await dataSource.destroy();
  };
  return { worker, stop };
};

if (require.main === module) {
  runMatchingWorker()
    .then(({ stop }) => {
      const shutdown = (): void => {
        stop().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
