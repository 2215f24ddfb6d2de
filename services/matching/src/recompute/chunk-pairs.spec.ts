import { randomUUID } from 'node:crypto';
import { blockKey, DEFAULT_WEIGHTS, type Candidate } from '@mithaq/matching-engine';
import { questionnaireOptions } from '@mithaq/contracts';
import { arrayParamElements } from '../../test/array-params';
import { candidate as makeCandidate } from '../../test/candidates';
import { FastScoringPool } from '../engine/fast-pool';
import { cutoffOf, withinCutoff, type Cutoff } from '../engine/scoring-pool';
import type { PairParams } from '../matches/pair-params';
import { chunkPairs } from './chunk-pairs';
import { CutoffCache } from './cutoff-cache';

const today = '2026-11-21';
const pick = <T>(values: readonly T[], i: number): T => values[i % values.length];
const N = 5;
const LOW = 30;
const GENERATION = '7';

const people: Candidate[] = Array.from({ length: 60 }, (_, i) =>
  makeCandidate({
    userId: randomUUID(),
    gender: i % 2 === 0 ? 'male' : 'female',
    dateOfBirth: `${1986 + (i % 11)}-0${1 + (i % 9)}-15`,
    ethnicity: pick(['arab', 'somali', 'pakistani'], i),
    answers: {
      timelineToMarriage: pick(questionnaireOptions.timelineToMarriage, i),
      childrenViews: pick(questionnaireOptions.childrenViews, i * 3),
      practiceLevel: pick(questionnaireOptions.practiceLevel, i * 5),
      lookingForPracticeLevel: pick(questionnaireOptions.lookingForPracticeLevel, i),
      relocateWilling: true,
    },
  }),
);
const ids = people.map((person) => person.userId);

/** A pair as its stored row has it: the lower id first. */
const line = (x: string, y: string, score: number, mask: number): string =>
  `${[x, y].sort().join(' ')} ${score} ${mask}`;

/** The pairs as "lower higher score mask" lines, sorted. */
const lines = (params: PairParams): string[] => {
  const members = arrayParamElements(params.members);
  const [a, b, scores, masks] = [params.a, params.b, params.scores, params.masks].map(
    arrayParamElements,
  );
  return Array.from({ length: params.count }, (_, i) =>
    line(
      String(members[Number(a?.[i]) - 1]),
      String(members[Number(b?.[i]) - 1]),
      Number(scores?.[i]),
      Number(masks?.[i]),
    ),
  ).sort();
};

/** The definition, by ids: each member's top list, each pair once, none a partner stored. */
const byDefinition = (
  pool: FastScoringPool,
  cutoffs: CutoffCache,
  members: readonly string[],
  blockedBy: ReadonlyMap<string, ReadonlySet<string>>,
) => {
  const pairs: string[] = [];
  const taken = new Set<string>();
  const stats: { userId: string; cutoff: Cutoff | null }[] = [];
  let keptByPartners = 0;
  for (const userId of members.filter((id) => pool.has(id))) {
    const top = pool.topPartners(userId, LOW, N, blockedBy.get(userId));
    for (const partner of top) {
      const key = [userId, partner.userId].sort().join(' ');
      if (members.includes(partner.userId) && taken.has(key)) continue;
      const cutoff = cutoffs.ofGeneration(partner.userId, GENERATION);
      if (cutoff !== undefined && withinCutoff(partner.score, userId, cutoff)) {
        keptByPartners += 1;
        continue;
      }
      taken.add(key);
      pairs.push(line(userId, partner.userId, partner.score, partner.mask));
    }
    stats.push({ userId, cutoff: cutoffOf(top, N) });
  }
  return { pairs: pairs.sort(), stats, keptByPartners };
};

describe('chunkPairs', () => {
  it('gives each member’s top list once per pair, as the definition by ids does', () => {
    const pool = new FastScoringPool(DEFAULT_WEIGHTS, today, people);
    const cutoffs = new CutoffCache();
    // Partners with a cutoff of this run's generation (some holding the member, some not),
    // of another generation (ignored), and none at all.
    // A real cutoff sits inside the partner's own list: some members reach it, some do not.
    const second = (id: string): Cutoff | null => {
      const own = pool.topPartners(id, LOW, N)[1];
      return own ? { score: own.score, userId: own.userId } : null;
    };
    ids.forEach((id, i) => {
      if (i % 4 === 1) cutoffs.set(id, second(id), GENERATION);
      if (i % 4 === 2) cutoffs.set(id, null, '6');
      if (i % 4 === 3) cutoffs.set(id, null, GENERATION);
    });
    // Members of the chunk, both sexes, one not in the pool, one blocking somebody.
    const members = [...ids.slice(10, 40), randomUUID()];
    const firstTop = pool.topPartners(ids[12], LOW, N);
    const blockedBy = new Map([[ids[12], new Set([blockKey(ids[12], firstTop[0].userId)])]]);

    const got = chunkPairs(pool, cutoffs, members, {
      low: LOW,
      n: N,
      generation: GENERATION,
      blockedBy,
    });
    const expected = byDefinition(pool, cutoffs, members, blockedBy);

    expect(lines(got.pairs.params())).toEqual(expected.pairs);
    expect(got.stats).toEqual(expected.stats);
    expect(got.keptByPartners).toBe(expected.keptByPartners);
    // The cases the test is about happened: pairs left to partners, and pairs written although
    // the partner has a cutoff of this generation (the member does not reach it).
    expect(expected.keptByPartners).toBeGreaterThan(0);
    const withCutoff = new Set(ids.filter((id, i) => i % 4 === 1 && second(id) !== null));
    const writtenBeside = expected.pairs.filter((pair) =>
      pair.split(' ').some((id) => withCutoff.has(id)),
    );
    expect(writtenBeside.length).toBeGreaterThan(0);
    expect(got.stats).toHaveLength(30);
  });

  it('writes a pair of two members of the chunk once', () => {
    const pool = new FastScoringPool(DEFAULT_WEIGHTS, today, people);
    const [a] = ids;
    const b = pool.topPartners(a, LOW, N)[0].userId;
    const got = chunkPairs(pool, new CutoffCache(), [a, b], {
      low: LOW,
      n: N,
      generation: GENERATION,
      blockedBy: new Map(),
    });
    const pairsOfBoth = lines(got.pairs.params()).filter(
      (pair) => pair.includes(a) && pair.includes(b),
    );
    expect(pairsOfBoth).toHaveLength(1);
  });
});
