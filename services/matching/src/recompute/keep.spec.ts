import { cutoffOf, keptPartners, ranked, withinCutoff } from './keep';

const p = (userId: string, score: number) => ({ userId, score, mask: 0 });

describe('ranked', () => {
  it('orders best first with equal scores by user id', () => {
    expect(ranked([p('c', 50), p('b', 70), p('a', 50)]).map((x) => x.userId)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});

describe('cutoffOf', () => {
  it('is the n-th entry, or null while the list is shorter than n', () => {
    const list = ranked([p('a', 90), p('b', 80), p('c', 70)]);
    expect(cutoffOf(list, 2)).toEqual({ score: 80, userId: 'b' });
    expect(cutoffOf(list, 3)).toEqual({ score: 70, userId: 'c' });
    expect(cutoffOf(list, 4)).toBeNull();
  });
});

describe('withinCutoff', () => {
  it('admits higher scores, equal scores ranking before the cutoff member, and any without cutoff', () => {
    const cutoff = { score: 60, userId: 'm' };
    expect(withinCutoff(61, 'z', cutoff)).toBe(true);
    expect(withinCutoff(60, 'a', cutoff)).toBe(true);
    expect(withinCutoff(60, 'm', cutoff)).toBe(true);
    expect(withinCutoff(60, 'n', cutoff)).toBe(false);
    expect(withinCutoff(59, 'a', cutoff)).toBe(false);
    expect(withinCutoff(31, 'a', null)).toBe(true);
  });
});

describe('keptPartners', () => {
  const list = ranked([p('a', 90), p('b', 80), p('c', 70), p('d', 60), p('e', 50)]);

  it("keeps the member's top n and the partners whose own top list holds the member", () => {
    const cutoffs = new Map([
      ['c', { score: 75, userId: 'x' }], // c's top list is better than 70: dropped
      ['d', { score: 60, userId: 'z' }], // the member ties d's cutoff and ranks before 'z': kept
      ['e', null], // e has room: kept
    ]);
    expect(keptPartners('m', list, 2, cutoffs).map((x) => x.userId)).toEqual(['a', 'b', 'd', 'e']);
  });

  it('keeps nothing beyond the top n for a partner never computed', () => {
    expect(keptPartners('m', list, 1, new Map()).map((x) => x.userId)).toEqual(['a']);
  });
});
