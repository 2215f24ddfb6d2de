import { factorKeys } from '../types';
import { DEFAULT_WEIGHTS, FACTORS } from '../factors';
import { blockKey, passesHardFilters } from '../filters';
import { DEFAULT_THRESHOLDS, EXPLANATION_THRESHOLD, matchMember, scorePair } from '../score';
import { makeCandidate, randomCandidate, seededRandom } from '../../test/candidates';
import type { Candidate, Weights } from '../types';
import { explainMask } from './explain';
import { compilePool } from './pool';
import type { CandidatePool } from './pool';
import { ScoreBuffer, scoreMember } from './score-member';
import { topN } from './top';

const today = '2026-11-21';
const none = new Set<string>();
/** Members per property population: SIZE² ordered pairs, a few thousand of them passing. */
const SIZE = 250;

/** The object engine's factor mask: bit i when both sides reach the explanation threshold. */
const objectMask = (a: Candidate, b: Candidate): number => {
  let mask = 0;
  FACTORS.forEach((factor, i) => {
    if (
      factor.similarity(a, b, today) >= EXPLANATION_THRESHOLD &&
      factor.similarity(b, a, today) >= EXPLANATION_THRESHOLD
    ) {
      mask |= 1 << i;
    }
  });
  return mask;
};

/** What scoreMember found for each candidate userId: score and mask. */
const fastResults = (
  pool: CandidatePool,
  userId: string,
  lowScore: number,
  blocked: ReadonlySet<string> = none,
): Map<string, { score: number; mask: number }> => {
  const buffer = scoreMember(pool, pool.indexOf(userId), { lowScore, blocked });
  const found = new Map<string, { score: number; mask: number }>();
  for (let k = 0; k < buffer.count; k += 1) {
    found.set(pool.userIdAt(buffer.indices[k]), {
      score: buffer.scores[k],
      mask: buffer.masks[k],
    });
  }
  return found;
};

/** A population where most pairs pass the filters, so the scores themselves get compared. */
const population = (seed: number, size: number): Candidate[] => {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, i) => randomCandidate(random, `u${i}`));
};

