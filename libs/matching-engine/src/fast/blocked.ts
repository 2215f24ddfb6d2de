import { blockKey } from '../filters';
import type { CandidatePool } from './pool';

/** Marks the slots blocked with the member; returns false when none are. */
export const markBlocked = (
  pool: CandidatePool,
  userId: string,
  blocked: ReadonlySet<string> | undefined,
): boolean => {
  if (blocked === undefined || blocked.size === 0) return false;
  if (pool.blockEpoch >= 0xffffffff) {
    pool.blockStamp.fill(0);
    pool.blockEpoch = 0;
  }
  pool.blockEpoch += 1;
  const epoch = pool.blockEpoch;
  const prefix = `${userId}:`;
  const suffix = `:${userId}`;
  let any = false;
  for (const key of blocked) {
    // blockKey puts the smaller id first, so the other id is fixed by which end the member is at.
    let other: string | null = null;
    if (key.startsWith(prefix)) {
      const rest = key.slice(prefix.length);
      if (blockKey(userId, rest) === key) other = rest;
    }
    if (other === null && key.endsWith(suffix)) {
      const rest = key.slice(0, key.length - suffix.length);
      if (blockKey(userId, rest) === key) other = rest;
    }
    if (other === null) continue;
    const slot = pool.indexOf(other);
    if (slot >= 0) {
      pool.blockStamp[slot] = epoch;
      any = true;
    }
  }
  return any;
};
