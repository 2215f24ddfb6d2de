import type { Logger } from '@mithaq/logging';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The Postgres channel recordEvent notifies on commit; a service's relay listens to it. */
export const OUTBOX_CHANNEL = 'outbox';

/** How long the listener waits before it listens again after losing its connection. */
const RECONNECT_MS = 1000;

/** A connection taken from a pool, and how to give it back (with an error: to close it). */
export type AcquireConnection = () => Promise<[PoolClient, (error?: Error) => void]>;

/**
 * One connection of the service's own pool, so listening never takes Postgres past the
 * connections the pool may hold (DATABASE_POOL_SIZE per process).
 */
export const poolConnectionOf =
  (dataSource: DataSource): AcquireConnection =>
  () =>
    (dataSource.driver as PostgresDriver).obtainMasterConnection() as Promise<
      [PoolClient, (error?: Error) => void]
    >;

const ignore = (): void => undefined;

/**
 * Holds a connection that LISTENs on the outbox channel and calls `onNotify` for each
 * notification, so events recorded by any process of the service (its seeds too, and handlers of
 * events) go out as soon as they commit rather than at the relay's next look. When the connection
 * drops it listens again on another; each time it starts listening it also calls `onNotify`, for
 * events committed while nobody listened.
 */
export class OutboxListener {
  /** The connection listening now: its backend, and how to stop and give it back to the pool. */
  private current: { client: PoolClient; pid: number; giveBack: () => Promise<void> } | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly acquire: AcquireConnection,
    private readonly onNotify: () => void,
    private readonly logger: Logger,
    private readonly reconnectMs = RECONNECT_MS,
  ) {}

  start(): void {
    void this.listen();
  }

  /** The Postgres backend listening now, or null while there is none (tests). */
  listenerPid(): number | null {
    return this.current?.pid ?? null;
  }

  private later(): void {
    if (!this.stopped && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.listen();
      }, this.reconnectMs);
    }
  }

  private async listen(): Promise<void> {
    if (this.stopped) {
      return;
    }
    let client: PoolClient;
    let release: (error?: Error) => void;
    try {
      [client, release] = await this.acquire();
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox listener could not connect; the relay polls');
      this.later();
      return;
    }
    // Once the connection is lost or given back, nothing here touches it again.
    let done = false;
    const notified = (): void => this.onNotify();
    const detach = (): void => {
      done = true;
      client.removeListener('notification', notified);
      client.removeListener('error', onLost);
      client.removeListener('end', onEnd);
      if (this.current?.client === client) {
        this.current = null;
      }
    };
    const onLost = (error?: Error): void => {
      if (done) {
        return;
      }
      detach();
      client.on('error', ignore);
      release(error ?? new Error('the listening connection ended'));
      if (!this.stopped) {
        this.logger.warn({ err: error }, 'outbox listener lost its connection; listening again');
        this.later();
      }
    };
    const onEnd = (): void => onLost();
    const giveBack = async (): Promise<void> => {
      try {
        await client.query('UNLISTEN *');
      } catch (error) {
        onLost(error as Error);
        return;
      }
      if (!done) {
        detach();
        release();
      }
    };
    client.on('notification', notified);
    client.on('error', onLost);
    client.on('end', onEnd);
    let pid: number;
    try {
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      pid = rows[0]?.pid ?? 0;
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (done) {
      return;
    }
    if (this.stopped) {
      await giveBack();
      return;
    }
    this.current = { client, pid, giveBack };
    this.onNotify();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) {
      clearTimeout(this.retry);
      this.retry = null;
    }
    const current = this.current;
    this.current = null;
    await current?.giveBack();
  }
}
