import { randomFillSync } from 'node:crypto';
import { uuidBytesArrayParam, uuidFromBytes } from '@mithaq/database';

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
    const bytes = Buffer.allocUnsafe(16);
    this.write(bytes, 0);
    return uuidFromBytes(bytes);
  }

  /** `count` ids in increasing order. */
  take(count: number): string[] {
    const ids = new Array<string>(count);
    for (let i = 0; i < count; i += 1) {
      ids[i] = this.next();
    }
    return ids;
  }

  /**
   * `count` ids in increasing order as a binary uuid[] parameter (what uuidArrayParam makes of
   * take(count)), written as bytes: no text to format here and parse back there.
   */
  takeParam(count: number): Buffer {
    return uuidBytesArrayParam(count, (target, at) => this.write(target, at));
  }

  /** Writes the next id's 16 bytes at `at`. */
  private write(target: Buffer, at: number): void {
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
    target.writeUIntBE(ms % 2 ** 48, at, 6);
    target[at + 6] = 0x70 | (this.counter >> 8); // version 7
    target[at + 7] = this.counter & 0xff;
    // Variant 10xx in the top bits of the ninth byte, 62 random bits in all.
    target[at + 8] = (this.pool[this.offset] & 0x3f) | 0x80;
    this.pool.copy(target, at + 9, this.offset + 1, this.offset + 8);
    this.offset += 8;
  }
}
