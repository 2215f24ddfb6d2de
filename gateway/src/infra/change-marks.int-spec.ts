import { REDIS_URL, uniqueTag } from '@mithaq/testing';
import { Redis } from 'ioredis';
import { CHANGE_MARKS_TTL_SECONDS, RedisChangeMarks } from './change-marks';
import { ReadCache } from './read-cache';

describe('change marks in Redis', () => {
  const prefix = `${uniqueTag('marks')}:`;
  const redis = new Redis(REDIS_URL);
  const marks = new RedisChangeMarks(redis, prefix);
  const member = '6f1c2d3e-4b5a-4c6d-8e7f-901234567891';

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('reads none before any change, nothing while one runs, and a new mark after each', async () => {
    expect(await marks.current(member)).toBe('0');
    await marks.begin(member);
    expect(await marks.current(member)).toBeNull();
    await marks.begin(member);
    await marks.end(member);
    expect(await marks.current(member)).toBeNull();
    await marks.end(member);
    expect(await marks.current(member)).toBe('2');
    const ttl = await redis.ttl(`${prefix}read-cache:changes:${member}`);
    expect(ttl).toBeGreaterThan(CHANGE_MARKS_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(CHANGE_MARKS_TTL_SECONDS);
  });

  it("lets no gateway process serve a member a copy from before the member's change in another", async () => {
    // Two processes: each its own connection and cache, sharing only Redis.
    const other = new Redis(REDIS_URL);
    const userId = '6f1c2d3e-4b5a-4c6d-8e7f-901234567892';
    const caches = [redis, other].map((connection) => {
      const cache = new ReadCache({
        maxAgeMs: 10_000,
        maxMembers: 10,
        maxPerMember: 4,
        marks: new RedisChangeMarks(connection, prefix),
      });
      cache.connected();
      return cache;
    });
    const [first, second] = caches as [ReadCache, ReadCache];
    let stored = 'before';
    const read = (cache: ReadCache) =>
      cache.read('profile', userId, 'profile.get', () => Promise.resolve(stored));
    try {
      expect(await read(second)).toBe('before');
      await first.beginChange(userId);
      stored = 'after';
      await first.endChange(userId);
      expect(await read(second)).toBe('after');
      stored = 'unannounced';
      // Nothing changed since: the second process serves its copy again.
      expect(await read(second)).toBe('after');
    } finally {
      other.disconnect();
    }
  });
});
