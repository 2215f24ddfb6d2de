import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { busNames } from '@mithaq/contracts';
import { eventSubscriptions, ServiceName } from '@mithaq/contracts';
import { dropDatabase, ensureDatabase } from '@mithaq/database';
import amqplib from 'amqplib';

export const POSTGRES_URL =
  process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432';
export const RABBITMQ_URL = process.env['TEST_RABBITMQ_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672';
export const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** A short unique tag for one test suite's databases, queues and keys. */
export const uniqueTag = (label = 't'): string => `${label}${randomBytes(5).toString('hex')}`;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of the suite's own, dropped afterwards. */
export const createTestDatabase = async (tag: string, service = 'db'): Promise<TestDatabase> => {
  const url = `${POSTGRES_URL}/mithaq_${tag}_${service}`.toLowerCase();
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
};

/** Deletes every queue and exchange a suite created under its bus prefix. */
export const deleteBusPrefix = async (
  prefix: string,
  extraServices: string[] = [],
): Promise<void> => {
  const names = busNames(prefix);
  const connection = await amqplib.connect(RABBITMQ_URL);
  try {
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    const services = new Set<string>([
      ...Object.values(ServiceName),
      ...Object.keys(eventSubscriptions),
      ...extraServices,
    ]);
    for (const service of services) {
      for (const queue of [
        names.rpcQueue(service),
        names.eventsQueue(service),
        names.retryQueue(service),
        names.deadQueue(service),
      ]) {
        await channel.deleteQueue(queue);
      }
    }
    await channel.deleteQueue(names.liveQueue);
    await channel.deleteExchange(names.eventsExchange);
    await channel.deleteExchange(names.deadLetterExchange);
    await channel.close();
  } finally {
    await connection.close();
  }
};

/**
 * Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`.
 * `giveUp` names a failure no further wait can mend (a process that has exited): it is thrown at
 * once instead of waiting out the timeout.
 */
export const waitFor = async <T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  {
    timeoutMs = 10_000,
    intervalMs = 50,
    what = 'condition',
    giveUp = (): Error | undefined => undefined,
  } = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const hopeless = giveUp();
    if (hopeless) {
      throw hopeless;
    }
    try {
      const value = await check();
      if (value !== undefined && value !== false) {
        return value;
      }
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError instanceof Error ? `: ${lastError.message}` : ''}`,
  );
};

/** A TCP port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
export * from './browser';
export * from './http-client';
export * from './platform';
export * from './platform-apps';
export * from './platform-admin';
export * from './shared-platform';
export * from './fixtures';
export * from './membership';
export * from './members';
export * from './infra-instances';
