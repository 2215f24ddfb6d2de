import type { Redis } from 'ioredis';

/**
 * How many site images have been deleted, as every gateway process sees it. Each process keeps
 * served images in its own memory; an image is served from there only while this count is the one
 * it was read under, so an image deleted through one process is gone from all of them as soon as
 * its deletion is answered. The count never expires: an image kept under an old count must never
 * match again.
 */
export class ImageDeletions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** The count now, or null when it cannot be read (then nothing is served from memory). */
  async current(): Promise<string | null> {
    try {
      return (await this.redis.get(this.key())) ?? '0';
    } catch {
      return null;
    }
  }

  /** One more deletion: awaited before the deletion is answered. */
  async bump(): Promise<void> {
    await this.redis.incr(this.key());
  }

  private key(): string {
    return `${this.prefix}image-cache:deletions`;
  }
}
