import type { Logger } from '@mithaq/logging';
import { Redis } from 'ioredis';

/** Where the jobs of this environment live: the Redis server and the key prefix. */
export interface JobConnection {
  redisUrl: string;
  /** The environment's Redis key prefix, e.g. 'mithaq:'. */
  redisPrefix: string;
}

/** The job connection of a service, from its validated config. */
export const jobConnectionOf = (config: {
  REDIS_URL: string;
  REDIS_PREFIX: string;
}): JobConnection => ({ redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX });

/** BullMQ adds its own ':' after the prefix, so 'mithaq:' becomes 'mithaq' (keys 'mithaq:<queue>:…'). */
export const bullPrefix = (redisPrefix: string): string =>
  redisPrefix.replace(/:+$/, '') || 'mithaq';

/**
 * A Redis connection for one queue or worker; its owner disconnects it. A producer fails fast so
 * that a caller is not held while Redis is away; a worker blocks on Redis, and BullMQ requires
 * such connections to retry without limit.
 */
export const openJobRedis = (
  connection: JobConnection,
  side: 'producer' | 'worker',
  logger: Logger,
  queue: string,
): Redis => {
  const redis = new Redis(connection.redisUrl, {
    maxRetriesPerRequest: side === 'producer' ? 1 : null,
  });
  redis.on('error', (err) => logger.warn({ err, queue, side }, 'job queue: Redis error'));
  return redis;
};
