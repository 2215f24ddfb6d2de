import { randomUUID } from 'node:crypto';
import { arrayParamElements } from '../../test/array-params';
import { pairParams, type PairRow } from './pair-params';

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
