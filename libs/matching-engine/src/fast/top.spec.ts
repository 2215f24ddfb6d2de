import { DEFAULT_WEIGHTS } from '../factors';
import { makeCandidate, randomCandidate, seededRandom } from '../../test/candidates';
import { compilePool, type CandidatePool } from './pool';
import { ScoreBuffer, scoreMember } from './score-member';
import { topN } from './top';

const today = '2026-11-21';

/** The definition topN must meet: every entry sorted by score, best first, then by userId. */
const byDefinition = (pool: CandidatePool, buffer: ScoreBuffer, n: number): string[] =>
  Array.from({ length: buffer.count }, (_, k) => ({
    id: pool.userIdAt(buffer.indices[k]),
    score: buffer.scores[k],
  }))
    .sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .slice(0, n)
    .map(({ id, score }) => `${id}:${score}`);

const ranked = (
  pool: CandidatePool,
  buffer: ScoreBuffer,
  n: number,
  idRanks?: Int32Array,
): string[] =>
  Array.from(
    topN(buffer, n, idRanks),
    (k) => `${pool.userIdAt(buffer.indices[k])}:${buffer.scores[k]}`,
  );

/** Each slot's rank in userId order. */
const idRanksOf = (pool: CandidatePool): Int32Array => {
  const slots = Array.from({ length: pool.size }, (_, slot) => slot);
  slots.sort((x, y) => (pool.userIdAt(x) < pool.userIdAt(y) ? -1 : 1));
  const ranks = new Int32Array(pool.size);
  slots.forEach((slot, rank) => (ranks[slot] = rank));
  return ranks;
};

describe('topN against its definition', () => {
  it('ranks every member of a random population as a full sort would, at every cut', () => {
    const random = seededRandom(47);
    // Ids in no particular order, so the userId order is not the order of the slots.
    const people = Array.from({ length: 400 }, (_, i) =>
      randomCandidate(random, `u${Math.floor(random() * 1e9)}-${i}`),
    );
    const pool = compilePool(people, DEFAULT_WEIGHTS, today);
    const buffer = new ScoreBuffer();
    const idRanks = idRanksOf(pool);
    let compared = 0;
    for (let index = 0; index < pool.size; index += 1) {
      scoreMember(pool, index, { lowScore: 0 }, buffer);
      for (const n of [1, 7, 50, buffer.count, buffer.count + 5]) {
        const expected = byDefinition(pool, buffer, n);
        expect(ranked(pool, buffer, n)).toEqual(expected);
        expect(ranked(pool, buffer, n, idRanks)).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBe(pool.size * 5);
  });

  it('orders a long run of equal scores by userId, and a short one', () => {
    const man = makeCandidate({ userId: 'm' });
    // Identical women score alike: one run of 30 equal scores, ids in scrambled order.
    const ids = Array.from({ length: 30 }, (_, i) => `w${String((i * 17) % 30).padStart(2, '0')}`);
    const pool = compilePool(
      [man, ...ids.map((userId) => makeCandidate({ userId, gender: 'female' }))],
      DEFAULT_WEIGHTS,
      today,
    );
    const buffer = scoreMember(pool, 0, { lowScore: 0 });
    expect(new Set(Array.from(buffer.scores.subarray(0, buffer.count))).size).toBe(1);
    const sorted = [...ids].sort();
    expect(ranked(pool, buffer, 30).map((entry) => entry.split(':')[0])).toEqual(sorted);
    expect(ranked(pool, buffer, 4).map((entry) => entry.split(':')[0])).toEqual(sorted.slice(0, 4));
    expect(ranked(pool, buffer, 30, idRanksOf(pool)).map((entry) => entry.split(':')[0])).toEqual(
      sorted,
    );

    const few = compilePool(
      [man, ...ids.slice(0, 5).map((userId) => makeCandidate({ userId, gender: 'female' }))],
      DEFAULT_WEIGHTS,
      today,
    );
    const fewBuffer = scoreMember(few, 0, { lowScore: 0 });
    expect(ranked(few, fewBuffer, 5).map((entry) => entry.split(':')[0])).toEqual(
      ids.slice(0, 5).sort(),
    );
  });
});
