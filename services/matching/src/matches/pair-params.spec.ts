import { randomUUID } from 'node:crypto';
import { arrayParamElements } from '../../test/array-params';
import { PairBatch, pairParams, type PairRow } from './pair-params';

describe('pairParams', () => {
  it('sends each member once and every pair as its members’ positions, score and mask', () => {
    const [x, y, z] = [randomUUID(), randomUUID(), randomUUID()];
    const rows: PairRow[] = [
      { a: x, b: y, score: 91, mask: 0x7fffffff },
      { a: x, b: z, score: 0, mask: 0 },
      { a: z, b: y, score: 100, mask: 5 },
    ];
    const params = pairParams(rows);
    const members = arrayParamElements(params.members);
    expect(members).toEqual([x, y, z]);
    const [a, b, scores, masks] = [params.a, params.b, params.scores, params.masks].map(
      arrayParamElements,
    );
    const back = rows.map((_, i) => ({
      a: members[Number(a?.[i]) - 1],
      b: members[Number(b?.[i]) - 1],
      score: scores?.[i],
      mask: masks?.[i],
    }));
    expect(back).toEqual(rows);
    expect(params.scores.readInt32BE(8)).toBe(21); // int2
    expect(params.masks.readInt32BE(8)).toBe(23); // int4
  });
});

describe('PairBatch', () => {
  it('names each key once, by its id, in the order keys first appear', () => {
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const asked: number[] = [];
    const batch = new PairBatch(ids.length, (key) => {
      asked.push(key);
      return ids[key] ?? '';
    });
    batch.add(3, 1, 60, 2);
    batch.add(1, 0, 70, 4);
    batch.add(3, 0, 80, 8);
    expect(batch.size).toBe(3);
    const params = batch.params();
    expect(params.count).toBe(3);
    expect(asked).toEqual([3, 1, 0]);
    const members = arrayParamElements(params.members);
    expect(members).toEqual([ids[3], ids[1], ids[0]]);
    const [a, b, scores, masks] = [params.a, params.b, params.scores, params.masks].map(
      arrayParamElements,
    );
    const pairs = [0, 1, 2].map((i) => [
      members[Number(a?.[i]) - 1],
      members[Number(b?.[i]) - 1],
      scores?.[i],
      masks?.[i],
    ]);
    expect(pairs).toEqual([
      [ids[3], ids[1], 60, 2],
      [ids[1], ids[0], 70, 4],
      [ids[3], ids[0], 80, 8],
    ]);
  });
});
