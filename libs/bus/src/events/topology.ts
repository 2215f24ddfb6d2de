import { eventSubscriptions, type ServiceName } from '@mithaq/contracts';
import type { Channel } from 'amqplib';
import type { BusNames } from '@mithaq/contracts';

/**
 * Declares a consuming service's queues: the main queue bound to the events it handles, a retry
 * queue whose expired messages flow back into the main queue, and a dead-letter queue that keeps
 * what failed too often.
 */
export const declareConsumerTopology = async (
  channel: Channel,
  names: BusNames,
  service: ServiceName,
): Promise<void> => {
  const queue = names.eventsQueue(service);
  await channel.assertExchange(names.eventsExchange, 'topic', { durable: true });
  await channel.assertExchange(names.deadLetterExchange, 'direct', { durable: true });
  await channel.assertQueue(queue, {
    durable: true,
    arguments: {
      'x-dead-letter-exchange': names.deadLetterExchange,
      'x-dead-letter-routing-key': queue,
    },
  });
  await channel.assertQueue(names.retryQueue(service), {
    durable: true,
    arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
  });
  await channel.assertQueue(names.deadQueue(service), { durable: true });
  await channel.bindQueue(names.deadQueue(service), names.deadLetterExchange, queue);
  for (const key of eventSubscriptions[service]) {
    await channel.bindQueue(queue, names.eventsExchange, key);
  }
};

/** Publishers declare every consumer's queue too, so no event can be published into the void. */
export const declareAllTopology = async (channel: Channel, names: BusNames): Promise<void> => {
  await channel.assertExchange(names.eventsExchange, 'topic', { durable: true });
  for (const service of Object.keys(eventSubscriptions) as ServiceName[]) {
    if (eventSubscriptions[service].length > 0) {
      await declareConsumerTopology(channel, names, service);
    }
  }
};
