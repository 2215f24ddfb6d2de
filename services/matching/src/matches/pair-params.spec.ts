import { randomUUID } from 'node:crypto';
import { pairParams, type PairRow } from './pair-params';

/** The elements of a binary int2[], int4[] or uuid[] parameter (uuids in their text form). */
const elementsOf = (param: Buffer): (number | string)[] => {
  expect(param.readInt32BE(0)).toBe(1);
  expect(param.readInt32BE(4)).toBe(0);
  expect(param.readInt32BE(16)).toBe(1);
  const oid = param.readInt32BE(8);
  const values: (number | string)[] = [];
  let offset = 20;
  for (let i = 0; i < param.readInt32BE(12); i += 1) {
    const length = param.readInt32BE(offset);
    offset += 4;
    if (oid === 21) {
      values.push(param.readInt16BE(offset));
    } else if (oid === 23) {
      values.push(param.readInt32BE(offset));
    } else {
      const hex = param.toString('hex', offset, offset + 16);
      values.push(
        `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
      );
    }
    offset += length;
  }
  expect(offset).toBe(param.length);
  return values;
};

describe('pairParams', () => {
  it('sends each member once and every pair as its members’ positions, score and mask', () => {
    const [x, y, z] = [randomUUID(), randomUUID(), randomUUID()];
    const rows: PairRow[] = [
      { a: x, b: y, score: 91, mask: 0x7fffffff },
      { a: x, b: z, score: 0, mask: 0 },
      { a: z, b: y, score: 100, mask: 5 },
    ];
    const params = pairParams(rows);
    expect(params.memberIds).toEqual([x, y, z]);
    const members = elementsOf(params.members);
    expect(members).toEqual([x, y, z]);
    const [a, b, scores, masks] = [params.a, params.b, params.scores, params.masks].map(elementsOf);
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
