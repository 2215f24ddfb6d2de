import { generationChannel, generationKey, RAISE_GENERATION_SCRIPT } from '@mithaq/bus';
import type { Logger } from '@mithaq/logging';
import { Redis } from 'ioredis';
import { Client } from 'pg';
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
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
  /** Wait before listening again after the Postgres connection was lost. */
  retryMs?: number;
}

/**
 * Listens to the service's database and raises the service's generation after every committed
 * write. A lost connection may have missed writes, so every (re)connection raises it once too;
 * a raise that Redis refused is retried until it lands.
 */
export class ChangeFeed {
  private readonly redis: Redis;
  private client: Client | null = null;
  private stopped = false;
  private raising = false;
  private pending = false;
  private readonly timers = new Map<'raise' | 'listen', NodeJS.Timeout>();
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

  async start(): Promise<void> {
    await this.listen();
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
        this.schedule('raise', () => this.raise());
      });
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl });
    client.on('error', (err) => {
      this.options.logger.warn({ err }, 'change feed: lost the database; listening again');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    client.on('notification', () => this.raise());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      this.options.logger.warn({ err }, 'change feed: cannot listen yet; retrying');
      this.reconnect(client);
      return;
    }
    this.client = client;
    // Whatever was written while nobody listened is announced by this raise.
    this.raise();
  }

  private reconnect(client: Client): void {
    if (this.stopped || (this.client !== client && this.client !== null)) {
      return;
    }
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.schedule('listen', () => void this.listen());
  }

  private schedule(kind: 'raise' | 'listen', work: () => void): void {
    if (this.timers.has(kind)) {
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(kind);
      if (!this.stopped) {
        work();
      }
    }, this.options.retryMs ?? 1000);
    this.timers.set(kind, timer);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) {
      clearTimeout(timer);
    }
    this.timers.clear();
    const client = this.client;
    this.client = null;
    client?.removeAllListeners('end');
    await client?.end().catch(() => undefined);
    this.redis.disconnect();
  }
}
