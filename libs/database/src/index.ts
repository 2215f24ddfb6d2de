import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { DataSource, type EntitySchema, type MixedList } from 'typeorm';
import { isPostgresError, PostgresErrorCode } from './postgres-errors';

export * from './binary-arrays';
export * from './postgres-errors';

type EntityList = MixedList<string | (new (...args: never[]) => unknown) | EntitySchema>;
type MigrationList = MixedList<string | (new (...args: never[]) => unknown)>;

const databaseNameOf = (url: string): string => {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/.test(name)) {
    throw new Error(`Database name "${name}" must be lower-case letters, digits and underscores`);
  }
  return name;
};

const adminUrlOf = (url: string): string => {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return admin.toString();
};

/** Creates the database named in `url` when it does not exist yet. */
export const ensureDatabase = async (url: string): Promise<void> => {
  const name = databaseNameOf(url);
  const client = new Client({ connectionString: adminUrlOf(url) });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((error: unknown) => {
        // Another process may have created it between our check and our create.
        if (!isPostgresError(error, PostgresErrorCode.DuplicateDatabase)) {
          throw error;
        }
      });
    }
  } finally {
    await client.end();
  }
};

/** Drops the database named in `url`, ending its open connections first. */
export const dropDatabase = async (url: string): Promise<void> => {
  const name = databaseNameOf(url);
  const client = new Client({ connectionString: adminUrlOf(url) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
};

export interface DatabaseOptions {
  url: string;
  entities: EntityList;
  migrations: MigrationList;
  poolSize?: number;
  /**
   * How long a query waits for a free pooled connection (or for a new one to open) before it
   * fails. Without it, a pool whose connections are all held waits forever, and the service's
   * RPCs hang instead of failing fast and recovering.
   */
  acquireTimeoutMs?: number;
  /**
   * Which failures to open are worth waiting out (Postgres starting, restarting or out of
   * connection slots), and for how long. Without it, the first failure is final.
   */
  retry?: RetryRule;
}

/** The default wait for a pooled connection: longer than any healthy wait, shorter than a hang. */
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 10_000;

/** Which failures of a piece of work are worth waiting out, and for how long in all. */
export interface RetryRule {
  when: (error: unknown) => boolean;
  forMs: number;
  /** Told of each failure that will be retried, and the wait before the next attempt. */
  onRetry?: (error: unknown, waitMs: number) => void;
}

/** The first wait between attempts; it doubles up to the last. */
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 2000;

/**
 * Runs `work` until it succeeds, trying again after each failure `rule` names (waiting 250 ms,
 * doubling up to 2 s) until `rule.forMs` has passed. Without a rule the first failure is final.
 */
export const retrying = async <T>(work: () => Promise<T>, rule?: RetryRule): Promise<T> => {
  const deadline = Date.now() + (rule?.forMs ?? 0);
  for (let waitMs = FIRST_RETRY_MS; ; waitMs = Math.min(waitMs * 2, LAST_RETRY_MS)) {
    try {
      return await work();
    } catch (error) {
      if (!rule?.when(error) || Date.now() + waitMs > deadline) {
        throw error;
      }
      rule.onRetry?.(error, waitMs);
      await sleep(waitMs);
    }
  }
};

/**
 * A service's own DataSource: created if missing, migrated, never synchronized. With `retry`, a
 * failure it names is tried again until `retry.forMs` has passed, so a service that starts while
 * Postgres is briefly unreachable or out of connection slots waits for it instead of dying. Each
 * migration runs in its own transaction, so one cut short by such a failure is simply run again.
 */
export const openDatabase = (options: DatabaseOptions): Promise<DataSource> =>
  retrying(() => openOnce(options), options.retry);

const openOnce = async (options: DatabaseOptions): Promise<DataSource> => {
  await ensureDatabase(options.url);
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
    },
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
  return dataSource;
};

export const pingDatabase = async (dataSource: DataSource): Promise<'up' | 'down'> => {
  try {
    await dataSource.query('SELECT 1');
    return 'up';
  } catch {
    return 'down';
  }
};
