import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { InjectGatewayConfig } from '../infra/infra.module';

/** How long the second sign-in step may wait for its code. */
export const CHALLENGE_SECONDS = 5 * 60;

/** Who proved their password, how they want to stay signed in, and from which address. */
export interface PendingSignIn {
  userId: string;
  rememberMe: boolean;
  ip: string;
}

const isPendingSignIn = (value: unknown): value is PendingSignIn =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingSignIn).userId === 'string' &&
  typeof (value as PendingSignIn).rememberMe === 'boolean' &&
  typeof (value as PendingSignIn).ip === 'string';

/**
 * The challenges of sign-ins waiting for their second step, kept in Redis for five minutes under
 * the SHA-256 of the token (the token itself exists only in the reply). Each is used once.
 */
@Injectable()
export class TwoFactorChallenges {
  constructor(
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  private key(token: string): string {
    const hash = createHash('sha256').update(token).digest('hex');
    return `${this.config.REDIS_PREFIX}signin:2fa:${hash}`;
  }

  async create(pending: PendingSignIn): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.set(this.key(token), JSON.stringify(pending), 'EX', CHALLENGE_SECONDS);
    return token;
  }

  /** The sign-in a challenge stands for, while it lasts; it stays usable. */
  async peek(token: string): Promise<PendingSignIn | null> {
    return this.parse(await this.redis.get(this.key(token)));
  }

  /** Uses the challenge up: of two requests racing with it, exactly one gets the sign-in. */
  async consume(token: string): Promise<PendingSignIn | null> {
    return this.parse(await this.redis.getdel(this.key(token)));
  }

  private parse(text: string | null): PendingSignIn | null {
    if (!text) {
      return null;
    }
    try {
      const value: unknown = JSON.parse(text);
      return isPendingSignIn(value) ? value : null;
    } catch {
      return null;
    }
  }
}
