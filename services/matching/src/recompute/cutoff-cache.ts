import type { CutoffRow } from '../candidates/candidates.repository';
import { withinCutoff, type Cutoff } from '../engine/scoring-pool';

/**
 * Every member's cutoff (member_stats) in a worker's memory, so a member's recompute need not
 * read thousands of them from Postgres. It catches up with the pool: rows whose writing
 * transaction was not visible in the snapshot of the previous read (still running, or started
 * after it). Unlike a "version > last seen" counter this never skips a transaction that took its
 * number early and committed late, and rows already read are not read again. The worker's own
 * writes are applied as soon as they commit.
 *
 * With several workers, a cutoff another worker wrote is seen from this worker's next catch-up
 * on (the one before each job); until then a recompute may use the previous one. A stale cutoff
 * only decides whether a borderline pair (beyond the member's own top N, near the partner's
 * N-th) is kept or dropped; the partner's own next recompute keeps exactly their top N again.
 *
 * Each cutoff carries the settings generation it was computed for, so a full recompute can tell
 * which partners have already stored their pairs for its generation (keptBy).
 */
export class CutoffCache {
  /** Each member's cutoff with the settings generation it was computed for (when known). */
  private readonly byMember = new Map<string, { cutoff: Cutoff | null; generation?: string }>();
  /** The snapshot (pg_snapshot text) of the last read; null before the first read. */
  private since: string | null = null;

  /** Changes to read are those not visible in this snapshot (null: read everything). */
  get readFrom(): string | null {
    return this.since;
  }

  /** null: every match is within the member's top list; undefined: never computed. */
  get(userId: string): Cutoff | null | undefined {
    return this.byMember.get(userId)?.cutoff;
  }

  /** A member's cutoff; `generation` when known (the settings generation it was computed for). */
  set(userId: string, cutoff: Cutoff | null, generation?: string): void {
    this.byMember.set(userId, { cutoff, generation });
  }

  delete(userId: string): void {
    this.byMember.delete(userId);
  }

  /** The member's cutoff if it was computed for `generation`; undefined otherwise. */
  ofGeneration(userId: string, generation: string): Cutoff | null | undefined {
    const entry = this.byMember.get(userId);
    return entry !== undefined && entry.generation === generation ? entry.cutoff : undefined;
  }

  /**
   * Whether the partner's cutoff computed for `generation` holds the member scoring `score`:
   * the partner's own recompute for that generation then stored the pair (its top list at least).
   * False when the partner's cutoff is of another generation or unknown.
   */
  keptBy(partnerId: string, memberId: string, score: number, generation: string): boolean {
    const cutoff = this.ofGeneration(partnerId, generation);
    return cutoff !== undefined && withinCutoff(score, memberId, cutoff);
  }

  /** Applies rows read in `snapshot`. */
  apply(rows: readonly CutoffRow[], snapshot: string): void {
    for (const row of rows) {
      this.set(
        row.user_id,
        row.cutoff_score === null || row.cutoff_user_id === null
          ? null
          : { score: row.cutoff_score, userId: row.cutoff_user_id },
        row.generation,
      );
    }
    this.since = snapshot;
  }
}
