import type { Candidate, Weights } from '@mithaq/matching-engine';
import type { DataSource, EntityManager } from 'typeorm';
import {
  candidateColumns,
  toEngineCandidate,
  type CandidateRow,
} from '../candidates/candidate-row';
import { createScoringPool } from '../engine/create-pool';
import type { ScoringPool } from '../engine/scoring-pool';
import { loadScoringSettings, type ScoringSettings } from '../settings/scoring-settings';

export interface PoolState {
  pool: ScoringPool;
  settings: ScoringSettings;
  /** The newest read-model version the pool reflects. */
  version: bigint;
}

export type PoolFactory = (
  weights: Weights,
  today: string,
  candidates: readonly Candidate[],
) => ScoringPool;

const utcToday = (): string => new Date().toISOString().slice(0, 10);

interface Changes {
  changed: CandidateRow[];
  erased: { user_id: string }[];
  version: string;
}

/** Rows changed after `since` and erasures after it, from one snapshot (one statement). */
const changesSince = async (manager: EntityManager, since: bigint, eligibleOnly: boolean) => {
  const rows: Changes[] = await manager.query(
    `SELECT
       (SELECT COALESCE(json_agg(row_to_json(x)), '[]'::json) FROM (
          SELECT ${candidateColumns('c')} FROM candidates c
           WHERE c.version > $1 ${eligibleOnly ? 'AND c.is_eligible' : ''}) x) AS changed,
       (SELECT COALESCE(json_agg(json_build_object('user_id', e.user_id)), '[]'::json)
          FROM erased_members e WHERE e.version > $1) AS erased,
       GREATEST((SELECT COALESCE(max(version), 0) FROM candidates),
                (SELECT COALESCE(max(version), 0) FROM erased_members))::text AS version`,
    [since.toString()],
  );
  const row = rows[0];
  if (!row) {
    throw new Error('no read-model snapshot');
  }
  return row;
};

/**
 * A worker's in-memory candidate pool. Before each job it catches up with the read model by
 * version (candidates changed or erased since), and it is rebuilt when the weights, thresholds or
 * the day change (a new settings generation).
 */
export class PoolHolder {
  private state: PoolState | null = null;
  private refreshing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly createPool: PoolFactory = createScoringPool,
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
    const state = this.state;
    if (
      !state ||
      state.settings.generation !== settings.generation ||
      state.pool.today !== this.today()
    ) {
      this.state = await this.rebuild();
      return this.state;
    }
    const changes = await changesSince(this.dataSource.manager, state.version, false);
    for (const { user_id } of changes.erased) {
      state.pool.remove(user_id);
    }
    for (const row of changes.changed) {
      const candidate = toEngineCandidate(row);
      if (candidate) {
        state.pool.upsert(candidate);
      } else {
        state.pool.remove(row.user_id);
      }
    }
    state.version = BigInt(changes.version);
    return state;
  }

  private async rebuild(): Promise<PoolState> {
    // One snapshot for the settings and the candidates, so the pool is exactly one state.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const settings = await loadScoringSettings(manager);
      const snapshot = await changesSince(manager, 0n, true);
      const candidates = snapshot.changed
        .map(toEngineCandidate)
        .filter((c): c is Candidate => c !== null);
      return {
        pool: this.createPool(settings.weights, this.today(), candidates),
        settings,
        version: BigInt(snapshot.version),
      };
    });
  }
}
