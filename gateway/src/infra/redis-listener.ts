import type { Redis, RedisOptions } from 'ioredis';

/**
 * A connection of its own for subscriptions, from the gateway's client. The gateway's client
 * gathers the commands of one event-loop turn into one write (auto-pipelining); a subscriber has
 * nothing to gather, and a command it sends without waiting (an unsubscribe on close) would be
 * deferred to the next turn and meet the closed connection with nobody to hear the error.
 */
export const listenerConnection = (redis: Redis, options: RedisOptions = {}): Redis =>
  redis.duplicate({ ...options, enableAutoPipelining: false });
