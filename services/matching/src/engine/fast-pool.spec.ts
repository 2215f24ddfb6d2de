import { blockKey, DEFAULT_WEIGHTS, type Candidate } from '@mithaq/matching-engine';
import { questionnaireOptions } from '@mithaq/contracts';
import { candidate as makeCandidate } from '../../test/candidates';
import { FastScoringPool } from './fast-pool';
import { ObjectScoringPool } from '../../test/reference-pool';
import { byRank, type Cutoff } from './scoring-pool';

const today = '2026-11-21';
const pick = <T>(values: readonly T[], i: number): T => values[i % values.length];

const people: Candidate[] = Array.from({ length: 40 }, (_, i) =>
  makeCandidate({
    userId: `u${String(i).padStart(2, '0')}`,
    gender: i % 2 === 0 ? 'male' : 'female',
    dateOfBirth: `${1985 + (i % 13)}-0${1 + (i % 9)}-15`,
    ethnicity: pick(['arab', 'somali', 'pakistani'], i),
    countryOfResidence: pick(['GB', 'GB', 'FR'], i * 7),
    answers: {
      timelineToMarriage: pick(questionnaireOptions.timelineToMarriage, i),
      childrenViews: pick(questionnaireOptions.childrenViews, i * 3),
      practiceLevel: pick(questionnaireOptions.practiceLevel, i * 5),
      lookingForPracticeLevel: pick(questionnaireOptions.lookingForPracticeLevel, i),
      interculturalMarriage: pick(questionnaireOptions.interculturalMarriage, i * 11),
      relocateWilling: i % 4 !== 0,
      priorityAge: 1 + (i % 5),
      preferredAgeMin: i % 6 === 0 ? 25 : null,
      hijabLevel: i % 2 === 1 ? 'always' : null,
      beardLevel: i % 2 === 0 ? 'short' : null,
    },
  }),
);

