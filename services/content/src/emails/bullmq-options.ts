import type { ServiceConfig } from '@mithaq/service-kit';
import { Redis, type RedisOptions } from 'ioredis';

/** BullMQ adds its own ':' after the prefix, so 'mithaq:' becomes 'mithaq' (keys 'mithaq:<queue>:…'). */
export const bullPrefixOf = (config: ServiceConfig): string =>
  config.REDIS_PREFIX.replace(/:+$/, '') || 'mithaq';

/** A Redis connection for BullMQ; the caller closes it after the queue or worker using it. */
export const bullConnection = (config: ServiceConfig, options: RedisOptions): Redis =>
  new Redis(config.REDIS_URL, options);
