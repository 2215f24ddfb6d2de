import {
  EXPLANATION_THRESHOLD,
  FACTORS,
  effectiveWeight,
  passesHardFilters,
  type Candidate,
  type Weights,
} from '@mithaq/matching-engine';
import {
  byRank,
  cutoffOf,
  withinCutoff,
  type Cutoff,
  type CutoffLookup,
  type KeptPartners,
  type RankedTop,
  type ScoredPartner,
  type ScoringPool,
} from '../src/engine/scoring-pool';

const NO_BLOCKS: ReadonlySet<string> = new Set();

/** Directional satisfaction of `self` with `other`, with the per-factor similarities. */
const satisfaction = (
  self: Candidate,
  other: Candidate,
  weights: Weights,
  today: string,
): { value: number; similarities: number[] } => {
  let total = 0;
  let weighted = 0;
  const similarities = FACTORS.map((factor) => {
    const w = effectiveWeight(weights, factor.key, self);
    const s = factor.similarity(self, other, today);
    total += w;
    weighted += w * s;
    return s;
  });
  return { value: total === 0 ? 0 : weighted / total, similarities };
};

/** The score and factor mask of a pair, exactly as the engine's scorePair defines them. */
export const scoreWithMask = (
  a: Candidate,
  b: Candidate,
  weights: Weights,
  today: string,
): { score: number; mask: number } => {
  const ab = satisfaction(a, b, weights, today);
  const ba = satisfaction(b, a, weights, today);
  let mask = 0;
  ab.similarities.forEach((s, i) => {
    if (s >= EXPLANATION_THRESHOLD && (ba.similarities[i] ?? 0) >= EXPLANATION_THRESHOLD) {
      mask |= 1 << i;
    }
  });
  return { score: Math.round(100 * Math.sqrt(ab.value * ba.value)), mask };
};

/**
 * The pairs a member's recompute keeps, from a ranked list: the member's own top N, plus every
 * partner whose own top list (as last computed) would include the member. A partner never
 * computed yet keeps nothing here: its own first recompute adds the pairs its top list holds.
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

/** keptPartners over a plain list of scored partners (the rule the compiled pool implements). */
const keepFromList = (
  memberId: string,
  partners: readonly ScoredPartner[],
  n: number,
  lookup: CutoffLookup,
): KeptPartners => {
  const list = [...partners].sort(byRank);
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
  };
};

/**
 * The straightforward pool: one object per candidate, every pair scored with the engine's
 * object functions. The reference the compiled pool is checked against.
 */
export class ObjectScoringPool implements ScoringPool {
  private readonly members = new Map<string, Candidate>();

  constructor(
    readonly weights: Readonly<Weights>,
    readonly today: string,
    candidates: readonly Candidate[] = [],
  ) {
    for (const candidate of candidates) {
      this.members.set(candidate.userId, candidate);
    }
  }

  get size(): number {
    return this.members.size;
  }

  has(userId: string): boolean {
    return this.members.has(userId);
  }

  positionOf(userId: string): number {
    return [...this.members.keys()].indexOf(userId);
  }

  userIdAt(position: number): string {
    const userId = [...this.members.keys()][position];
    if (userId === undefined) {
      throw new RangeError(`No candidate at position ${position}`);
    }
    return userId;
  }

  rankedTop(position: number, low: number, n: number): RankedTop {
    const top = this.topPartners(this.userIdAt(position), low, n);
    return {
      count: top.length,
      positions: Int32Array.from(top, (partner) => this.positionOf(partner.userId)),
      scores: Uint8Array.from(top, (partner) => partner.score),
      masks: Uint32Array.from(top, (partner) => partner.mask),
    };
  }

  upsert(candidate: Candidate): void {
    this.members.set(candidate.userId, candidate);
  }

  remove(userId: string): void {
    this.members.delete(userId);
  }

  scoreMember(userId: string, low: number): ScoredPartner[] {
    const member = this.members.get(userId);
    if (!member) {
      return [];
    }
    const ctx = { blocked: NO_BLOCKS, today: this.today };
    const out: ScoredPartner[] = [];
    for (const other of this.members.values()) {
      if (!passesHardFilters(member, other, ctx)) {
        continue;
      }
      const { score, mask } = scoreWithMask(member, other, this.weights, this.today);
      if (score >= low) {
        out.push({ userId: other.userId, score, mask });
      }
    }
    return out;
  }

  topPartners(userId: string, low: number, n: number): ScoredPartner[] {
    return this.scoreMember(userId, low).sort(byRank).slice(0, n);
  }

  keptPartners(userId: string, low: number, n: number, cutoffOf: CutoffLookup): KeptPartners {
    return keepFromList(userId, this.scoreMember(userId, low), n, cutoffOf);
  }
}
