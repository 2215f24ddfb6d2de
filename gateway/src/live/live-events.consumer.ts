import { amqpSocketOptions } from '@mithaq/bus';
import { busNames, liveEvents, type EventEnvelope } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import amqp, { type AmqpConnectionManager, type ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage } from 'amqplib';

/** The queue every gateway instance shares: each live event is taken by one of them. */
export const liveQueueName = (busPrefix: string): string => busNames(busPrefix).liveQueue;

/** Unacknowledged live events one gateway holds at a time. */
export const LIVE_PREFETCH = 100;
/**
 * Live delivery is a convenience (a tab that missed an event refetches when it reconnects), so
 * an event nobody pushed within a minute is dropped, and a queue no gateway has consumed for a
 * day is deleted (with it, the queues of test runs that are long over).
 */
const MESSAGE_TTL_MS = 60_000;
const QUEUE_EXPIRES_MS = 86_400_000;

export interface LiveEventsOptions {
  rabbitmqUrl: string;
  busPrefix: string;
  logger: Logger;
  /** Pushes one event to its audience; the message is acknowledged after it returns. */
  deliver: (envelope: EventEnvelope) => void;
}

const parse = (message: ConsumeMessage): EventEnvelope | null => {
  try {
    const value = JSON.parse(message.content.toString('utf8')) as Partial<EventEnvelope>;
    return typeof value.name === 'string' && typeof value.payload === 'object'
      ? (value as EventEnvelope)
      : null;
  } catch {
    return null;
  }
};

/**
 * Consumes the live events from the events exchange (bound by name) with manual
 * acknowledgement; amqp-connection-manager reconnects and sets the queue up again after a
 * broker restart.
 */
export class LiveEventsConsumer {
  private constructor(
    private readonly connection: AmqpConnectionManager,
    private readonly channel: ChannelWrapper,
  ) {}

  static async start(options: LiveEventsOptions): Promise<LiveEventsConsumer> {
    const names = busNames(options.busPrefix);
    const queue = liveQueueName(options.busPrefix);
    const connection = amqp.connect([options.rabbitmqUrl], amqpSocketOptions());
    connection.on('disconnect', ({ err }) =>
      options.logger.warn({ err }, 'live events: RabbitMQ disconnected; reconnecting'),
    );
    const channel = connection.createChannel({
      setup: async (setupChannel: Channel) => {
        await setupChannel.assertExchange(names.eventsExchange, 'topic', { durable: true });
        await setupChannel.assertQueue(queue, {
          durable: true,
          arguments: { 'x-message-ttl': MESSAGE_TTL_MS, 'x-expires': QUEUE_EXPIRES_MS },
        });
        for (const name of liveEvents) {
          await setupChannel.bindQueue(queue, names.eventsExchange, name);
        }
      },
    });
    const onMessage = (message: ConsumeMessage): void => {
      const envelope = parse(message);
      if (!envelope) {
        options.logger.error(
          { messageId: message.properties.messageId },
          'live events: unreadable event dropped',
        );
        channel.ack(message);
        return;
      }
      try {
        options.deliver(envelope);
      } catch (error) {
        // A push that failed now would fail on redelivery too: the tab refetches on reconnect.
        options.logger.error({ err: error, event: envelope.name }, 'live events: push failed');
      }
      channel.ack(message);
    };
    await channel.waitForConnect();
    await channel.consume(queue, onMessage, { noAck: false, prefetch: LIVE_PREFETCH });
    return new LiveEventsConsumer(connection, channel);
  }

  isConnected(): boolean {
    return this.connection.isConnected();
  }

  async close(): Promise<void> {
    await this.channel.close();
    await this.connection.close();
  }
}
