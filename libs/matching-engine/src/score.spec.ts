import { DEFAULT_MATCH_WEIGHTS, matchFactorKeys } from '@mithaq/contracts';
import { DEFAULT_WEIGHTS, FACTORS } from './factors';
import { blockKey } from './filters';
import { DEFAULT_THRESHOLDS, levelOf, matchMember, scorePair } from './score';
import { makeCandidate } from '../test/candidates';
import { factorKeys } from './types';
import type { Candidate } from './types';

const today = '2026-11-21';
const man = makeCandidate({ userId: 'm' });
const woman = makeCandidate({ userId: 'w', gender: 'female' });
const withAnswers = (c: Candidate, answers: Partial<Candidate['answers']>): Candidate => ({
  ...c,
  answers: { ...c.answers, ...answers },
});

describe('DEFAULT_WEIGHTS', () => {
  it('totals 100 and covers every factor', () => {
    const values = Object.values(DEFAULT_WEIGHTS);
    expect(values.reduce((sum, w) => sum + w, 0)).toBe(100);
    expect(Object.keys(DEFAULT_WEIGHTS).sort()).toEqual(FACTORS.map((f) => f.key).sort());
  });

  it('is the one list kept in the contracts, as are the factor keys', () => {
    expect(DEFAULT_WEIGHTS).toBe(DEFAULT_MATCH_WEIGHTS);
    expect(factorKeys).toBe(matchFactorKeys);
    expect(FACTORS.map((f) => f.key)).toEqual([...matchFactorKeys]);
  });
});

describe('scorePair', () => {
  it('gives 100 to a pair agreeing on everything', () => {
    const pair = scorePair(man, woman, DEFAULT_WEIGHTS, today);
    expect(pair.score).toBe(100);
    expect(pair.satisfactionAB).toBeCloseTo(1);
    expect(pair.satisfactionBA).toBeCloseTo(1);
  });

  it('is deterministic', () => {
    const other = withAnswers(woman, { timelineToMarriage: 'longTerm', madhhab: 'maliki' });
    expect(scorePair(man, other, DEFAULT_WEIGHTS, today)).toEqual(
      scorePair(man, other, DEFAULT_WEIGHTS, today),
    );
  });

  it('is symmetric in score and swaps the satisfactions', () => {
    const a = withAnswers(man, { practiceLevel: 'veryPracticing', childrenViews: 'many' });
    const b = withAnswers(woman, { lookingForPracticeLevel: 'less', workAfterMarriage: 'yes' });
    const ab = scorePair(a, b, DEFAULT_WEIGHTS, today);
    const ba = scorePair(b, a, DEFAULT_WEIGHTS, today);
    expect(ab.score).toBe(ba.score);
    expect(ab.satisfactionAB).toBeCloseTo(ba.satisfactionBA);
    expect(ab.factors).toEqual(ba.factors);
  });

  it('scores a lopsided pair below the arithmetic mean of its satisfactions', () => {
    // The man wants someone far more practising; she accepts anyone, so only he is unhappy.
    const picky = withAnswers(man, {
      practiceLevel: 'veryPracticing',
      lookingForPracticeLevel: 'equally',
      priorityReligiousness: 5,
    });
    const easy = withAnswers(woman, {
      practiceLevel: 'learning',
      lookingForPracticeLevel: 'any',
      timelineToMarriage: 'longTerm',
      childrenViews: 'noChildren',
    });
    const pair = scorePair(picky, easy, DEFAULT_WEIGHTS, today);
    expect(pair.satisfactionAB).toBeLessThan(pair.satisfactionBA);
    const arithmetic = Math.round(50 * (pair.satisfactionAB + pair.satisfactionBA));
    expect(pair.score).toBeLessThan(arithmetic);
    expect(pair.score).toBe(Math.round(100 * Math.sqrt(pair.satisfactionAB * pair.satisfactionBA)));
  });

  it('weighs a mismatch more when the member says it matters more', () => {
    const other = withAnswers(woman, { practiceLevel: 'learning' });
    const score = (priorityReligiousness: number): number =>
      scorePair(withAnswers(man, { priorityReligiousness }), other, DEFAULT_WEIGHTS, today)
        .satisfactionAB;
    expect(score(5)).toBeLessThan(score(3));
    expect(score(3)).toBeLessThan(score(1));
  });

  it('weighs a match more when the member says it matters more', () => {
    // Education matches; everything else disagrees, so a higher education priority helps.
    const a = withAnswers(man, { childrenViews: 'noChildren', timelineToMarriage: 'immediate' });
    const s = (priorityEducation: number): number =>
      scorePair(withAnswers(a, { priorityEducation }), woman, DEFAULT_WEIGHTS, today).score;
    expect(s(5)).toBeGreaterThan(s(1));
  });

  it('explains shared factors ordered by weight, highest first', () => {
    const pair = scorePair(man, woman, DEFAULT_WEIGHTS, today);
    expect(pair.factors[0]).toBe('Both pray 5 times daily');
    expect(pair.factors[1]).toBe('Same marriage timeline');
    expect(pair.factors).toHaveLength(FACTORS.length);
    // Raising smoking above everything moves its reason to the front.
    const reordered = scorePair(man, woman, { ...DEFAULT_WEIGHTS, smoking: 50 }, today);
    expect(reordered.factors[0]).toBe('Same view on smoking');
  });

  it('leaves out factors only one side is satisfied on', () => {
    // He wants more practice and gets it (1); she wants equal and is a step away (2/3).
    const a = withAnswers(man, { lookingForPracticeLevel: 'more' });
    const b = withAnswers(woman, { practiceLevel: 'veryPracticing' });
    const pair = scorePair(a, b, DEFAULT_WEIGHTS, today);
    expect(pair.factors).not.toContain('Both pray 5 times daily');
    expect(pair.factors[0]).toBe('Same marriage timeline');
  });
});

