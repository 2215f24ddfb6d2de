import { DEFAULT_WEIGHTS, explainMask, scorePair } from '@mithaq/matching-engine';
import { byRank } from '../src/engine/scoring-pool';
import { candidate as makeCandidate } from './candidates';
import { keptPartners, ObjectScoringPool, scoreWithMask } from './reference-pool';

const today = '2026-11-21';
const man = makeCandidate({ userId: 'm1' });
const woman = makeCandidate({
  userId: 'w1',
  gender: 'female',
  dateOfBirth: '1997-01-01',
  answers: { timelineToMarriage: 'twoYears', childrenViews: 'many', smokingAcceptable: true },
});

describe('scoreWithMask', () => {
  it('gives the engine score and a mask whose text is the engine explanation', () => {
    const expected = scorePair(man, woman, DEFAULT_WEIGHTS, today);
    const { score, mask } = scoreWithMask(man, woman, DEFAULT_WEIGHTS, today);
    expect(score).toBe(expected.score);
    expect(explainMask(man, woman, mask, DEFAULT_WEIGHTS)).toEqual(expected.factors);
    expect(expected.factors.length).toBeGreaterThan(0);
  });

  it('is symmetric', () => {
    expect(scoreWithMask(woman, man, DEFAULT_WEIGHTS, today)).toEqual(
      scoreWithMask(man, woman, DEFAULT_WEIGHTS, today),
    );
  });
});

describe('ObjectScoringPool', () => {
  it('scores a member against every other member passing the hard filters', () => {
    const otherMan = makeCandidate({ userId: 'm2' });
    const unapproved = makeCandidate({ userId: 'w2', gender: 'female', isApproved: false });
    const pool = new ObjectScoringPool(DEFAULT_WEIGHTS, today, [man, woman, otherMan, unapproved]);
    expect(pool.scoreMember('m1', 0).map((p) => p.userId)).toEqual(['w1']);
    pool.remove('w1');
    expect(pool.scoreMember('m1', 0)).toEqual([]);
    expect(pool.scoreMember('nobody', 0)).toEqual([]);
  });

  it('leaves out pairs below the low score', () => {
    const pool = new ObjectScoringPool(DEFAULT_WEIGHTS, today, [man, woman]);
    const { score } = scoreWithMask(man, woman, DEFAULT_WEIGHTS, today);
    expect(pool.scoreMember('m1', score)).toHaveLength(1);
    expect(pool.scoreMember('m1', score + 1)).toHaveLength(0);
  });
});

describe('keptPartners', () => {
  const p = (userId: string, score: number) => ({ userId, score, mask: 0 });
  const list = [p('a', 90), p('b', 80), p('c', 70), p('d', 60), p('e', 50)].sort(byRank);

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
