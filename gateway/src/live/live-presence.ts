import { presenceKey } from '@mithaq/contracts';
import type { Redis } from 'ioredis';

/** How long the presence keys live without being written (a day). */
export const PRESENCE_TTL_SECONDS = 86_400;
/** Each open socket is written again this often. */
export const PRESENCE_HEARTBEAT_MS = 60_000;
/** A socket not written for this long counts as gone (its gateway died without saying so). */
export const PRESENCE_STALE_MS = 3 * PRESENCE_HEARTBEAT_MS;

/** The user's open sockets, each scored with the time it counts as gone unless written again. */
export const presenceSocketsKey = (prefix: string, userId: string): string =>
  `${prefix}presence-sockets:${userId}`;

export type PresenceChange = 'open' | 'beat' | 'close';

/**
 * One atomic step: drop sockets that stopped beating, add (or refresh) or remove this one, and
 * write the count with the time. Counting sockets in a set rather than incrementing a number
 * means a gateway that crashed with sockets open cannot leave a member "online" for a day.
 */
const SCRIPT = `
local now = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if ARGV[2] == 'close' then
  redis.call('ZREM', KEYS[2], ARGV[1])
else
  redis.call('ZADD', KEYS[2], now + tonumber(ARGV[4]), ARGV[1])
end
local online = redis.call('ZCARD', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[5])
redis.call('SET', KEYS[1], '{"online":' .. online .. ',"lastSeen":' .. ARGV[3] .. '}', 'EX', ARGV[5])
return online
`;

type PresenceRedis = Redis & {
  mithaqPresence(
    key: string,
    socketsKey: string,
    socketId: string,
    change: PresenceChange,
    now: number,
    staleMs: number,
    ttlSeconds: number,
  ): Promise<number>;
};

/** Writes `presenceKey(prefix, userId)`, the presence the messaging service reads. */
export class PresenceWriter {
  private readonly redis: PresenceRedis;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    if (!('mithaqPresence' in redis)) {
      redis.defineCommand('mithaqPresence', { numberOfKeys: 2, lua: SCRIPT });
    }
    this.redis = redis as PresenceRedis;
  }

  record(
    userId: string,
    socketId: string,
    change: PresenceChange,
    now = Date.now(),
  ): Promise<number> {
    return this.redis.mithaqPresence(
      presenceKey(this.prefix, userId),
      presenceSocketsKey(this.prefix, userId),
      socketId,
      change,
      now,
      PRESENCE_STALE_MS,
      PRESENCE_TTL_SECONDS,
    );
  }
}
