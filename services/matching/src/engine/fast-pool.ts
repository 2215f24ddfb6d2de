import {
  compilePool,
  ScoreBuffer,
  scoreMember,
  topN,
  type Candidate,
  type CandidatePool,
  type Weights,
} from '@mithaq/matching-engine';
import {
  withinCutoff,
  type CutoffLookup,
  type KeptPartners,
  type RankedTop,
  type ScoredPartner,
  type ScoringPool,
} from './scoring-pool';

/** The compiled, columnar pool of the engine behind the worker's ScoringPool interface. */
export class FastScoringPool implements ScoringPool {
  private readonly pool: CandidatePool;
  private readonly buffer = new ScoreBuffer();
  /** idRanks' answer and the pool's id set it was computed for (layout version and size). */
  private ranks: { layoutVersion: number; size: number; of: Int32Array } | null = null;
  private readonly top: RankedTop = {
    count: 0,
    positions: new Int32Array(0),
    scores: new Uint8Array(0),
    masks: new Uint32Array(0),
  };

  constructor(weights: Weights, today: string, candidates: readonly Candidate[]) {
    this.pool = compilePool([], weights, today);
    candidates.forEach((candidate) => this.upsert(candidate));
  }

  get weights(): Readonly<Weights> {
    return this.pool.weights;
  }

  get today(): string {
    return this.pool.today;
  }

  get size(): number {
    return this.pool.size;
  }

  has(userId: string): boolean {
    return this.pool.indexOf(userId) >= 0;
  }

  positionOf(userId: string): number {
    return this.pool.indexOf(userId);
  }

  userIdAt(position: number): string {
    return this.pool.userIdAt(position);
  }

  /**
   * Each position's rank in userId order (code-unit order), for rankedTop's ties. Computed again
   * only when the ids changed: a new member adds a position, a remove moves
   * one (and raises the layout version); replacing a member's answers keeps both.
   */
  idRanks(): Int32Array {
    const { layoutVersion, size } = this.pool;
    if (this.ranks?.layoutVersion !== layoutVersion || this.ranks.size !== size) {
      const ids = Array.from({ length: size }, (_, position) => this.pool.userIdAt(position));
      const byId = ids.map((_, position) => position);
      byId.sort((x, y) => (ids[x] < ids[y] ? -1 : ids[x] > ids[y] ? 1 : 0));
      const of = new Int32Array(size);
      byId.forEach((position, rank) => (of[position] = rank));
      this.ranks = { layoutVersion, size, of };
    }
    return this.ranks.of;
  }

  upsert(candidate: Candidate): void {
    try {
      this.pool.upsert(candidate);
    } catch {
      // Answers the engine cannot encode (an option it does not know): not scorable.
      this.pool.remove(candidate.userId);
    }
  }

  remove(userId: string): void {
    this.pool.remove(userId);
  }

  private score(
    userId: string,
    low: number,
    blocked?: ReadonlySet<string>,
    best?: number,
  ): ScoreBuffer | null {
    const index = this.pool.indexOf(userId);
    if (index < 0) {
      return null;
    }
    return scoreMember(this.pool, index, { lowScore: low, blocked, best }, this.buffer);
  }

  rankedTop(position: number, low: number, n: number, blocked?: ReadonlySet<string>): RankedTop {
    const top = this.top;
    top.count = 0;
    if (n === 0) {
      return top;
    }
    const buffer = scoreMember(
      this.pool,
      position,
      { lowScore: low, blocked, best: n },
      this.buffer,
    );
    const best = topN(buffer, n, this.idRanks());
    if (top.positions.length < best.length) {
      top.positions = new Int32Array(n);
      top.scores = new Uint8Array(n);
      top.masks = new Uint32Array(n);
    }
    for (let i = 0; i < best.length; i += 1) {
      const k = best[i];
      top.positions[i] = buffer.indices[k];
      top.scores[i] = buffer.scores[k];
      top.masks[i] = buffer.masks[k];
    }
    top.count = best.length;
    return top;
  }

  private partnerAt(buffer: ScoreBuffer, k: number): ScoredPartner {
    return {
      userId: this.pool.userIdAt(buffer.indices[k]),
      score: buffer.scores[k],
      mask: buffer.masks[k],
    };
  }

  scoreMember(userId: string, low: number, blocked?: ReadonlySet<string>): ScoredPartner[] {
    const buffer = this.score(userId, low, blocked);
    if (!buffer) {
      return [];
    }
    const out: ScoredPartner[] = new Array<ScoredPartner>(buffer.count);
    for (let k = 0; k < buffer.count; k += 1) {
      out[k] = this.partnerAt(buffer, k);
    }
    return out;
  }

  topPartners(
    userId: string,
    low: number,
    n: number,
    blocked?: ReadonlySet<string>,
  ): ScoredPartner[] {
    const position = this.pool.indexOf(userId);
    if (position < 0) {
      return [];
    }
    // Only the best n are wanted: the engine skips candidates that cannot be among them.
    const top = this.rankedTop(position, low, n, blocked);
    return Array.from({ length: top.count }, (_, i) => ({
      userId: this.pool.userIdAt(top.positions[i]),
      score: top.scores[i],
      mask: top.masks[i],
    }));
  }

  /**
   * From the typed buffers: the top `n` by the engine's topN, then one pass over the remaining
   * scores, looking up only partners whose cutoff the member could reach. Objects are built for
   * the kept partners only.
   */
  keptPartners(
    userId: string,
    low: number,
    n: number,
    cutoffOf: CutoffLookup,
    blocked?: ReadonlySet<string>,
  ): KeptPartners {
    const buffer = this.score(userId, low, blocked);
    if (!buffer) {
      return { kept: [], cutoff: null };
    }
    const best = topN(buffer, n);
    const inTop = new Uint8Array(buffer.count);
    const kept: ScoredPartner[] = [];
    for (const k of best) {
      inTop[k] = 1;
      kept.push(this.partnerAt(buffer, k));
    }
    for (let k = 0; k < buffer.count; k += 1) {
      if (inTop[k] === 1) {
        continue;
      }
      const partnerId = this.pool.userIdAt(buffer.indices[k]);
      const cutoff = cutoffOf(partnerId);
      if (cutoff !== undefined && withinCutoff(buffer.scores[k], userId, cutoff)) {
        kept.push({ userId: partnerId, score: buffer.scores[k], mask: buffer.masks[k] });
      }
    }
    const last = kept[n - 1];
    const cutoff = best.length >= n && last ? { score: last.score, userId: last.userId } : null;
    return { kept, cutoff };
  }
}
