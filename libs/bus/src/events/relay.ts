import type { Logger } from '@mithaq/logging';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { DataSource } from 'typeorm';
import type { DatabaseNotifications } from './notification-listener';
import { OUTBOX_CHANNEL } from './outbox';

interface PendingRow {
  id: string;
  name: string;
  payload: unknown;
  request_id: string | null;
  occurred_at: Date;
}

const BATCH = 100;
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * Publishes outbox rows with publisher confirms and marks them sent. Rows are claimed with
 * SKIP LOCKED, so several instances of a service can relay side by side.
 *
 * A pass runs when a transaction of this process that recorded events commits (kick), when any
 * process's commit notifies the outbox channel, when listening to it (re)starts, and every
 * `pollMs` besides, for rows no notification announced.
 */
export class OutboxRelay {
  private stopped = false;
  /** Set by kick(): another pass is due, whether or not the loop was asleep when it came. */
  private kicked = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private lastCleanup = 0;
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly channel: ChannelWrapper,
    private readonly exchange: string,
    private readonly pollMs: number,
    private readonly logger: Logger,
    private readonly notifications: DatabaseNotifications,
  ) {}

  start(): void {
    if (!this.loop) {
      this.unlisten = this.notifications.onNotification(OUTBOX_CHANNEL, () => this.kick());
      this.loop = this.run();
    }
  }

  /** Asks for an immediate pass, e.g. right after a transaction that recorded events. */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    this.kick();
    await this.loop;
  }

  /** Publishes one batch; returns how many rows it sent. */
  async publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: PendingRow[] = await manager.query(
        `SELECT id, name, payload, request_id, occurred_at FROM outbox
         WHERE sent_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH],
      );
      if (rows.length === 0) {
        return 0;
      }
      await Promise.all(rows.map((row) => this.publish(row)));
      await manager.query('UPDATE outbox SET sent_at = now() WHERE id = ANY($1::uuid[])', [
        rows.map((row) => row.id),
      ]);
      return rows.length;
    });
  }

  private publish(row: PendingRow): Promise<unknown> {
    const occurredAt = new Date(row.occurred_at).toISOString();
    const envelope = {
      id: row.id,
      name: row.name,
      occurredAt,
      requestId: row.request_id,
      payload: row.payload,
    };
    return this.channel.publish(this.exchange, row.name, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: row.id,
      contentType: 'application/json',
      timestamp: Math.floor(Date.parse(occurredAt) / 1000),
      headers: row.request_id ? { 'x-request-id': row.request_id } : {},
    });
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      // A kick from here on (a commit after this pass has looked) calls for another pass.
      this.kicked = false;
      let sent = 0;
      try {
        sent = await this.publishBatch();
        if (sent > 0) {
          this.logger.debug({ sent }, 'outbox relay published events');
        }
        await this.cleanup();
      } catch (error) {
        this.logger.warn({ err: error }, 'outbox relay pass failed; will retry');
      }
      if (sent < BATCH && !this.stopped && !this.kicked) {
        await this.sleep();
      }
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wake = done;
    });
  }

  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_EVERY_MS) {
      return;
    }
    this.lastCleanup = Date.now();
    await this.dataSource.query(
      "DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < now() - interval '7 days'",
    );
  }
}
