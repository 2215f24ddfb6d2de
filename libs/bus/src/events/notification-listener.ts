import type { Logger } from '@mithaq/logging';
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

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

/** What the service's database notifies, on the channels a part of the service asks for. */
export interface DatabaseNotifications {
  /**
   * Calls `handler` for every notification on `channel`, and once each time listening to it
   * starts or starts again after a lost connection, for what was notified while nobody listened.
   * Returns how to stop.
   */
  onNotification(channel: string, handler: () => void): () => void;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

const ignore = (): void => undefined;

/** The connection listening now: its backend, the channels it listens to, how to give it back. */
interface Listening {
  client: PoolClient;
  pid: number;
  channels: Set<string>;
  giveBack: () => Promise<void>;
}

/**
 * One connection per process that LISTENs on every channel some part of the process asked for
 * (the outbox relay, the change feed), so a service holds one listening connection however many
 * parts listen. When the connection drops it listens again on another, and calls every handler
 * once it does.
 */
export class NotificationListener implements DatabaseNotifications {
  private readonly handlers = new Map<string, Set<() => void>>();
  private current: Listening | null = null;
  private started = false;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly acquire: AcquireConnection,
    private readonly logger: Logger,
    private readonly reconnectMs = RECONNECT_MS,
  ) {}

  start(): void {
    if (!this.started) {
      this.started = true;
      void this.listen();
    }
  }

  onNotification(channel: string, handler: () => void): () => void {
    if (!CHANNEL_NAME.test(channel)) {
      throw new Error(`"${channel}" is not a channel name`);
    }
    const handlers = this.handlers.get(channel) ?? new Set<() => void>();
    this.handlers.set(channel, handlers);
    handlers.add(handler);
    const current = this.current;
    if (current?.channels.has(channel)) {
      queueMicrotask(handler);
    } else if (current) {
      current.channels.add(channel);
      // A failure here is the connection's: losing it listens again, to this channel too.
      current.client.query(`LISTEN ${channel}`).then(handler, ignore);
    }
    return () => {
      handlers.delete(handler);
    };
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

  private unlistened(channels: ReadonlySet<string>): string | undefined {
    return [...this.handlers.keys()].find((channel) => !channels.has(channel));
  }

  private notify(channel: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      handler();
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
      this.logger.warn({ err: error }, 'could not listen to the database; listening again soon');
      this.later();
      return;
    }
    // Once the connection is lost or given back, nothing here touches it again.
    let done = false;
    const notified = (message: { channel: string }): void => this.notify(message.channel);
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
        this.logger.warn({ err: error }, 'lost the listening connection; listening again');
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
    const channels = new Set<string>();
    let pid: number;
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      pid = rows[0]?.pid ?? 0;
      // A channel asked for while these run is listened to by the same loop.
      for (let channel = this.unlistened(channels); channel; channel = this.unlistened(channels)) {
        channels.add(channel);
        await client.query(`LISTEN ${channel}`);
      }
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
    this.current = { client, pid, channels, giveBack };
    for (const channel of channels) {
      this.notify(channel);
    }
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
