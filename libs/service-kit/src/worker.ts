import { BusTables1763700000000 } from '@mithaq/bus';
import { loadConfig, serviceEnvSchema, type ServiceConfig } from '@mithaq/config';
import type { ServiceName } from '@mithaq/contracts';
import { createLogger, type Logger } from '@mithaq/logging';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { DEFAULT_HEARTBEAT_FILE, startHeartbeat } from './heartbeat';

type EntityClass = new (...args: never[]) => unknown;

/** The settings every worker process reads besides its service's. */
export const workerEnvSchema = z.object({
  /** Touched every 10 s while the process is alive (the container healthcheck reads its age). */
  WORKER_HEARTBEAT_FILE: z.string().min(1).default(DEFAULT_HEARTBEAT_FILE),
});

/** What a worker's `start` receives: everything is validated or opened before it runs. */
export interface WorkerContext<S> {
  config: ServiceConfig;
  /** The service's own settings, from `definition.settings`. */
  settings: S;
  logger: Logger;
  /** The service's own database, migrated by the service process. */
  dataSource: DataSource;
}

/** Whatever `start` returns: the running job workers, closed on shutdown. */
export interface RunningWorker {
  close(): Promise<void>;
}

export interface WorkerDefinition<W extends RunningWorker = RunningWorker, S = undefined> {
  /** The service whose database and jobs the worker uses (a ServiceDefinition fits). */
  service: { service: ServiceName; entities: EntityClass[]; migrations: EntityClass[] };
  /** Names the process in logs, e.g. 'matching-worker'. */
  name: string;
  /** Reads and validates the service's own settings from the environment, before anything opens. */
  settings?: (env: NodeJS.ProcessEnv) => S;
  /** Starts the job workers (and sweepers, schedules); resolves once they run. */
  start: (context: WorkerContext<S>) => Promise<W>;
  /** Database connections of the process. */
  poolSize?: number;
}

export interface WorkerHandle<W extends RunningWorker> {
  worker: W;
  logger: Logger;
  /** Stops the heartbeat, closes the workers, then the database. */
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The service's database, opened without migrating: the service process owns the schema, so a
 * worker waits (up to `timeoutMs`) until every migration it knows has been applied.
 */
export const openMigratedDatabase = async (
  options: { url: string; entities: EntityClass[]; migrations: EntityClass[]; poolSize?: number },
  logger: Logger,
  timeoutMs = 120_000,
): Promise<DataSource> => {
  const expected = [BusTables1763700000000, ...options.migrations].map((m) => m.name);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dataSource = new DataSource({
      type: 'postgres',
      url: options.url,
      entities: options.entities,
      synchronize: false,
      logging: false,
      extra: { max: options.poolSize ?? 10 },
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
      logger.debug({ err }, 'database not ready yet');
    }
    if (dataSource.isInitialized) {
      await dataSource.destroy();
    }
    if (Date.now() > deadline) {
      throw new Error(`the database was not migrated within ${Math.round(timeoutMs / 1000)} s`);
    }
    await sleep(500);
  }
};

/**
 * Boots a background worker process: validated config (shared and the service's own), logger,
 * the service's (already migrated) database, then `definition.start`, then a heartbeat file. No RPC queue consumer and no HTTP
 * port. SIGTERM and SIGINT stop it cleanly and exit.
 */
export const runWorker = async <W extends RunningWorker, S>(
  definition: WorkerDefinition<W, S>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<WorkerHandle<W>> => {
  const config = loadConfig(serviceEnvSchema(definition.service.service), env);
  const workerConfig = loadConfig(workerEnvSchema, env);
  const settings = definition.settings ? definition.settings(env) : (undefined as S);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const dataSource = await openMigratedDatabase(
    {
      url: config.databaseUrl,
      entities: definition.service.entities,
      migrations: definition.service.migrations,
      poolSize: definition.poolSize ?? config.DATABASE_POOL_SIZE,
    },
    logger,
  );
  let worker: W;
  try {
    worker = await definition.start({ config, settings, logger, dataSource });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  const stopHeartbeat = startHeartbeat(workerConfig.WORKER_HEARTBEAT_FILE);
  const stop = async (): Promise<void> => {
    process.off('SIGTERM', shutdown);
    process.off('SIGINT', shutdown);
    stopHeartbeat();
    await worker.close();
    await dataSource.destroy();
  };
  function shutdown(): void {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, `${definition.name} did not stop cleanly`);
        process.exit(1);
      },
    );
  }
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  logger.info(`${definition.name} ready`);
  return { worker, logger, stop };
};
