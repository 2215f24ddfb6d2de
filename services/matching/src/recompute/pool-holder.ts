import { matchFactorKeys } from '@mithaq/contracts';
import type { Candidate, Weights } from '@mithaq/matching-engine';
import type { DataSource } from 'typeorm';
import { toEngineCandidate } from '../candidates/candidate.mapper';
import { CandidatesRepository } from '../candidates/candidates.repository';
import { FastScoringPool } from '../engine/fast-pool';
import type { ScoringPool } from '../engine/scoring-pool';
import type { ScoringSettings } from '../settings/settings.mapper';
import { SettingsRepository } from '../settings/settings.repository';
import { CutoffCache } from './cutoff-cache';

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

/**
 * A worker's in-memory candidate pool. Before each job it catches up with the read model by
 * version (candidates changed or erased since), and it is rebuilt when the weights or the day
 * change; a new generation with the same weights (thresholds changed) keeps it.
 */
export class PoolHolder {
  private state: PoolState | null = null;
  private refreshing: Promise<void> = Promise.resolve();
  private readonly candidates: CandidatesRepository;
  private readonly settings: SettingsRepository;

  constructor(
    private readonly dataSource: DataSource,
    private readonly today: () => string = utcToday,
  ) {
    this.candidates = new CandidatesRepository(dataSource);
    this.settings = new SettingsRepository(dataSource);
  }

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
    const settings = await this.settings.scoring();
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
    const changes = await this.candidates.changesSince(
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
      const settings = await this.settings.scoring(manager);
      const snapshot = await this.candidates.changesSince(manager, 0n, true, null);
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
