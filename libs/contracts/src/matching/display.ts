import type { CompatibilityLevel } from './schemas';

/**
 * How every screen describes a compatibility score. One table, so that a pair reads the same
 * words wherever it is shown: each band belongs to exactly one level, and the level's words
 * are never shown with a score the band disagrees with.
 */
export type CompatibilityBand = 'Excellent' | 'Very Good' | 'Good' | 'Moderate' | 'Basic';

export interface CompatibilityStep {
  band: CompatibilityBand;
  /** Lowest score (inclusive) of the band; the band runs up to the next band's minimum. */
  minScore: number;
  maxScore: number;
  level: CompatibilityLevel;
  /** The width of the compatibility bar; Basic shares the lowest bar so it stays visible. */
  barPercent: number;
  /** The colour of the band's words and bar (a CSS colour). */
  color: string;
}

const BASIC: CompatibilityStep = {
  band: 'Basic',
  minScore: 0,
  maxScore: 49,
  level: 'basic',
  barPercent: 60,
  color: '#595959',
};

/** Best first. */
export const compatibilityScale: readonly CompatibilityStep[] = [
  {
    band: 'Excellent',
    minScore: 80,
    maxScore: 100,
    level: 'high',
    barPercent: 90,
    color: '#237804',
  },
  {
    band: 'Very Good',
    minScore: 70,
    maxScore: 79,
    level: 'high',
    barPercent: 80,
    color: '#006d75',
  },
  { band: 'Good', minScore: 60, maxScore: 69, level: 'medium', barPercent: 70, color: '#1d39c4' },
  {
    band: 'Moderate',
    minScore: 50,
    maxScore: 59,
    level: 'medium',
    barPercent: 60,
    color: '#874d00',
  },
  BASIC,
];

export const compatibilityLevelLabels: Record<CompatibilityLevel, string> = {
  high: 'High Compatibility',
  medium: 'Medium Compatibility',
  basic: 'Basic Compatibility',
};

const stepOf = (score: number): CompatibilityStep =>
  compatibilityScale.find((step) => score >= step.minScore) ?? BASIC;

/** Everything a screen says about one score. */
export interface CompatibilityWords {
  score: number;
  band: CompatibilityBand;
  level: CompatibilityLevel;
  levelLabel: string;
  barPercent: number;
  color: string;
  /** The one short text of a score: "71% · Very Good". */
  text: string;
}

export const compatibilityOf = (score: number): CompatibilityWords => {
  const step = stepOf(score);
  return {
    score,
    band: step.band,
    level: step.level,
    levelLabel: compatibilityLevelLabels[step.level],
    barPercent: step.barPercent,
    color: step.color,
    text: `${score}% · ${step.band}`,
  };
};

/** Excellent 80–100, Very Good 70–79, Good 60–69, Moderate 50–59, Basic below 50. */
export const bandOf = (score: number): CompatibilityBand => stepOf(score).band;

/** High 70–100 (Excellent, Very Good), Medium 50–69 (Good, Moderate), Basic below 50. */
export const levelOfScore = (score: number): CompatibilityLevel => stepOf(score).level;

/** The lowest score of each level on the one scale (High from Very Good, Medium from Moderate). */
export const levelMinScores: Record<Exclude<CompatibilityLevel, 'basic'>, number> = {
  high: Math.min(...compatibilityScale.filter((s) => s.level === 'high').map((s) => s.minScore)),
  medium: Math.min(
    ...compatibilityScale.filter((s) => s.level === 'medium').map((s) => s.minScore),
  ),
};

export const bandBarPercent = (band: CompatibilityBand): number =>
  (compatibilityScale.find((step) => step.band === band) ?? BASIC).barPercent;

/** The range of a band as the levels guide writes it: "80–100%", "Below 50%". */
export const bandRangeText = (step: CompatibilityStep): string =>
  step.minScore === 0 ? `Below ${step.maxScore + 1}%` : `${step.minScore}–${step.maxScore}%`;

/** The range of a level: "70–100%", "50–69%", "Below 50%". */
export const levelRangeText = (level: CompatibilityLevel): string => {
  const steps = compatibilityScale.filter((step) => step.level === level);
  const min = Math.min(...steps.map((step) => step.minScore));
  const max = Math.max(...steps.map((step) => step.maxScore));
  return min === 0 ? `Below ${max + 1}%` : `${min}–${max}%`;
};