describe('FastScoringPool', () => {
  it('scores exactly as the object pool, for every member', () => {
    const fast = new FastScoringPool(DEFAULT_WEIGHTS, today, people);
    const slow = new ObjectScoringPool(DEFAULT_WEIGHTS, today, people);
    for (const person of people) {
      expect(fast.scoreMember(person.userId, 30).sort(byRank)).toEqual(
        slow.scoreMember(person.userId, 30).sort(byRank),
      );
      expect(fast.topPartners(person.userId, 30, 5)).toEqual(
        slow.topPartners(person.userId, 30, 5),
      );
    }
  });

  it('ranks by position as topPartners ranks by id, reusing its arrays, and names positions', () => {
    const fast = new FastScoringPool(DEFAULT_WEIGHTS, today, people);
    const slow = new ObjectScoringPool(DEFAULT_WEIGHTS, today, people);
    let first: Int32Array | null = null;
    for (const person of people) {
      const position = fast.positionOf(person.userId);
      expect(fast.userIdAt(position)).toBe(person.userId);
      const top = fast.rankedTop(position, 30, 5);
      first ??= top.positions;
      expect(top.positions).toBe(first);
      const entries = Array.from({ length: top.count }, (_, i) => ({
        userId: fast.userIdAt(top.positions[i]),
        score: top.scores[i],
        mask: top.masks[i],
      }));
      expect(entries).toEqual(slow.topPartners(person.userId, 30, 5));
    }
    expect(fast.rankedTop(0, 30, 0).count).toBe(0);
    expect(fast.positionOf('nobody')).toBe(-1);
  });

  it('ranks positions in id order, again only when the ids change', () => {
    const shuffled = [...people].reverse();
    const fast = new FastScoringPool(DEFAULT_WEIGHTS, today, shuffled);
    const inIdOrder = (ranks: Int32Array): string[] => {
      const ids: string[] = [];
      ranks.forEach((rank, position) => (ids[rank] = fast.userIdAt(position)));
      return ids;
    };
    const first = fast.idRanks();
    expect(inIdOrder(first)).toEqual(shuffled.map((p) => p.userId).sort());
    // New answers, same ids: the same ranks.
    fast.upsert({ ...people[3], answers: { ...people[3].answers, priorityAge: 5 } });
    expect(fast.idRanks()).toBe(first);
    // A new member, then a remove (which moves the last position): ranked again.
    fast.upsert({ ...people[0], userId: 'u00a' });
    expect(inIdOrder(fast.idRanks())).toEqual([...shuffled.map((p) => p.userId), 'u00a'].sort());
    fast.remove('u05');
    const ids = fast.idRanks();
    expect(ids).toHaveLength(people.length);
    expect(inIdOrder(ids)).toEqual(
      [...shuffled.map((p) => p.userId), 'u00a'].filter((id) => id !== 'u05').sort(),
    );
  });

  it('keeps the same partners as the reference: top N plus partners within their cutoff', () => {
    const fast = new FastScoringPool(DEFAULT_WEIGHTS, today, people);
    const slow = new ObjectScoringPool(DEFAULT_WEIGHTS, today, people);
    // Partners never computed (undefined), under N matches (null), or a cutoff at varied scores
    // and tie-break ids.
    const cutoffs = new Map<string, Cutoff | null>();
    people.forEach((person, i) => {
      if (i % 5 === 1) {
        cutoffs.set(person.userId, null);
      } else if (i % 5 !== 0) {
        cutoffs.set(person.userId, {
          score: 30 + ((i * 7) % 60),
          userId: pick(people, i * 3).userId,
        });
      }
    });
    const lookup = (id: string) => cutoffs.get(id);
    let beyondTop = 0;
    for (const person of people) {
      for (const n of [0, 3, 50]) {
        const a = fast.keptPartners(person.userId, 30, n, lookup);
        const b = slow.keptPartners(person.userId, 30, n, lookup);
        expect({ ...a, kept: [...a.kept].sort(byRank) }).toEqual({
          ...b,
          kept: [...b.kept].sort(byRank),
        });
        if (n === 3) {
          const third = slow.topPartners(person.userId, 30, 3)[2];
          beyondTop += a.kept.length - Math.min(3, slow.scoreMember(person.userId, 30).length);
          expect(a.cutoff).toEqual(third ? { score: third.score, userId: third.userId } : null);
        }
      }
    }
    expect(beyondTop).toBeGreaterThan(0);
    expect(fast.keptPartners('nobody', 30, 3, lookup)).toEqual({
      kept: [],
      cutoff: null,
    });
  });

  it('follows upserts and removals', () => {
    const fast = new FastScoringPool(DEFAULT_WEIGHTS, today, people.slice(0, 4));
    expect(fast.has('u03')).toBe(true);
    fast.remove('u03');
    expect(fast.has('u03')).toBe(false);
    expect(fast.scoreMember('u00', 0).map((p) => p.userId)).not.toContain('u03');
    expect(fast.scoreMember('u03', 0)).toEqual([]);
    fast.upsert(people[3]);
    expect(fast.scoreMember('u00', 0).map((p) => p.userId)).toContain('u03');
  });

  it('leaves out the partners the member blocked or was blocked by, and nobody else', () => {
    const fast = new FastScoringPool(DEFAULT_WEIGHTS, today, people);
    const all = fast.scoreMember('u00', 0).map((p) => p.userId);
    expect(all.length).toBeGreaterThan(3);
    const [first, second, third] = all;
    // Keys in either order; a block between two other members does not touch u00.
    const blocked = new Set([
      blockKey(first, 'u00'),
      blockKey('u00', second),
      blockKey('u02', third),
    ]);
    const kept = fast.scoreMember('u00', 0, blocked).map((p) => p.userId);
    expect(kept.sort()).toEqual(all.filter((id) => id !== first && id !== second).sort());
    const top = fast.topPartners('u00', 0, 50, blocked).map((p) => p.userId);
    expect(top).not.toContain(first);
    expect(top).not.toContain(second);
    const lookup = () => null;
    const withCutoffs = fast.keptPartners('u00', 0, 2, lookup, blocked).kept.map((p) => p.userId);
    expect(withCutoffs).not.toContain(first);
    expect(withCutoffs).not.toContain(second);
    expect(withCutoffs).toContain(third);
    // Without the set, the same call keeps them.
    expect(fast.keptPartners('u00', 0, 2, lookup).kept.map((p) => p.userId)).toContain(first);
  });
});
