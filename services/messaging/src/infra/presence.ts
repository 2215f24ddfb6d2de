import { OFFLINE_EMAIL_AFTER_MINUTES, presenceKey, type Presence } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { CONFIG, LOGGER, type ServiceConfig } from '@mithaq/service-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

export const REDIS = Symbol('REDIS');

const isPresence = (value: unknown): value is Presence =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Presence).online === 'number' &&
  typeof (value as Presence).lastSeen === 'number';

/**
 * Whether a member has been away long enough to be emailed about a new message: no open socket
 * now, and none for OFFLINE_EMAIL_AFTER_MINUTES. The gateway keeps the presence key; a missing
 * key means offline since forever.
 */
export const awayLongEnough = (presence: Presence | null, now: number): boolean =>
  presence === null ||
  (presence.online <= 0 && now - presence.lastSeen >= OFFLINE_EMAIL_AFTER_MINUTES * 60_000);

/** Reads the presence the gateway writes to Redis. */
@Injectable()
export class PresenceReader {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: ServiceConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async read(userId: string): Promise<Presence | null> {
    const raw = await this.redis.get(presenceKey(this.config.REDIS_PREFIX, userId));
    if (raw === null) {
      return null;
    }
    try {
      const parsed: unknown = JSON.parse(raw);
      return isPresence(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }

  /**
   * True when the member should be emailed. When Redis cannot be read the member counts as away:
   * the hourly limit still bounds the emails, and a missed email is worse than an extra one.
   */
  async isAway(userId: string, now = Date.now()): Promise<boolean> {
    try {
      return awayLongEnough(await this.read(userId), now);
    } catch (err) {
      this.logger.warn({ err }, 'presence unreadable; treating the member as away');
      return true;
    }
  }

  close(): void {
    this.redis.disconnect();
  }
}
