import type { ServiceName } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import type { DataSource, EntityManager } from 'typeorm';
import { busNames } from '@mithaq/contracts';
import { amqpSocketOptions } from '../amqp-options';
import { assertHandlersMatchSubscriptions, EventConsumer, type EventHandlers } from './consumer';
import {
  NotificationListener,
  poolConnectionOf,
  type DatabaseNotifications,
} from './notification-listener';
import { OutboxRelay } from './relay';
import { declareAllTopology, declareConsumerTopology } from './topology';

export interface EventBusOptions {
  service: ServiceName;
  rabbitmqUrl: string;
  prefix: string;
  dataSource: DataSource;
  logger: Logger;
  prefetch: number;
  maxAttempts: number;
  outboxPollMs: number;
  retryBaseMs?: number;
}

/**
 * A service's side of the event bus: its outbox relay and, when it subscribes, its consumer. It
 * holds the process's one connection listening to the database's notifications, which the relay
 * uses and other parts of the service may too.
 */
export class EventBus implements DatabaseNotifications {
  private consumerChannel: ChannelWrapper | null = null;

  private constructor(
    private readonly connection: AmqpConnectionManager,
    private readonly publisher: ChannelWrapper,
    private readonly listener: NotificationListener,
    private readonly relay: OutboxRelay,
    private readonly options: EventBusOptions,
  ) {}

  /** Connects, declares the topology and starts the outbox relay. */
  static async start(options: EventBusOptions): Promise<EventBus> {
    const names = busNames(options.prefix);
    const connection = amqp.connect([options.rabbitmqUrl], amqpSocketOptions());
    connection.on('disconnect', ({ err }) =>
      options.logger.warn({ err }, 'event bus disconnected; reconnecting'),
    );
    const publisher = connection.createChannel({
      confirm: true,
      publishTimeout: 10_000,
      setup: (channel: ConfirmChannel) => declareAllTopology(channel, names),
    });
    await publisher.waitForConnect();
    const listener = new NotificationListener(poolConnectionOf(options.dataSource), options.logger);
    const relay = new OutboxRelay(
      options.dataSource,
      publisher,
      names.eventsExchange,
      options.outboxPollMs,
      options.logger,
      listener,
    );
    relay.start();
    listener.start();
    return new EventBus(connection, publisher, listener, relay, options);
  }

  onNotification(channel: string, handler: () => void): () => void {
    return this.listener.onNotification(channel, handler);
  }

  /** Starts consuming the service's queue with exactly the handlers its subscriptions name. */
  async subscribe(handlers: EventHandlers): Promise<void> {
    const { service, prefetch, logger, dataSource } = this.options;
    assertHandlersMatchSubscriptions(service, handlers);
    if (this.consumerChannel) {
      throw new Error(`${service} is already subscribed`);
    }
    const names = busNames(this.options.prefix);
    const channel = this.connection.createChannel({
      confirm: true,
      publishTimeout: 10_000,
      setup: async (confirmChannel: ConfirmChannel) => {
        await declareConsumerTopology(confirmChannel, names, service);
        await confirmChannel.prefetch(prefetch);
      },
    });
    this.consumerChannel = channel;
    const consumer = new EventConsumer(
      dataSource,
      channel,
      handlers,
      {
        service,
        names,
        maxAttempts: this.options.maxAttempts,
        retryBaseMs: this.options.retryBaseMs ?? 200,
      },
      logger,
    );
    await channel.waitForConnect();
    await channel.consume(
      names.eventsQueue(service),
      (message) => void consumer.onMessage(message),
      {
        noAck: false,
        prefetch,
      },
    );
  }

  /** Runs `work` in a transaction; events it records are published right after the commit. */
  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.options.dataSource.transaction(work);
    this.relay.kick();
    return result;
  }

  isConnected(): boolean {
    return this.connection.isConnected();
  }

  /**
   * The Postgres backend listening to the service's notifications (the relay's among them), or
   * null while it listens again after losing it.
   */
  listenerPid(): number | null {
    return this.listener.listenerPid();
  }

  async close(): Promise<void> {
    await this.consumerChannel?.cancelAll();
    await this.relay.stop();
    await this.listener.stop();
    await this.consumerChannel?.close();
    await this.publisher.close();
    await this.connection.close();
  }
}
