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
}

export const pairParams = (rows: readonly PairRow[]): PairParams => {
  // Each member's 1-based position; the map's keys, in insertion order, are the members sent.
  const positions = new Map<string, number>();
  const positionOf = (id: string): number => {
    let position = positions.get(id);
    if (position === undefined) {
      position = positions.size + 1;
      positions.set(id, position);
    }
    return position;
  };
  const a = new Int32Array(rows.length);
  const b = new Int32Array(rows.length);
  const scores = new Int16Array(rows.length);
  const masks = new Int32Array(rows.length);
  rows.forEach((row, i) => {
    a[i] = positionOf(row.a);
    b[i] = positionOf(row.b);
    scores[i] = row.score;
    masks[i] = row.mask;
  });
  return {
    members: uuidArrayParam([...positions.keys()]),
    a: int4ArrayParam(a),
    b: int4ArrayParam(b),
    scores: int2ArrayParam(scores),
    masks: int4ArrayParam(masks),
  };
};
