import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { InjectGatewayConfig } from '../infra/infra.module';
import type { GatewayConfig } from '../config';
import { RateLimitError } from '../errors/rate-limit.error';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const minutesText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

const GIVE_BACK = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

/** Fixed-window counters in Redis, shared by every gateway instance. */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  private fullKey(key: string): string {
    return `${this.config.REDIS_PREFIX}rl:${key}`;
  }

  /** Throws RATE_LIMITED when any of the limits is already used up. */
  async assertUnder(limits: Limit[], message: (retryAfter: string) => string): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const limit of limits) {
      pipeline.get(this.fullKey(limit.key));
      pipeline.ttl(this.fullKey(limit.key));
    }
    const results = (await pipeline.exec()) ?? [];
    limits.forEach((limit, index) => {
      const count = Number(results[index * 2]?.[1] ?? 0);
      if (count >= limit.max) {
        const ttl = Number(results[index * 2 + 1]?.[1] ?? limit.windowSeconds);
        const seconds = ttl > 0 ? ttl : limit.windowSeconds;
        throw new RateLimitError(message(minutesText(seconds)), seconds);
      }
    });
  }

  /**
   * Counts one more hit against each limit; the window starts with the first hit. Every API
   * request counts one, so the commands go out as single commands: the connection's automatic
   * pipelining sends those of all requests in the same turn of the event loop in one write,
   * where a pipeline of their own cost each request a write (a tenth of a gateway's work).
   */
  async hit(limits: Limit[]): Promise<number[]> {
    return Promise.all(
      limits.map(async (limit) => {
        const key = this.fullKey(limit.key);
        const [count] = await Promise.all([
          this.redis.incr(key),
          this.redis.expire(key, limit.windowSeconds, 'NX'),
        ]);
        return count;
      }),
    );
  }

  /**
   * Counts this attempt against every limit, then throws RATE_LIMITED (with the wait) if any is
   * now over: counting first means parallel attempts cannot all slip in under the limit.
   */
  async consume(limits: Limit[], message: (retryAfter: string) => string): Promise<void> {
    const counts = await this.hit(limits);
    const limit = limits.find((candidate, index) => (counts[index] ?? 0) > candidate.max);
    if (limit) {
      const ttl = await this.redis.ttl(this.fullKey(limit.key));
      const seconds = ttl > 0 ? ttl : limit.windowSeconds;
      throw new RateLimitError(message(minutesText(seconds)), seconds);
    }
  }

  /**
   * Takes one counted attempt back (it turned out not to be the kind the limit is for), only
   * while the window lasts: a counter that expired meanwhile is not brought back below zero.
   */
  async giveBack(key: string): Promise<void> {
    await this.redis.eval(GIVE_BACK, 1, this.fullKey(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.fullKey(key));
  }
}
