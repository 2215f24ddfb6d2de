import type { CandidatePool } from './pool';

/**
 * The passing candidates of one scoreMember call, unsorted: indices[k] is a pool slot,
 * scores[k] its score and masks[k] its factor mask, for k < count. Pass it back to scoreMember
 * to reuse the arrays; they are replaced (not resized in place) when the pool outgrows them, so
 * read the fields after each call.
 */
export class ScoreBuffer {
  count = 0;
  indices: Int32Array;
  scores: Uint8Array;
  masks: Uint32Array;
  /** The pool and layout the indices refer to (used by topN to read userIds). */
  pool: CandidatePool | null = null;
  layoutVersion = -1;

  constructor(capacity = 0) {
    this.indices = new Int32Array(capacity);
    this.scores = new Uint8Array(capacity);
    this.masks = new Uint32Array(capacity);
  }

  /** Makes room for `capacity` entries; existing entries are not kept. */
  reserve(capacity: number): void {
    if (this.indices.length >= capacity) return;
    this.indices = new Int32Array(capacity);
    this.scores = new Uint8Array(capacity);
    this.masks = new Uint32Array(capacity);
  }
}

export type ScoreOptions = {
  /** Keep pairs scoring at least this (the low threshold). */
  lowScore: number;
  /**
   * blockKey(a, b) entries; a block in either direction removes the pair. Read once per call
   * (O(size)), so pass the member's own blocks rather than every block on the platform.
   */
  blocked?: ReadonlySet<string>;
  /**
   * When set, only the member's best `best` need to be in the buffer: candidates that cannot
   * reach them may be left out (topN(buffer, best) is unchanged; `count` is then not the number
   * of matches).
   */
  best?: number;
};
