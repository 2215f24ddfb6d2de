import type { Logger } from '@mithaq/logging';
import { Client, type ClientConfig } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';

/** The Postgres channel recordEvent notifies on commit; a service's relay listens to it. */
export const OUTBOX_CHANNEL = 'outbox';

/** How long the listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 1000;

/** The settings of a connection of its own to the database `dataSource` uses. */
export const listenerConfigOf = (dataSource: DataSource): ClientConfig => {
  const options = dataSource.options as PostgresConnectionOptions;
  return {
    connectionString: options.url,
    host: options.host,
    port: options.port,
    user: options.username,
    password: typeof options.password === 'string' ? options.password : undefined,
    database: options.database,
    application_name: 'outbox-listener',
  };
};

/**
 * Holds a connection of its own that LISTENs on the outbox channel and calls `onNotify` for each
 * notification, so events recorded by any process of the service (its workers too) go out as soon
 * as they commit rather than at the relay's next look. When the connection drops it connects
 * again; each (re)connection also calls `onNotify`, for events committed while nobody listened.
 */
export class OutboxListener {
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: ClientConfig,
    private readonly onNotify: () => void,
    private readonly logger: Logger,
    private readonly reconnectMs = RECONNECT_MS,
  ) {}

  start(): void {
    void this.connect();
  }

  /** True while the connection is open and listening. */
  isListening(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    if (this.stopped) {
      return;
    }
    const client = new Client(this.config);
    let lost = false;
    const onLost = (error?: Error): void => {
      if (lost) {
        return;
      }
      lost = true;
      if (this.client === client) {
        this.client = null;
      }
      client.end().catch(() => undefined);
      if (!this.stopped) {
        this.logger.warn(
          { err: error },
          'outbox listener lost its connection; the relay polls until it is back',
        );
        this.retry = setTimeout(() => {
          this.retry = null;
          void this.connect();
        }, this.reconnectMs);
      }
    };
    client.on('notification', () => this.onNotify());
    client.on('error', (error) => onLost(error));
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.onNotify();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) {
      clearTimeout(this.retry);
      this.retry = null;
    }
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