describe('levelOf', () => {
  it('maps the default thresholds at their edges', () => {
    expect(levelOf(100, DEFAULT_THRESHOLDS)).toBe('high');
    expect(levelOf(75, DEFAULT_THRESHOLDS)).toBe('high');
    expect(levelOf(74, DEFAULT_THRESHOLDS)).toBe('medium');
    expect(levelOf(50, DEFAULT_THRESHOLDS)).toBe('medium');
    expect(levelOf(49, DEFAULT_THRESHOLDS)).toBe('low');
    expect(levelOf(30, DEFAULT_THRESHOLDS)).toBe('low');
    expect(levelOf(29, DEFAULT_THRESHOLDS)).toBeNull();
  });
});

describe('matchMember', () => {
  const options = {
    weights: DEFAULT_WEIGHTS,
    thresholds: DEFAULT_THRESHOLDS,
    today,
    blocked: new Set<string>(),
  };

  it('filters, scores and sorts best first with ties by userId', () => {
    const weaker = withAnswers({ ...woman, userId: 'w-weak' }, { timelineToMarriage: 'longTerm' });
    const candidates = [
      weaker,
      { ...woman, userId: 'w-b' },
      { ...woman, userId: 'w-a' },
      makeCandidate({ userId: 'm2' }),
    ];
    const matches = matchMember(man, candidates, options);
    expect(matches.map((m) => m.userId)).toEqual(['w-a', 'w-b', 'w-weak']);
    expect(matches[0]?.level).toBe('high');
  });

  it('drops blocked candidates and scores below the low threshold', () => {
    const blocked = new Set([blockKey('m', 'w')]);
    expect(matchMember(man, [woman], { ...options, blocked })).toEqual([]);
    expect(
      matchMember(man, [woman], { ...options, thresholds: { high: 102, medium: 101, low: 101 } }),
    ).toEqual([]);
  });
});
