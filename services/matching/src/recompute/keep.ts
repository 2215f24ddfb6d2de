import { byRank, type ScoredPartner } from '../engine/scoring-pool';

/** The N-th best partner of a member: a partner ranking at or above it is in the member's top N. */
export interface Cutoff {
  score: number;
  userId: string;
}

/** Best first, ties by userId (the same order on every worker). */
export const ranked = (partners: readonly ScoredPartner[]): ScoredPartner[] =>
  [...partners].sort(byRank);

/** The cutoff of a ranked list, or null when it has fewer than `n` entries (every match is in). */
export const cutoffOf = (rankedList: readonly ScoredPartner[], n: number): Cutoff | null => {
  const last = rankedList[n - 1];
  return rankedList.length >= n && last ? { score: last.score, userId: last.userId } : null;
};

/** Whether a member scoring `score` with a partner falls within that partner's top list. */
export const withinCutoff = (score: number, memberId: string, cutoff: Cutoff | null): boolean =>
  cutoff === null || score > cutoff.score || (score === cutoff.score && memberId <= cutoff.userId);

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
