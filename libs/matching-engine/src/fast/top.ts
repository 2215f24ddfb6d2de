import type { ScoreBuffer } from './score-member';
import { MAX_SCORE } from './tables';

const histogram = new Int32Array(MAX_SCORE + 2);

/**
 * Positions into `buffer` of its best `n` entries, best first; equal scores are ordered by
 * userId (code-unit order, as matchMember sorts). Counts scores first so only the entries at or
 * above the cut-off score are sorted.
 */
export const topN = (buffer: ScoreBuffer, n: number): Int32Array => {
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
  const chosen: number[] = [];
  for (let k = 0; k < count; k += 1) if (scores[k] >= cutoff) chosen.push(k);
  const ids = chosen.map((k) => pool.userIdAt(indices[k]));
  const order = chosen.map((_, i) => i);
  order.sort((x, y) => {
    const byScore = scores[chosen[y]] - scores[chosen[x]];
    if (byScore !== 0) return byScore;
    const a = ids[x];
    const b = ids[y];
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const best = new Int32Array(Math.min(n, order.length));
  for (let i = 0; i < best.length; i += 1) best[i] = chosen[order[i]]!;
  return best;
};