describe('fast engine equals the object engine', () => {
  const weightSets: [string, Weights][] = [
    ['default weights', DEFAULT_WEIGHTS],
    [
      'uneven weights',
      { ...DEFAULT_WEIGHTS, religiousPractice: 7, smoking: 19, ethnicity: 11, education: 1 },
    ],
    ['all-zero weights', Object.fromEntries(factorKeys.map((k) => [k, 0])) as Weights],
  ];

  it.each(weightSets)(
    'gives the same pass/fail, score and factor mask on every pair (%s)',
    (_, weights) => {
      const people = population(weights === DEFAULT_WEIGHTS ? 7 : 11, SIZE);
      const pool = compilePool(people, weights, today);
      let passing = 0;
      let compared = 0;
      const mismatches: string[] = [];
      for (const a of people) {
        const fast = fastResults(pool, a.userId, 0);
        for (const b of people) {
          compared += 1;
          const passes = passesHardFilters(a, b, { blocked: none, today });
          const got = fast.get(b.userId);
          if (!passes) {
            if (got !== undefined) mismatches.push(`${a.userId}-${b.userId} should not pass`);
            continue;
          }
          passing += 1;
          const pair = scorePair(a, b, weights, today);
          const mask = objectMask(a, b);
          if (got === undefined || got.score !== pair.score || got.mask !== mask) {
            const seen = JSON.stringify(got);
            mismatches.push(`${a.userId}-${b.userId}: ${seen} vs score ${pair.score} mask ${mask}`);
            continue;
          }
          const reasons = explainMask(a, b, got.mask, weights);
          if (JSON.stringify(reasons) !== JSON.stringify(pair.factors)) {
            mismatches.push(`${a.userId}-${b.userId}: ${reasons.join('|')}`);
          }
        }
      }
      expect(mismatches.slice(0, 5)).toEqual([]);
      // The generator must keep enough pairs passing for the comparison to mean something.
      expect(compared).toBe(SIZE * SIZE);
      expect(passing).toBeGreaterThan(2500);
    },
  );

  it('matches matchMember exactly at the low threshold, with blocks, in order', () => {
    const people = population(21, 300);
    const pool = compilePool(people, DEFAULT_WEIGHTS, today);
    const random = seededRandom(99);
    const blocked = new Set(
      Array.from({ length: 400 }, () =>
        blockKey(
          people[Math.floor(random() * 300)].userId,
          people[Math.floor(random() * 300)].userId,
        ),
      ),
    );
    const options = { weights: DEFAULT_WEIGHTS, thresholds: DEFAULT_THRESHOLDS, today, blocked };
    const buffer = new ScoreBuffer();
    let nonEmpty = 0;
    for (const member of people) {
      const expected = matchMember(member, people, options);
      scoreMember(
        pool,
        pool.indexOf(member.userId),
        { lowScore: DEFAULT_THRESHOLDS.low, blocked },
        buffer,
      );
      const order = topN(buffer, buffer.count);
      const got = Array.from(order, (k) => ({
        userId: pool.userIdAt(buffer.indices[k]),
        score: buffer.scores[k],
      }));
      expect(got).toEqual(expected.map((m) => ({ userId: m.userId, score: m.score })));
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('is symmetric: A scoring B gives what B scoring A gives', () => {
    const people = population(5, 200);
    const pool = compilePool(people, DEFAULT_WEIGHTS, today);
    const results = new Map(people.map((p) => [p.userId, fastResults(pool, p.userId, 0)]));
    let pairs = 0;
    for (const [a, found] of results) {
      for (const [b, result] of found) {
        expect(results.get(b)!.get(a)).toEqual(result);
        pairs += 1;
      }
    }
    expect(pairs).toBeGreaterThan(1000);
  });

  it('handles a member outside the cached age slots the same way', () => {
    const old = makeCandidate({ userId: 'old', dateOfBirth: '1890-01-01' });
    const young = makeCandidate({ userId: 'young', gender: 'female', dateOfBirth: '1990-01-01' });
    const pool = compilePool([old, young], DEFAULT_WEIGHTS, today);
    const pair = scorePair(old, young, DEFAULT_WEIGHTS, today);
    expect(fastResults(pool, 'old', 0).get('young')).toEqual({
      score: pair.score,
      mask: objectMask(old, young),
    });
    expect(fastResults(pool, 'young', 0).get('old')?.score).toBe(pair.score);
  });
});

describe('CandidatePool', () => {
  const man = makeCandidate({ userId: 'm' });
  const woman = (userId: string, answers: Partial<Candidate['answers']> = {}): Candidate =>
    makeCandidate({ userId, gender: 'female', answers });

  it('looks members up by index and userId', () => {
    const pool = compilePool([man, woman('w1'), woman('w2')], DEFAULT_WEIGHTS, today);
    expect(pool.size).toBe(3);
    expect(pool.indexOf('w2')).toBe(2);
    expect(pool.userIdAt(2)).toBe('w2');
    expect(pool.indexOf('nobody')).toBe(-1);
    expect(() => pool.userIdAt(3)).toThrow('No candidate at index 3');
  });

  it('upsert adds new members and replaces existing ones in place', () => {
    const pool = compilePool([man, woman('w1')], DEFAULT_WEIGHTS, today);
    pool.upsert(woman('w2'));
    expect(pool.size).toBe(3);
    expect(fastResults(pool, 'm', 0).get('w1')?.score).toBe(100);
    const changed = woman('w1', { timelineToMarriage: 'longTerm', childrenViews: 'noChildren' });
    pool.upsert(changed);
    expect(pool.size).toBe(3);
    expect(pool.indexOf('w1')).toBe(1);
    expect(fastResults(pool, 'm', 0).get('w1')?.score).toBe(
      scorePair(man, changed, DEFAULT_WEIGHTS, today).score,
    );
    // An update that breaks a hard filter takes the member out of results.
    pool.upsert({ ...changed, isApproved: false });
    expect(fastResults(pool, 'm', 0).has('w1')).toBe(false);
    // ... and one that passes again, or turns a member into the other side, is followed too.
    pool.upsert(changed);
    expect(fastResults(pool, 'm', 0).has('w1')).toBe(true);
    pool.upsert({ ...woman('w2'), gender: 'male', lookingFor: 'female' });
    expect(fastResults(pool, 'm', 0).has('w2')).toBe(false);
    expect(fastResults(pool, 'w1', 0).has('w2')).toBe(true);
  });

  it('grows past its first capacity and keeps every member', () => {
    const people = population(3, 500);
    const pool = compilePool([], DEFAULT_WEIGHTS, today);
    people.forEach((p) => pool.upsert(p));
    expect(pool.size).toBe(500);
    const reference = compilePool(people, DEFAULT_WEIGHTS, today);
    expect(fastResults(pool, 'u7', 0)).toEqual(fastResults(reference, 'u7', 0));
  });

  it('remove moves the last member into the gap and scores stay right', () => {
    const people = population(13, 120);
    const pool = compilePool(people, DEFAULT_WEIGHTS, today);
    const removed = new Set(['u0', 'u5', 'u119', 'u60']);
    removed.forEach((id) => pool.remove(id));
    pool.remove('u5'); // already gone: a no-op
    expect(pool.size).toBe(116);
    for (const id of removed) expect(pool.indexOf(id)).toBe(-1);
    const rest = people.filter((p) => !removed.has(p.userId));
    for (const p of rest) expect(pool.userIdAt(pool.indexOf(p.userId))).toBe(p.userId);
    const fresh = compilePool(rest, DEFAULT_WEIGHTS, today);
    for (const p of rest.slice(0, 30)) {
      expect(fastResults(pool, p.userId, 0)).toEqual(fastResults(fresh, p.userId, 0));
    }
  });

  it('rejects bad input with a clear error and leaves the pool unchanged', () => {
    const pool = compilePool([man], DEFAULT_WEIGHTS, today);
    const bad = woman('w1', { madhhab: 'zahiri' as Candidate['answers']['madhhab'] });
    expect(() => pool.upsert(bad)).toThrow('Candidate w1: madhhab has an unknown value "zahiri"');
    expect(() => pool.upsert({ ...woman('w2'), dateOfBirth: '15/06/1995' })).toThrow(
      'Candidate w2: dateOfBirth must be YYYY-MM-DD',
    );
    expect(() => pool.upsert(woman('w3', { preferredAgeMin: 25.5 }))).toThrow(
      'Candidate w3: preferredAgeMin must be a whole number of years or null',
    );
    expect(pool.size).toBe(1);
    expect(pool.indexOf('w1')).toBe(-1);
    expect(() => compilePool([], DEFAULT_WEIGHTS, '21-11-2026')).toThrow(
      'today must be a YYYY-MM-DD date',
    );
    const { smoking: _, ...missing } = DEFAULT_WEIGHTS;
    expect(() => compilePool([], missing as Weights, today)).toThrow(
      'Weight for smoking must be a finite number',
    );
    expect(() => scoreMember(pool, 1, { lowScore: 0 })).toThrow('No candidate at index 1');
  });
});

describe('scoreMember options', () => {
  const man = makeCandidate({ userId: 'm' });
  const women = ['w1', 'w2', 'w3'].map((userId) => makeCandidate({ userId, gender: 'female' }));

  it('drops blocked pairs in either direction and nobody else', () => {
    const pool = compilePool([man, ...women], DEFAULT_WEIGHTS, today);
    const blocked = new Set([blockKey('w2', 'm'), blockKey('w1', 'w3'), 'm:', ':m']);
    expect([...fastResults(pool, 'm', 0, blocked).keys()].sort()).toEqual(['w1', 'w3']);
    expect(fastResults(pool, 'w2', 0, blocked).size).toBe(0);
    // The block stamps of one call do not leak into the next.
    expect(fastResults(pool, 'm', 0).size).toBe(3);
  });

  it('keeps only scores at or above lowScore', () => {
    const weaker = makeCandidate({
      userId: 'weak',
      gender: 'female',
      answers: { timelineToMarriage: 'longTerm' },
    });
    const pool = compilePool([man, weaker, women[0]], DEFAULT_WEIGHTS, today);
    const weakScore = scorePair(man, weaker, DEFAULT_WEIGHTS, today).score;
    expect([...fastResults(pool, 'm', weakScore).keys()].sort()).toEqual(['w1', 'weak']);
    expect([...fastResults(pool, 'm', weakScore + 1).keys()]).toEqual(['w1']);
  });

  it('with best, still holds the best n, and skips candidates that cannot reach them', () => {
    const people = population(31, 600);
    const pool = compilePool(people, DEFAULT_WEIGHTS, today);
    const full = new ScoreBuffer();
    const pruned = new ScoreBuffer();
    const entries = (buffer: ScoreBuffer, n: number): string[] =>
      Array.from(
        topN(buffer, n),
        (k) => `${pool.userIdAt(buffer.indices[k])}:${buffer.scores[k]}:${buffer.masks[k]}`,
      );
    let fullCount = 0;
    let prunedCount = 0;
    for (const person of people) {
      const index = pool.indexOf(person.userId);
      for (const [low, n] of [
        [0, 1],
        [30, 3],
        [30, 10],
        [55, 50],
      ]) {
        scoreMember(pool, index, { lowScore: low }, full);
        scoreMember(pool, index, { lowScore: low, best: n }, pruned);
        expect(entries(pruned, n)).toEqual(entries(full, n));
        fullCount += full.count;
        prunedCount += pruned.count;
      }
    }
    expect(fullCount).toBeGreaterThan(10000);
    expect(prunedCount).toBeLessThan(fullCount / 2);
  });

  it('with best, keeps every candidate tied at the cut so the userId order decides', () => {
    // Identical women score alike; the best two by userId must both survive the bar.
    const twins = ['w5', 'w4', 'w3', 'w2', 'w1'].map((userId) =>
      makeCandidate({ userId, gender: 'female' }),
    );
    const pool = compilePool([man, ...twins], DEFAULT_WEIGHTS, today);
    const buffer = scoreMember(pool, 0, { lowScore: 0, best: 2 });
    expect(Array.from(topN(buffer, 2), (k) => pool.userIdAt(buffer.indices[k]))).toEqual([
      'w1',
      'w2',
    ]);
  });

  it('refuses a best that is not a whole number ≥ 0', () => {
    const pool = compilePool([man, ...women], DEFAULT_WEIGHTS, today);
    expect(() => scoreMember(pool, 0, { lowScore: 0, best: -1 })).toThrow(
      'best must be a whole number ≥ 0',
    );
    expect(() => scoreMember(pool, 0, { lowScore: 0, best: 2.5 })).toThrow(
      'best must be a whole number ≥ 0',
    );
  });

  it('returns nothing for an unapproved member and reuses the buffer given', () => {
    const pool = compilePool(
      [{ ...man, questionnaireApproved: false }, ...women],
      DEFAULT_WEIGHTS,
      today,
    );
    const buffer = new ScoreBuffer(16);
    expect(scoreMember(pool, 0, { lowScore: 0 }, buffer)).toBe(buffer);
    expect(buffer.count).toBe(0);
    expect(scoreMember(pool, 1, { lowScore: 0 }, buffer).count).toBe(0);
  });
});

describe('topN', () => {
  const man = makeCandidate({ userId: 'm' });
  const woman = (userId: string, timeline: Candidate['answers']['timelineToMarriage']) =>
    makeCandidate({ userId, gender: 'female', answers: { timelineToMarriage: timeline } });
  const pool = compilePool(
    [
      man,
      woman('w-d', 'oneYear'),
      woman('w-far', 'longTerm'),
      woman('w-b', 'oneYear'),
      woman('w-near', 'twoYears'),
      woman('w-a', 'oneYear'),
    ],
    DEFAULT_WEIGHTS,
    today,
  );
  const ids = (buffer: ScoreBuffer, n: number): string[] =>
    Array.from(topN(buffer, n), (k) => pool.userIdAt(buffer.indices[k]));

  it('orders best first with equal scores by userId, cut at n', () => {
    const buffer = scoreMember(pool, 0, { lowScore: 0 });
    expect(ids(buffer, 10)).toEqual(['w-a', 'w-b', 'w-d', 'w-near', 'w-far']);
    expect(ids(buffer, 2)).toEqual(['w-a', 'w-b']);
    expect(ids(buffer, 4)).toEqual(['w-a', 'w-b', 'w-d', 'w-near']);
    expect(ids(buffer, 0)).toEqual([]);
    expect(() => topN(buffer, -1)).toThrow('n must be a whole number');
  });

  it('refuses a buffer scored before a remove moved members', () => {
    const local = compilePool(
      [man, woman('w1', 'oneYear'), woman('w2', 'oneYear')],
      DEFAULT_WEIGHTS,
      today,
    );
    const buffer = scoreMember(local, 0, { lowScore: 0 });
    local.remove('w1');
    expect(() => topN(buffer, 1)).toThrow('The pool changed');
  });
});

describe('explainMask', () => {
  const man = makeCandidate({ userId: 'm' });
  const woman = makeCandidate({ userId: 'w', gender: 'female' });

  it('words every shared factor in weight order like scorePair', () => {
    const all = (1 << FACTORS.length) - 1;
    expect(explainMask(man, woman, all, DEFAULT_WEIGHTS)).toEqual(
      scorePair(man, woman, DEFAULT_WEIGHTS, today).factors,
    );
    const heavySmoking = { ...DEFAULT_WEIGHTS, smoking: 50 };
    expect(explainMask(man, woman, all, heavySmoking)[0]).toBe('Same view on smoking');
  });

  it('lists only the factors whose bits are set', () => {
    const bit = (key: string) => 1 << factorKeys.indexOf(key as (typeof factorKeys)[number]);
    expect(explainMask(man, woman, bit('smoking') | bit('madhhab'), DEFAULT_WEIGHTS)).toEqual([
      'Same madhhab',
      'Same view on smoking',
    ]);
    expect(explainMask(man, woman, 0, DEFAULT_WEIGHTS)).toEqual([]);
    expect(() => explainMask(man, woman, 1 << 13, DEFAULT_WEIGHTS)).toThrow(
      'has bits outside the 13 factors',
    );
  });

  it('uses the contracts factor order for its bits', () => {
    expect(FACTORS.map((f) => f.key)).toEqual([...factorKeys]);
  });
});
