import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { RateLimitError } from '../errors/rate-limit.error';
import { InjectGatewayConfig } from '../infra/infra.module';

/** Which account an attempt counts against: its id, or the normalised name when none matched. */
export type AccountKey = { userId: string } | { identifier: string };

/** The hold on one attempt: give it back once the password proved right. */
export interface SignInAttempt {
  accountKey: string | null;
  ipKey: string;
}

const waitText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

const GIVE_BACK = `if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0`;

export const signInLockedMessage = (wait: string): string =>
  `Too many failed sign-in attempts. Please wait ${wait} and try again.`;

/**
 * Failed sign-in counters per account and per network address, counted BEFORE the password is
 * checked: each attempt increments first and is refused when over the limit, so however many
 * arrive at once, at most the limit are ever checked. A right password gives its own attempt
 * back (and clears the account's count), so the counters hold failures and attempts in flight.
 */
@Injectable()
export class SignInLimits {
  constructor(
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  private key(kind: 'acct' | 'ip', value: string): string {
    return `${this.config.REDIS_PREFIX}signin:${kind}:${value}`;
  }

  accountKeyOf(account: AccountKey): string {
    return 'userId' in account
      ? this.key('acct', `id:${account.userId}`)
      : this.key('acct', `name:${account.identifier}`);
  }

  /**
   * Counts one attempt against the account (none for a name that cannot exist) and the address;
   * 429 when either is over its limit.
   */
  async begin(account: AccountKey | null, ip: string): Promise<SignInAttempt> {
    const attempt = {
      accountKey: account ? this.accountKeyOf(account) : null,
      ipKey: this.key('ip', ip),
    };
    const counters = [
      { key: attempt.ipKey, max: this.config.LOGIN_MAX_FAILURES_PER_IP },
      ...(attempt.accountKey
        ? [{ key: attempt.accountKey, max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT }]
        : []),
    ];
    const window = this.config.LOGIN_WINDOW_MINUTES * 60;
    const transaction = this.redis.multi();
    for (const { key } of counters) {
      transaction.incr(key).expire(key, window, 'NX').ttl(key);
    }
    const replies = (await transaction.exec()) ?? [];
    const waits = counters.flatMap(({ max }, index) => {
      const count = Number(replies[index * 3]?.[1] ?? 0);
      const ttl = Number(replies[index * 3 + 2]?.[1] ?? window);
      return count > max ? [ttl > 0 ? ttl : window] : [];
    });
    if (waits.length > 0) {
      const seconds = Math.max(...waits);
      throw new RateLimitError(signInLockedMessage(waitText(seconds)), seconds);
    }
    return attempt;
  }

  /** The password was right: the account starts afresh and the address gets this attempt back. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    if (attempt.accountKey) {
      await this.redis.del(attempt.accountKey);
    }
    // Only while the window lasts: a counter that expired meanwhile is not brought back below 0.
    await this.redis.eval(GIVE_BACK, 1, attempt.ipKey);
  }

  /** The hold an earlier attempt on the account from `ip` took (the first of two sign-in steps). */
  heldAttempt(userId: string, ip: string): SignInAttempt {
    return { accountKey: this.accountKeyOf({ userId }), ipKey: this.key('ip', ip) };
  }

  /** Unlocks an account (its password was reset through the emailed link). */
  async unlock(userId: string): Promise<void> {
    await this.redis.del(this.accountKeyOf({ userId }));
  }
}
