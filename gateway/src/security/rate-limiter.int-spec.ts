import { REDIS_URL, uniqueTag } from '@mithaq/testing';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { RateLimitError } from '../errors/rate-limit.error';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter against Redis', () => {
  const prefix = `${uniqueTag('rl')}:`;
  // As the gateway's connection: commands of the same turn go out together.
  const redis = new Redis(REDIS_URL, { enableAutoPipelining: true });
  const limiter = new RateLimiter(redis, { REDIS_PREFIX: prefix } as GatewayConfig);
  const message = (wait: string) => `Too many tries. Please wait ${wait}.`;

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('lets exactly the limit through when attempts race, and refuses the rest with the wait', async () => {
    const limits = [{ key: 'race', max: 5, windowSeconds: 120 }];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => limiter.consume(limits, message)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refusals: unknown[] = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [o.reason as unknown] : [],
    );
    expect(refusals).toHaveLength(15);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(RateLimitError);
      expect((refusal as RateLimitError).message).toBe('Too many tries. Please wait 2 minutes.');
      expect((refusal as RateLimitError).retryAfterSeconds).toBeGreaterThan(100);
    }
  });

  it('refuses when any one of several limits is used up, and counts against each', async () => {
    const wide = { key: 'wide', max: 100, windowSeconds: 60 };
    const narrow = { key: 'narrow', max: 1, windowSeconds: 60 };
    await limiter.consume([wide, narrow], message);
    await expect(limiter.consume([wide, narrow], message)).rejects.toThrow(
      'Too many tries. Please wait 1 minute.',
    );
    expect(await redis.get(`${prefix}rl:wide`)).toBe('2');
    expect(await redis.ttl(`${prefix}rl:wide`)).toBeGreaterThan(50);
    await limiter.reset('narrow');
    await expect(limiter.consume([narrow], message)).resolves.toBeUndefined();
  });

  it('starts the window with the first hit: later hits count without extending it', async () => {
    const limit = { key: 'window', max: 10, windowSeconds: 60 };
    expect(await limiter.hit([limit, { ...limit, key: 'other' }])).toEqual([1, 1]);
    await redis.expire(`${prefix}rl:window`, 5);
    expect(await limiter.hit([limit])).toEqual([2]);
    const ttl = await redis.ttl(`${prefix}rl:window`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5);
    expect(await redis.ttl(`${prefix}rl:other`)).toBeGreaterThan(50);
  });

  it('gives one attempt back while the window lasts, and never below zero once it ended', async () => {
    const limit = { key: 'give-back', max: 2, windowSeconds: 60 };
    await limiter.consume([limit], message);
    await limiter.consume([limit], message);
    await limiter.giveBack('give-back');
    expect(await redis.get(`${prefix}rl:give-back`)).toBe('1');
    await expect(limiter.consume([limit], message)).resolves.toBeUndefined();
    await expect(limiter.consume([limit], message)).rejects.toThrow(RateLimitError);

    await limiter.reset('give-back');
    await limiter.giveBack('give-back');
    expect(await redis.exists(`${prefix}rl:give-back`)).toBe(0);
  });
});
