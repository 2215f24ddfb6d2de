import { randomFillSync } from 'node:crypto';

/** Random bytes drawn 4 KiB at a time: one system call serves 512 ids. */
const POOL_BYTES = 4096;

/**
 * Ids for new match rows, as UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, a 12-bit
 * counter that keeps the ids of one millisecond in order, then 62 random bits. A full recompute
 * inserts hundreds of thousands of rows; with random ids (gen_random_uuid) each one lands on a
 * random page of the primary key's index, with these every insert goes to its right edge. Ids stay
 * unguessable (62 random bits); like created_at, they tell when the pair was first stored.
 */
export class PairIds {
  private readonly pool = Buffer.alloc(POOL_BYTES);
  private offset = POOL_BYTES;
  private lastMs = -1;
  private counter = 0;

  constructor(private readonly now: () => number = Date.now) {}

  next(): string {
    let ms = this.now();
    if (ms <= this.lastMs) {
      // The same millisecond (or a clock stepped back): count on from the last id.
      ms = this.lastMs;
      this.counter += 1;
      if (this.counter > 0xfff) {
        ms += 1;
        this.counter = 0;
      }
    } else {
      this.counter = 0;
    }
    this.lastMs = ms;
    if (this.offset + 8 > POOL_BYTES) {
      randomFillSync(this.pool);
      this.offset = 0;
    }
    const random = this.pool.subarray(this.offset, this.offset + 8);
    this.offset += 8;
    const time = ms.toString(16).padStart(12, '0').slice(-12);
    const versioned = (0x7000 | this.counter).toString(16);
    // Variant 10xx in the top bits of the eighth byte group.
    const variant = ((random[0] & 0x3f) | 0x80).toString(16).padStart(2, '0');
    const rest = random.subarray(1).toString('hex');
    return `${time.slice(0, 8)}-${time.slice(8)}-${versioned}-${variant}${rest.slice(0, 2)}-${rest.slice(2)}`;
  }

  /** `count` ids in increasing order. */
  take(count: number): string[] {
    const ids = new Array<string>(count);
    for (let i = 0; i < count; i += 1) {
      ids[i] = this.next();
    }
    return ids;
  }
}
