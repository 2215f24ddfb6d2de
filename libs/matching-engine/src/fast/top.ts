import type { ScoreBuffer } from './score-member';
import { MAX_SCORE } from './tables';

const histogram = new Int32Array(MAX_SCORE + 2);
/** Per score, where its entries go next in topN's output (then where they end). */
const next = new Int32Array(MAX_SCORE + 2);
/** Runs of equal scores up to this long are put in userId order by insertion. */
const SHORT_RUN = 12;

/**
 * Positions into `buffer` of its best `n` entries, best first; equal scores are ordered by
 * userId (code-unit order, as matchMember sorts). Counts scores first so only the entries at or
 * above the cut-off score are placed, by score (a counting sort); only entries sharing a score
 * then compare userIds, among themselves. `idRanks`, when given, holds each pool slot's rank in
 * userId order (for the pool as it is now): ties then compare ranks instead of ids.
 */
export const topN = (buffer: ScoreBuffer, n: number, idRanks?: Int32Array): Int32Array => {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a whole number ≥ 0');
  const { count, scores, indices, pool } = buffer;
  if (count === 0 || n === 0) return new Int32Array(0);
  if (pool === null || buffer.layoutVersion !== pool.layoutVersion) {
    throw new Error('The pool changed (a candidate was removed) since this buffer was scored');
  }
  histogram.fill(0);
  for (let k = 0; k < count; k += 1) histogram[scores[k]] += 1;
  // Lowest score that still falls within the first n.
  let cutoff = MAX_SCORE;
  let taken = 0;
  for (; cutoff > 0; cutoff -= 1) {
    taken += histogram[cutoff];
    if (taken >= n) break;
  }
  let placed = 0;
  for (let score = MAX_SCORE; score >= cutoff; score -= 1) {
    next[score] = placed;
    placed += histogram[score];
  }
  const ordered = new Int32Array(placed);
  for (let k = 0; k < count; k += 1) {
    const score = scores[k];
    if (score >= cutoff) {
      ordered[next[score]] = k;
      next[score] += 1;
    }
  }
  // next[score] is now where that score's run ends.
  const key: (k: number) => string | number = idRanks
    ? (k) => idRanks[indices[k]]
    : (k) => pool.userIdAt(indices[k]);
  for (let score = MAX_SCORE; score >= cutoff; score -= 1) {
    const end = next[score];
    const start = end - histogram[score];
    if (end - start < 2) continue;
    if (end - start <= SHORT_RUN) {
      for (let i = start + 1; i < end; i += 1) {
        const k = ordered[i];
        const id = key(k);
        let j = i - 1;
        for (; j >= start && key(ordered[j]) > id; j -= 1) ordered[j + 1] = ordered[j];
        ordered[j + 1] = k;
      }
    } else {
      const run = Array.from(ordered.subarray(start, end), (k) => ({ k, id: key(k) }));
      run.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
      run.forEach(({ k }, i) => (ordered[start + i] = k));
    }
  }
  return placed > n ? ordered.slice(0, n) : ordered;
};
