import { int2ArrayParam, int4ArrayParam, uuidArrayParam } from '@mithaq/database';

/** One scored pair to store (either order; stored once with user1 < user2). */
export interface PairRow {
  a: string;
  b: string;
  score: number;
  mask: number;
}

/**
 * A batch of pairs as statement parameters, all binary arrays: each member's id once (`members`,
 * uuid[]), and per pair the positions of its two members in it (1-based, int4[]), its score
 * (int2[]) and factor mask (int4[]). A chunk's pairs name about 10,000 members about 36,000
 * times: each id is converted and sent once instead of once per pair.
 */
export interface PairParams {
  /** The distinct members, in order of first appearance. */
  members: Buffer;
  a: Buffer;
  b: Buffer;
  scores: Buffer;
  masks: Buffer;
  /** How many pairs. */
  count: number;
}

/**
 * Pairs gathered by their members' keys: whole numbers from 0 to `keys` - 1, each naming one
 * member (`idOf`), such as positions in the scoring pool. A full recompute's chunk adds tens of
 * thousands of pairs naming about ten thousand members: a key finds its member's position in
 * the batch by index, with no id to hash, and each id is read once.
 */
export class PairBatch {
  /** Each key's 1-based position in `members`, 0 until the key is first added. */
  private readonly positionOf: Int32Array;
  private readonly members: string[] = [];
  private readonly a: number[] = [];
  private readonly b: number[] = [];
  private readonly scores: number[] = [];
  private readonly masks: number[] = [];

  constructor(
    keys: number,
    private readonly idOf: (key: number) => string,
  ) {
    this.positionOf = new Int32Array(keys);
  }

  get size(): number {
    return this.a.length;
  }

  add(aKey: number, bKey: number, score: number, mask: number): void {
    this.a.push(this.position(aKey));
    this.b.push(this.position(bKey));
    this.scores.push(score);
    this.masks.push(mask);
  }

  private position(key: number): number {
    let position = this.positionOf[key];
    if (position === 0) {
      this.members.push(this.idOf(key));
      position = this.members.length;
      this.positionOf[key] = position;
    }
    return position;
  }

  params(): PairParams {
    return {
      members: uuidArrayParam(this.members),
      a: int4ArrayParam(this.a),
      b: int4ArrayParam(this.b),
      scores: int2ArrayParam(this.scores),
      masks: int4ArrayParam(this.masks),
      count: this.a.length,
    };
  }
}

/** The rows as parameters, each member in the order of its first appearance. */
export const pairParams = (rows: readonly PairRow[]): PairParams => {
  const keys = new Map<string, number>();
  const ids: string[] = [];
  const keyOf = (id: string): number => {
    let key = keys.get(id);
    if (key === undefined) {
      key = ids.length;
      keys.set(id, key);
      ids.push(id);
    }
    return key;
  };
  // Two members per row at most: keys stay below twice the rows.
  const batch = new PairBatch(rows.length * 2, (key) => ids[key]);
  rows.forEach((row) => batch.add(keyOf(row.a), keyOf(row.b), row.score, row.mask));
  return batch.params();
};
