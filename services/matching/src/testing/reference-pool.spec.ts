import { DEFAULT_WEIGHTS, scorePair } from '@mithaq/matching-engine';
import { candidate as makeCandidate } from '../testing/candidates';
import { explainFactors } from '../engine/explain';
import { ObjectScoringPool, scoreWithMask } from './reference-pool';

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
    expect(explainFactors(man, woman, mask, DEFAULT_WEIGHTS)).toEqual(expected.factors);
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
