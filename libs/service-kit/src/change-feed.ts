import {
  generationChannel,
  generationKey,
  RAISE_GENERATION_SCRIPT,
  type DatabaseNotifications,
} from '@mithaq/bus';
import type { Logger } from '@mithaq/logging';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

/** The Postgres channel every committed write of the service's tables notifies. */
export const CHANGES_CHANNEL = 'mithaq_changes';

/**
 * Tables whose writes change no reply: the event plumbing (the outbox is polled and marked many
 * times a second; a processed event is recorded in the same transaction as the handler's own
 * writes, which notify) and the migrations table.
 */
export const UNWATCHED_TABLES: readonly string[] = ['outbox', 'processed_events', 'migrations'];

const TRIGGER = 'mithaq_notify_changes';
// Any fixed number shared by every process installing triggers into one database.
const INSTALL_LOCK = 7_041_993;

/**
 * A statement-level trigger on every table of the public schema, so that every write, whichever
 * process makes it (the service, its workers, a migration, COPY), notifies at commit. Postgres
 * folds identical notifications of one transaction into one. Installed at every start, so a table
 * added by a later migration is covered without anyone remembering to.
 */
export const installChangeTriggers = async (dataSource: DataSource): Promise<string[]> =>
  dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [INSTALL_LOCK]);
    await manager.query(`
      CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${CHANGES_CHANNEL}', '');
        RETURN NULL;
      END $$`);
    const missing: { name: string }[] = await manager.query(
      `SELECT c.relname AS name FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
          AND c.relname <> ALL($1::text[])
          AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $2)
        ORDER BY c.relname`,
      [UNWATCHED_TABLES, TRIGGER],
    );
    for (const { name } of missing) {
      await manager.query(
        `CREATE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}"
           FOR EACH STATEMENT EXECUTE FUNCTION ${TRIGGER}()`,
      );
    }
    return missing.map(({ name }) => name);
  });

export interface ChangeFeedOptions {
  service: string;
  /** The service's database notifications (its event bus holds the listening connection). */
  notifications: DatabaseNotifications;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  /** Wait before a raise that Redis refused is tried again. */
  retryMs?: number;
}

/**
 * Listens to the service's database and raises the service's generation after every committed
 * write. A lost connection may have missed writes, so every time listening (re)starts raises it
 * once too; a raise that Redis refused is retried until it lands.
 */
export class ChangeFeed {
  private readonly redis: Redis;
  private unlisten: (() => void) | null = null;
  private stopped = false;
  private raising = false;
  private pending = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly raiseOnce: () => Promise<number>;

  constructor(private readonly options: ChangeFeedOptions) {
    this.redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.on('error', (err) =>
      options.logger.warn({ err }, 'change feed: Redis error (generations wait for it)'),
    );
    const key = generationKey(options.redisPrefix, options.service);
    const channel = generationChannel(options.redisPrefix);
    this.raiseOnce = async () =>
      Number(await this.redis.eval(RAISE_GENERATION_SCRIPT, 1, key, channel, options.service));
  }

  start(): void {
    this.unlisten ??= this.options.notifications.onNotification(CHANGES_CHANNEL, () =>
      this.raise(),
    );
  }

  /** Raises the generation now (and again after a raise in flight, never two at once). */
  raise(): void {
    if (this.raising) {
      this.pending = true;
      return;
    }
    this.raising = true;
    this.pending = false;
    this.raiseOnce()
      .then(() => {
        this.raising = false;
        if (this.pending && !this.stopped) {
          this.raise();
        }
      })
      .catch((err: unknown) => {
        this.raising = false;
        if (this.stopped) {
          return;
        }
        this.options.logger.warn({ err }, 'change feed: could not raise the generation; retrying');
        this.retry ??= setTimeout(() => {
          this.retry = null;
          if (!this.stopped) {
            this.raise();
          }
        }, this.options.retryMs ?? 1000);
      });
  }

  stop(): void {
    this.stopped = true;
    this.unlisten?.();
    this.unlisten = null;
    if (this.retry) {
      clearTimeout(this.retry);
      this.retry = null;
    }
    this.redis.disconnect();
  }
}
