import {
  DEFAULT_MATCH_WEIGHTS,
  matchFactorKeys,
  matchFactorLabels,
  matchLevels,
  type AlgorithmSetting,
  type CompatibilityThreshold,
  type MatchLevelName,
} from '@mithaq/contracts';
import { DEFAULT_THRESHOLDS, type Thresholds, type Weights } from '@mithaq/matching-engine';

/** What scoring depends on, read together so the three always belong together. */
export interface ScoringSettings {
  /** The newest recompute generation: bumped by every weights or thresholds change. */
  generation: string;
  weights: Weights;
  thresholds: Thresholds;
}

/** An algorithm_settings row. */
export interface FactorRow {
  factor: string;
  weight: number;
  description: string;
  display_name: string;
  last_updated: Date;
  updated_by: string | null;
}

/** A compatibility_thresholds row. */
export interface ThresholdRow {
  level: string;
  min_score: number;
  max_score: number;
  description: string;
}

/** Shown for a level that has no stored row. */
const DEFAULT_THRESHOLD_DESCRIPTIONS: Record<MatchLevelName, string> = {
  high: 'Highly compatible: strong agreement on what matters most',
  medium: 'Compatible on many important areas',
  low: 'Some common ground; the lowest score shown as a match',
};

/** The date shown for a factor whose weight was never stored. */
const NEVER = new Date(0).toISOString();

/** The stored weight of every factor; a factor without one takes the contract default. */
export const weightsOf = (stored: Readonly<Record<string, number>> | null): Weights =>
  Object.fromEntries(
    matchFactorKeys.map((key) => [key, Number(stored?.[key] ?? DEFAULT_MATCH_WEIGHTS[key])]),
  ) as Weights;

/** The stored minimum of every level; a level without one takes the default threshold. */
export const thresholdsOf = (stored: Readonly<Record<string, number>> | null): Thresholds => ({
  high: Number(stored?.['high'] ?? DEFAULT_THRESHOLDS.high),
  medium: Number(stored?.['medium'] ?? DEFAULT_THRESHOLDS.medium),
  low: Number(stored?.['low'] ?? DEFAULT_THRESHOLDS.low),
});

/** Each level's score range: from its minimum up to just below the next level's. */
export const thresholdRanges = (t: Thresholds): Record<MatchLevelName, [number, number]> => ({
  high: [t.high, 100],
  medium: [t.medium, t.high - 1],
  low: [t.low, t.medium - 1],
});

/** Every factor in contract order, the stored row or, without one, the defaults. */
export const toAlgorithmSettings = (rows: readonly FactorRow[]): AlgorithmSetting[] => {
  const byFactor = new Map(rows.map((row) => [row.factor, row]));
  const stored = Object.fromEntries(rows.map((row) => [row.factor, row.weight]));
  const weights = weightsOf(stored);
  return matchFactorKeys.map((factor) => {
    const row = byFactor.get(factor);
    const label = matchFactorLabels[factor];
    return {
      factor,
      weight: weights[factor],
      description: row?.description ?? label.description,
      displayName: row?.display_name ?? label.displayName,
      lastUpdated: row ? row.last_updated.toISOString() : NEVER,
      updatedBy: row?.updated_by ?? null,
    };
  });
};

/** Every level, high first, the stored row or, without one, the default threshold. */
export const toCompatibilityThresholds = (
  rows: readonly ThresholdRow[],
): CompatibilityThreshold[] => {
  const byLevel = new Map(rows.map((row) => [row.level, row]));
  const ranges = thresholdRanges(
    thresholdsOf(Object.fromEntries(rows.map((row) => [row.level, row.min_score]))),
  );
  return matchLevels.map((level) => {
    const row = byLevel.get(level);
    const [minScore, maxScore] = ranges[level];
    return row
      ? { level, minScore: row.min_score, maxScore: row.max_score, description: row.description }
      : { level, minScore, maxScore, description: DEFAULT_THRESHOLD_DESCRIPTIONS[level] };
  });
};
