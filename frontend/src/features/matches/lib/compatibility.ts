import type { CompatibilityLevel, MatchSort } from '@mithaq/contracts';

/** member-experience.md §9 compatibility bands (the same figures as the matching engine's display). */
export type CompatibilityBand = 'Excellent' | 'Very Good' | 'Good' | 'Moderate' | 'Basic';

/** §9: Excellent 80–100, Very Good 70–79, Good 60–69, Moderate 50–59, Basic below 50. */
export const bandOf = (score: number): CompatibilityBand => {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Very Good';
  if (score >= 60) return 'Good';
  if (score >= 50) return 'Moderate';
  return 'Basic';
};

const BAR_PERCENT: Record<CompatibilityBand, number> = {
  Excellent: 90,
  'Very Good': 80,
  Good: 70,
  // §9 gives no smaller figure: Moderate and Basic share the lowest bar.
  Moderate: 60,
  Basic: 60,
};

/** §9 bar percentages: the width of a card's compatibility bar. */
export const barPercentOf = (score: number): number => BAR_PERCENT[bandOf(score)];

export const bandColors: Record<CompatibilityBand, string> = {
  Excellent: '#389e0d',
  'Very Good': '#08979c',
  Good: '#1677ff',
  Moderate: '#d48806',
  Basic: '#8c8c8c',
};

export const levelLabels: Record<CompatibilityLevel, string> = {
  high: 'High Compatibility',
  medium: 'Medium Compatibility',
  basic: 'Basic Compatibility',
};

export const levelColors: Record<CompatibilityLevel, string> = {
  high: 'green',
  medium: 'blue',
  basic: 'default',
};

/** §9 sort options, in the order the selectors list them. */
export const sortOptions: { value: MatchSort; label: string }[] = [
  { value: 'compatibility', label: 'Sort by Compatibility' },
  { value: 'recent', label: 'Sort by Recent' },
  { value: 'name', label: 'Sort by Name' },
];

/** §9: the match card shows 2 factors; onboarding and suggestions show up to 3 key areas. */
export const CARD_FACTOR_COUNT = 2;
export const KEY_AREA_COUNT = 3;
export const SUGGESTION_COUNT = 3;
