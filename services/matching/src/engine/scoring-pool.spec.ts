import { byRank, cutoffOf, withinCutoff } from './scoring-pool';

const p = (userId: string, score: number) => ({ userId, score, mask: 0 });

describe('byRank', () => {
  it('orders best first with equal scores by user id', () => {
    expect([p('c', 50), p('b', 70), p('a', 50)].sort(byRank).map((x) => x.userId)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
});

describe('cutoffOf', () => {
  it('is the n-th entry, or null while the list is shorter than n', () => {
    const list = [p('a', 90), p('b', 80), p('c', 70)].sort(byRank);
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
