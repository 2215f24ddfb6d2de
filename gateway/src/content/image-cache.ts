import { Injectable } from '@nestjs/common';

export interface CachedImage {
  id: string;
  contentType: string;
  bytes: Buffer;
  /** The count of deleted images it was read under (ImageDeletions); served only under it. */
  deletions?: string;
}

export interface ImageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Least-recently-used cache of served images, keyed by file name. Names are generated once and
 * never reused, so an entry never goes stale; only a deletion removes one (in this process at
 * once, in the others through ImageDeletions). Bounded by entries and by bytes, since one image
 * may be up to 5 MB.
 */
@Injectable()
export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytes = 0;
  private readonly limits: ImageCacheLimits;

  constructor(limits?: ImageCacheLimits) {
    this.limits = limits ?? { maxEntries: 50, maxBytes: 32 * 1024 * 1024 };
  }

  get(filename: string): CachedImage | undefined {
    const entry = this.entries.get(filename);
    if (entry) {
      // Re-inserting moves the entry to the end: Map iteration order is the recency order.
      this.entries.delete(filename);
      this.entries.set(filename, entry);
    }
    return entry;
  }

  set(filename: string, image: CachedImage): void {
    if (image.bytes.length > this.limits.maxBytes) {
      return;
    }
    this.forget(filename);
    this.entries.set(filename, image);
    this.bytes += image.bytes.length;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) {
        break;
      }
      this.forget(oldest);
    }
  }

  /** Forgets the image with this id (after an admin deleted it). */
  forgetId(id: string): void {
    for (const [filename, image] of this.entries) {
      if (image.id === id) {
        this.forget(filename);
      }
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets the image under this file name (kept under an older count of deletions). */
  forget(filename: string): void {
    const entry = this.entries.get(filename);
    if (entry) {
      this.bytes -= entry.bytes.length;
      this.entries.delete(filename);
    }
  }
}
