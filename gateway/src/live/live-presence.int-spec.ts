import { REDIS_URL, uniqueTag } from '@mithaq/testing';
import { Redis } from 'ioredis';
import { presenceKey } from '@mithaq/contracts';
import { PRESENCE_STALE_MS, PRESENCE_TTL_SECONDS, PresenceWriter } from './live-presence';

describe('presence in Redis', () => {
  const prefix = `${uniqueTag('presence')}:`;
  const redis = new Redis(REDIS_URL);
  const presence = new PresenceWriter(redis, prefix);
  const userId = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
  const read = async (): Promise<unknown> =>
    JSON.parse((await redis.get(presenceKey(prefix, userId))) ?? 'null') as unknown;

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('counts sockets, keeps the last time seen, and forgets sockets that stopped beating', async () => {
    const t0 = 1_800_000_000_000;
    expect(await presence.record(userId, 'tab-1', 'open', t0)).toBe(1);
    expect(await presence.record(userId, 'tab-2', 'open', t0 + 10)).toBe(2);
    expect(await presence.record(userId, 'tab-2', 'open', t0 + 20)).toBe(2);
    expect(await read()).toEqual({ online: 2, lastSeen: t0 + 20 });
    expect(await redis.ttl(presenceKey(prefix, userId))).toBeGreaterThan(PRESENCE_TTL_SECONDS - 5);

    // tab-1's gateway died: only tab-2 beats, and tab-1 drops out once it is stale.
    const later = t0 + PRESENCE_STALE_MS + 1;
    expect(await presence.record(userId, 'tab-2', 'beat', later)).toBe(1);
    expect(await presence.record(userId, 'tab-2', 'close', later + 5)).toBe(0);
    expect(await read()).toEqual({ online: 0, lastSeen: later + 5 });
    // Closing twice (a late disconnect) never goes below zero.
    expect(await presence.record(userId, 'tab-2', 'close', later + 6)).toBe(0);
  });
});
