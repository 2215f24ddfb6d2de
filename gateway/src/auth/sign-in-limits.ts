import { Injectable } from '@nestjs/common';
import type { GatewayConfig } from '../config';
import { InjectGatewayConfig } from '../infra/infra.module';
import { RateLimiter, type Limit } from '../security/rate-limiter';

/** Which account an attempt counts against: its id, or the normalised name when none matched. */
export type AccountKey = { userId: string } | { identifier: string };

/** The hold on one attempt: give it back once the password proved right. */
export interface SignInAttempt {
  accountKey: string | null;
  ipKey: string;
}

export const signInLockedMessage = (wait: string): string =>
  `Too many failed sign-in attempts. Please wait ${wait} and try again.`;

/**
 * Failed sign-in counters per account and per network address, counted BEFORE the password is
 * checked (RateLimiter.consume): each attempt counts first and is refused when over the limit,
 * so however many arrive at once, at most the limit are ever checked. A right password gives
 * its own attempt back (and clears the account's count), so the counters hold failures and
 * attempts in flight.
 */
@Injectable()
export class SignInLimits {
  constructor(
    private readonly limiter: RateLimiter,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  accountKeyOf(account: AccountKey): string {
    return 'userId' in account
      ? `signin:acct:id:${account.userId}`
      : `signin:acct:name:${account.identifier}`;
  }

  private ipKeyOf(ip: string): string {
    return `signin:ip:${ip}`;
  }

  private limitsOf(attempt: SignInAttempt): Limit[] {
    const windowSeconds = this.config.LOGIN_WINDOW_MINUTES * 60;
    return [
      { key: attempt.ipKey, max: this.config.LOGIN_MAX_FAILURES_PER_IP, windowSeconds },
      ...(attempt.accountKey
        ? [
            {
              key: attempt.accountKey,
              max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
              windowSeconds,
            },
          ]
        : []),
    ];
  }

  /**
   * Counts one attempt against the account (none for a name that cannot exist) and the address;
   * 429 when either is over its limit.
   */
  async begin(account: AccountKey | null, ip: string): Promise<SignInAttempt> {
    const attempt = {
      accountKey: account ? this.accountKeyOf(account) : null,
      ipKey: this.ipKeyOf(ip),
    };
    await this.limiter.consume(this.limitsOf(attempt), signInLockedMessage);
    return attempt;
  }

  /** The password was right: the account starts afresh and the address gets this attempt back. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    if (attempt.accountKey) {
      await this.limiter.reset(attempt.accountKey);
    }
    await this.limiter.giveBack(attempt.ipKey);
  }

  /** The hold an earlier attempt on the account from `ip` took (the first of two sign-in steps). */
  heldAttempt(userId: string, ip: string): SignInAttempt {
    return { accountKey: this.accountKeyOf({ userId }), ipKey: this.ipKeyOf(ip) };
  }

  /** Unlocks an account (its password was reset through the emailed link). */
  async unlock(userId: string): Promise<void> {
    await this.limiter.reset(this.accountKeyOf({ userId }));
  }
}
