import {
  byRank,
  withinCutoff,
  type Cutoff,
  type CutoffLookup,
  type KeptPartners,
  type ScoredPartner,
} from '../engine/scoring-pool';

export { withinCutoff, type Cutoff };

/** Best first, ties by userId (the same order on every worker). */
export const ranked = (partners: readonly ScoredPartner[]): ScoredPartner[] =>
  [...partners].sort(byRank);

/** The cutoff of a ranked list, or null when it has fewer than `n` entries (every match is in). */
export const cutoffOf = (rankedList: readonly ScoredPartner[], n: number): Cutoff | null => {
  const last = rankedList[n - 1];
  return rankedList.length >= n && last ? { score: last.score, userId: last.userId } : null;
};

/**
 * The pairs a member's recompute keeps: the member's own top N, plus every partner whose own top
 * list (as last computed) would include the member. A partner never computed yet keeps nothing
 * here: its own first recompute adds the pairs its top list holds, so a burst of new members
 * does not store every pair above the low threshold.
 */
export const keptPartners = (
  memberId: string,
  rankedList: readonly ScoredPartner[],
  n: number,
  partnerCutoffs: ReadonlyMap<string, Cutoff | null>,
): ScoredPartner[] =>
  rankedList.filter((partner, i) => {
    if (i < n) {
      return true;
    }
    const cutoff = partnerCutoffs.get(partner.userId);
    return cutoff !== undefined && withinCutoff(partner.score, memberId, cutoff);
  });

/** keptPartners over a plain list of scored partners (the reference the fast pool matches). */
export const keepFromList = (
  memberId: string,
  partners: readonly ScoredPartner[],
  n: number,
  lookup: CutoffLookup,
): KeptPartners => {
  const list = ranked(partners);
  const cutoffs = new Map<string, Cutoff | null>();
  for (const partner of list.slice(n)) {
    const cutoff = lookup(partner.userId);
    if (cutoff !== undefined) {
      cutoffs.set(partner.userId, cutoff);
    }
  }
  return {
    kept: keptPartners(memberId, list, n, cutoffs),
    cutoff: cutoffOf(list, n),
    count: list.length,
  };
};
