import type { Redis } from 'ioredis';

/**
 * How far each member's own changes have gone, as every gateway process sees it: the read cache
 * of one process must not serve a member a copy read before a change the member made through
 * another (a second worker of the same gateway, or another instance behind the load balancer).
 */
export interface ChangeMarks {
  /**
   * The mark of the member's changes so far, or null while one of them runs (or the marks cannot
   * be read): a copy may be served only under the mark it was read under.
   */
  current(userId: string): Promise<string | null>;
  /** A change starts. Resolves once every process can see it: only then may the change run. */
  begin(userId: string): Promise<void>;
  /** The change has ended, whatever its outcome. */
  end(userId: string): Promise<void>;
}

/**
 * How long a member's marks outlive their last change. Far longer than any copy may be served,
 * so when the marks expire (and read as none again) no copy read under the old ones is left.
 */
export const CHANGE_MARKS_TTL_SECONDS = 3_600;

/**
 * The marks in Redis: one hash per member counting the changes begun and ended. While the two
 * differ a change runs (or its gateway stopped before ending it, until the hash expires) and no
 * copy is served or kept; once they agree, the count is the mark. A change that ends bumps the
 * count past every mark read before or during it, so a copy read then is never served again,
 * and the client hears of its change only after it began, so a read sent after its reply sees
 * at least that.
 */
export class RedisChangeMarks implements ChangeMarks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds = CHANGE_MARKS_TTL_SECONDS,
  ) {}

  async current(userId: string): Promise<string | null> {
    const [begun, ended] = await this.redis.hmget(this.key(userId), 'begun', 'ended');
    return begun === ended ? (begun ?? '0') : null;
  }

  begin(userId: string): Promise<void> {
    return this.count(userId, 'begun');
  }

  end(userId: string): Promise<void> {
    return this.count(userId, 'ended');
  }

  private async count(userId: string, field: 'begun' | 'ended'): Promise<void> {
    const key = this.key(userId);
    const replies = await this.redis
      .multi()
      .hincrby(key, field, 1)
      .expire(key, this.ttlSeconds)
      .exec();
    const failed = replies?.find(([error]) => error !== null)?.[0];
    if (!replies || failed) {
      throw failed ?? new Error('the change marks were not counted');
    }
  }

  private key(userId: string): string {
    return `${this.prefix}read-cache:changes:${userId}`;
  }
}
