import { busNames, type EventEnvelope } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConsumeMessage } from 'amqplib';
import type { DataSource } from 'typeorm';
import { ATTEMPTS_HEADER, EventConsumer } from './consumer';

const MAX_ATTEMPTS = 5;

const envelope: EventEnvelope = {
  id: '7d1f6c1e-4b7a-4f53-9d0e-2b8f0c1a9e11',
  name: 'identity.account.deleted',
  occurredAt: new Date(0).toISOString(),
  requestId: null,
  payload: { userId: '0f0e0d0c-0b0a-4909-8807-060504030201' },
} as EventEnvelope;

const deliveryAfter = (attempts: number): ConsumeMessage =>
  ({
    content: Buffer.from(JSON.stringify(envelope)),
    properties: { headers: { [ATTEMPTS_HEADER]: attempts }, messageId: envelope.id },
    fields: {},
  }) as unknown as ConsumeMessage;

const consumerFailingWith = (error: unknown) => {
  const channel = {
    ack: jest.fn(),
    nack: jest.fn(),
    sendToQueue: jest.fn().mockResolvedValue(true),
  };
  const dataSource = { transaction: jest.fn().mockRejectedValue(error) };
  const logger = { warn: jest.fn(), error: jest.fn(), debug: jest.fn(), info: jest.fn() };
  const consumer = new EventConsumer(
    dataSource as unknown as DataSource,
    channel as unknown as ChannelWrapper,
    { 'identity.account.deleted': jest.fn() },
    { service: 'profile', names: busNames('test'), maxAttempts: MAX_ATTEMPTS, retryBaseMs: 200 },
    logger as unknown as Logger,
  );
  return { consumer, channel };
};

describe('EventConsumer failures', () => {
  it('dead-letters an event whose handler keeps failing on its own', async () => {
    const { consumer, channel } = consumerFailingWith(new TypeError('bad payload'));
    await consumer.onMessage(deliveryAfter(MAX_ATTEMPTS - 1));
    expect(channel.nack).toHaveBeenCalledWith(expect.anything(), false, false);
    expect(channel.sendToQueue).not.toHaveBeenCalled();
  });

  it('never gives up an event while its database is unreachable, retrying within 5 s', async () => {
    const down = Object.assign(new Error('terminating connection'), { code: '57P01' });
    const { consumer, channel } = consumerFailingWith(down);
    await consumer.onMessage(deliveryAfter(40));
    expect(channel.nack).not.toHaveBeenCalled();
    expect(channel.sendToQueue).toHaveBeenCalledTimes(1);
    const [, , options] = channel.sendToQueue.mock.calls[0] as [
      string,
      Buffer,
      { expiration: string; headers: Record<string, number> },
    ];
    expect(Number(options.expiration)).toBeLessThanOrEqual(5_000);
    expect(options.headers[ATTEMPTS_HEADER]).toBeLessThan(MAX_ATTEMPTS);
    expect(channel.ack).toHaveBeenCalledTimes(1);
  });
});
