import {
  eventSubscriptions,
  type EventEnvelope,
  type EventName,
  type ServiceName,
} from '@mithaq/contracts';
import { runWithRequestId, type Logger } from '@mithaq/logging';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConsumeMessage } from 'amqplib';
import type { DataSource, EntityManager } from 'typeorm';
import type { BusNames } from '@mithaq/contracts';
import { isTransientFailure } from '../transient-failure';

export type EventHandler<E extends EventName> = (
  event: EventEnvelope<E>,
  manager: EntityManager,
) => Promise<void>;

export type EventHandlers = { [E in EventName]?: EventHandler<E> };

export const ATTEMPTS_HEADER = 'x-mithaq-attempts';

/** Checked at boot: a service handles exactly the events it subscribes to, no more, no less. */
export const assertHandlersMatchSubscriptions = (
  service: ServiceName,
  handlers: EventHandlers,
): void => {
  const expected = [...eventSubscriptions[service]].sort();
  const actual = Object.keys(handlers).sort();
  if (expected.join() !== actual.join()) {
    throw new Error(
      `${service} subscribes to [${expected.join(', ')}] but handles [${actual.join(', ')}]`,
    );
  }
};

const isEnvelope = (value: unknown): value is EventEnvelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { name?: unknown }).name === 'string';

export interface ConsumerOptions {
  service: ServiceName;
  names: BusNames;
  maxAttempts: number;
  retryBaseMs: number;
}

/**
 * Handles one delivery: the handler and the processed-event mark commit in one transaction, the
 * message is acked after that commit, a failure is retried with backoff and dead-lettered after
 * `maxAttempts`.
 */
export class EventConsumer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly channel: ChannelWrapper,
    private readonly handlers: EventHandlers,
    private readonly options: ConsumerOptions,
    private readonly logger: Logger,
  ) {}

  async onMessage(message: ConsumeMessage): Promise<void> {
    let envelope: unknown;
    try {
      envelope = JSON.parse(message.content.toString('utf8'));
    } catch {
      envelope = null;
    }
    if (!isEnvelope(envelope)) {
      this.logger.error(
        { messageId: message.properties.messageId },
        'unreadable event dead-lettered',
      );
      this.channel.nack(message, false, false);
      return;
    }
    await runWithRequestId(envelope.requestId, () => this.handle(envelope, message));
  }

  private async handle(envelope: EventEnvelope, message: ConsumeMessage): Promise<void> {
    const handler = this.handlers[envelope.name] as EventHandler<EventName> | undefined;
    if (!handler) {
      this.logger.warn({ event: envelope.name }, 'no handler for event; acknowledged');
      this.channel.ack(message);
      return;
    }
    try {
      const handled = await this.dataSource.transaction(async (manager) => {
        const inserted: unknown[] = await manager.query(
          `INSERT INTO processed_events (event_id, consumer) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [envelope.id, this.options.service],
        );
        if (inserted.length === 0) {
          return false;
        }
        await handler(envelope, manager);
        return true;
      });
      this.logger.debug({ event: envelope.name, eventId: envelope.id, handled }, 'event consumed');
      this.channel.ack(message);
    } catch (error) {
      await this.fail(envelope, message, error);
    }
  }

  private async fail(
    envelope: EventEnvelope,
    message: ConsumeMessage,
    error: unknown,
  ): Promise<void> {
    const previous = Number(message.properties.headers?.[ATTEMPTS_HEADER] ?? 0);
    // A database that is restarting or unreachable is not the event's fault: it is retried
    // (at the longest delay once the backoff reaches it) for as long as the outage lasts.
    const transient = isTransientFailure(error);
    const attempts = transient
      ? Math.min(previous + 1, this.options.maxAttempts - 1)
      : previous + 1;
    if (!transient && attempts >= this.options.maxAttempts) {
      this.logger.error(
        { err: error, event: envelope.name, eventId: envelope.id, attempts },
        'event handler failed too often; dead-lettered',
      );
      this.channel.nack(message, false, false);
      return;
    }
    const delay = Math.min(
      this.options.retryBaseMs * 2 ** (transient ? previous : attempts - 1),
      transient ? 5_000 : 30_000,
    );
    this.logger.warn(
      { err: error, event: envelope.name, eventId: envelope.id, attempts, retryInMs: delay },
      'event handler failed; will retry',
    );
    try {
      await this.channel.sendToQueue(
        this.options.names.retryQueue(this.options.service),
        message.content,
        {
          persistent: true,
          messageId: message.properties.messageId as string | undefined,
          contentType: 'application/json',
          expiration: String(delay),
          headers: { ...message.properties.headers, [ATTEMPTS_HEADER]: attempts },
        },
      );
      this.channel.ack(message);
    } catch (publishError) {
      // The retry copy was not confirmed: put the original back rather than lose it.
      this.logger.error({ err: publishError }, 'could not schedule retry; requeueing');
      this.channel.nack(message, false, true);
    }
  }
}
