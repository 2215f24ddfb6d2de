import { matchFactorKeys } from '@mithaq/contracts';
import type { Candidate, Weights } from '@mithaq/matching-engine';
import type { DataSource, EntityManager } from 'typeorm';
import {
  candidateColumns,
  toEngineCandidate,
  type CandidateRow,
} from '../candidates/candidate-row';
import { FastScoringPool } from '../engine/fast-pool';
import type { ScoringPool } from '../engine/scoring-pool';
import { loadScoringSettings, type ScoringSettings } from '../settings/scoring-settings';
import { CutoffCache, type CutoffRow } from './cutoff-cache';

export interface PoolState {
  pool: ScoringPool;
  settings: ScoringSettings;
  /** The newest read-model version the pool reflects. */
  version: bigint;
  /** Every computed member's cutoff, caught up together with the pool. */
  cutoffs: CutoffCache;
}

/** Whether two weight sets score alike (every factor the same). */
const sameWeights = (a: Readonly<Weights>, b: Readonly<Weights>): boolean =>
  matchFactorKeys.every((key) => a[key] === b[key]);

const utcToday = (): string => new Date().toISOString().slice(0, 10);

interface Changes {
  changed: CandidateRow[];
  erased: { user_id: string }[];
  version: string;
  cutoffs: CutoffRow[];
  snapshot: string;
}

/**
 * Rows changed after `since`, erasures after it and cutoffs written by transactions that were
 * not visible in the snapshot `cutoffsFrom` (all when null), from one snapshot (one statement).
 */
const changesSince = async (
  manager: EntityManager,
  since: bigint,
  eligibleOnly: boolean,
  cutoffsFrom: string | null,
) => {
  const rows: Changes[] = await manager.query(
    `SELECT
       (SELECT COALESCE(json_agg(row_to_json(x)), '[]'::json) FROM (
          SELECT ${candidateColumns('c')} FROM candidates c
           WHERE c.version > $1 ${eligibleOnly ? 'AND c.is_eligible' : ''}) x) AS changed,
       (SELECT COALESCE(json_agg(json_build_object('user_id', e.user_id)), '[]'::json)
          FROM erased_members e WHERE e.version > $1) AS erased,
       GREATEST((SELECT COALESCE(max(version), 0) FROM candidates),
                (SELECT COALESCE(max(version), 0) FROM erased_members))::text AS version,
       (SELECT COALESCE(json_agg(json_build_object('user_id', s.user_id,
                 'cutoff_score', s.cutoff_score, 'cutoff_user_id', s.cutoff_user_id)), '[]'::json)
          FROM member_stats s
         WHERE $2::pg_snapshot IS NULL
            OR (s.written_xid >= pg_snapshot_xmin($2::pg_snapshot)
                AND NOT pg_visible_in_snapshot(s.written_xid, $2::pg_snapshot))) AS cutoffs,
       pg_current_snapshot()::text AS snapshot`,
    [since.toString(), cutoffsFrom],
  );
  const row = rows[0];
  if (!row) {
    throw new Error('no read-model snapshot');
  }
  return row;
};

/**
 * A worker's in-memory candidate pool. Before each job it catches up with the read model by
 * version (candidates changed or erased since), and it is rebuilt when the weights or the day
 * change; a new generation with the same weights (thresholds changed) keeps it.
 */
export class PoolHolder {
  private state: PoolState | null = null;
  private refreshing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly today: () => string = utcToday,
  ) {}

  invalidate(): void {
    this.state = null;
  }

  /** One catch-up at a time: concurrent jobs must not apply an older snapshot over a newer. */
  fresh(): Promise<PoolState> {
    const next = this.refreshing.then(() => this.catchUp());
    this.refreshing = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  }

  private async catchUp(): Promise<PoolState> {
    const settings = await loadScoringSettings(this.dataSource.manager);
    const previous = this.state;
    if (
      !previous ||
      !sameWeights(previous.pool.weights, settings.weights) ||
      previous.pool.today !== this.today()
    ) {
      this.state = await this.rebuild();
      return this.state;
    }
    // A thresholds-only change (a new generation, the same weights): the compiled pool holds no
    // thresholds, so it is kept and caught up. A new state object, so that jobs already running
    // keep the settings they started with.
    const state =
      previous.settings.generation === settings.generation ? previous : { ...previous, settings };
    this.state = state;
    const changes = await changesSince(
      this.dataSource.manager,
      state.version,
      false,
      state.cutoffs.readFrom,
    );
    state.cutoffs.apply(changes.cutoffs, changes.snapshot);
    for (const { user_id } of changes.erased) {
      state.pool.remove(user_id);
      state.cutoffs.delete(user_id);
    }
    for (const row of changes.changed) {
      const candidate = toEngineCandidate(row);
      if (candidate) {
        state.pool.upsert(candidate);
      } else {
        // Out of the pool: its stored cutoff goes too (its recompute deletes the row).
        state.pool.remove(row.user_id);
        state.cutoffs.delete(row.user_id);
      }
    }
    state.version = BigInt(changes.version);
    return state;
  }

  private async rebuild(): Promise<PoolState> {
    // One snapshot for the settings and the candidates, so the pool is exactly one state.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const settings = await loadScoringSettings(manager);
      const snapshot = await changesSince(manager, 0n, true, null);
      const candidates = snapshot.changed
        .map(toEngineCandidate)
        .filter((c): c is Candidate => c !== null);
      const cutoffs = new CutoffCache();
      cutoffs.apply(snapshot.cutoffs, snapshot.snapshot);
      return {
        pool: new FastScoringPool(settings.weights, this.today(), candidates),
        settings,
        version: BigInt(snapshot.version),
        cutoffs,
      };
    });
  }
}
