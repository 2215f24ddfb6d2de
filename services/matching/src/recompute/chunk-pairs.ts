import { withinCutoff, type Cutoff, type ScoringPool } from '../engine/scoring-pool';
import type { MemberStat } from '../matches/matches.repository';
import { PairBatch } from '../matches/pair-params';
import type { CutoffCache } from './cutoff-cache';

export interface ChunkPairsOptions {
  /** The low threshold: nothing scoring under it is a match. */
  low: number;
  /** Matches per member (the top list's length). */
  n: number;
  /** The settings generation the chunk's run computes. */
  generation: string;
  /** Each member's blocks (blockKey entries), for the members that have any. */
  blockedBy: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface ChunkPairs {
  pairs: PairBatch;
  /** Each computed member's cutoff, in the order of `members`. */
  stats: MemberStat[];
  /** Pairs left out because the partner's own recompute for the generation stored them. */
  keptByPartners: number;
}

/**
 * What a chunk of a full recompute stores: the top list of each of its `members` in the pool,
 * each pair once, and each member's cutoff. A pair that two members of the chunk both rank is
 * taken by the first of them; a pair the partner's own recompute for the generation already
 * stored (the partner's cutoff for that generation holds the member) is left to it. A member not
 * in the pool (changed since it caught up) is skipped: its own recompute job covers it.
 *
 * Works on pool positions, which a remove shifts: it runs in one go, with no await, and the
 * batch it returns has already read every id it needs.
 */
export const chunkPairs = (
  pool: ScoringPool,
  cutoffs: CutoffCache,
  members: readonly string[],
  { low, n, generation, blockedBy }: ChunkPairsOptions,
): ChunkPairs => {
  const size = pool.size;
  const pairs = new PairBatch(size, (position) => pool.userIdAt(position));
  const positions = members.map((userId) => pool.positionOf(userId));
  const inChunk = new Uint8Array(size);
  positions.forEach((position) => {
    if (position >= 0) inChunk[position] = 1;
  });
  // Pairs of two members of this chunk already taken, by their positions (lower × size + higher).
  const taken = new Set<number>();
  // Each partner's cutoff for the generation, looked up once per chunk.
  const partnerCutoffs = new Array<Cutoff | null | undefined>(size);
  const looked = new Uint8Array(size);
  const stats: MemberStat[] = [];
  let keptByPartners = 0;
  members.forEach((userId, i) => {
    const position = positions[i];
    if (position < 0) {
      return;
    }
    const top = pool.rankedTop(position, low, n, blockedBy.get(userId));
    for (let k = 0; k < top.count; k += 1) {
      const partner = top.positions[k];
      const score = top.scores[k];
      const both = inChunk[partner] === 1;
      const key = both ? Math.min(position, partner) * size + Math.max(position, partner) : -1;
      if (both && taken.has(key)) {
        continue; // the partner is in this chunk and has it in their top list too
      }
      if (looked[partner] === 0) {
        partnerCutoffs[partner] = cutoffs.ofGeneration(pool.userIdAt(partner), generation);
        looked[partner] = 1;
      }
      const cutoff = partnerCutoffs[partner];
      // Stored already by the partner's own recompute for this generation (a chunk done before
      // this one began, or their member recompute): each pair is written once.
      if (cutoff !== undefined && withinCutoff(score, userId, cutoff)) {
        keptByPartners += 1;
        continue;
      }
      if (both) {
        taken.add(key);
      }
      pairs.add(position, partner, score, top.masks[k]);
    }
    const full = n > 0 && top.count >= n;
    stats.push({
      userId,
      cutoff: full
        ? { score: top.scores[n - 1], userId: pool.userIdAt(top.positions[n - 1]) }
        : null,
    });
  });
  return { pairs, stats, keptByPartners };
};
