import {
  bandBarPercent,
  bandOf,
  type CompatibilityBand,
  type CompatibilityLevel,
  type MatchSort,
} from '@mithaq/contracts';

export { bandOf, type CompatibilityBand } from '@mithaq/contracts';

/** The width of a card's compatibility bar, by band. */
export const barPercentOf = (score: number): number => bandBarPercent(bandOf(score));

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

/** The sort options, in the order the selectors list them. */
export const sortOptions: { value: MatchSort; label: string }[] = [
  { value: 'compatibility', label: 'Sort by Compatibility' },
  { value: 'recent', label: 'Sort by Recent' },
  { value: 'name', label: 'Sort by Name' },
];

/** The match card shows 2 factors; onboarding and suggestions show up to 3 key areas. */
export const CARD_FACTOR_COUNT = 2;
export const KEY_AREA_COUNT = 3;
export const SUGGESTION_COUNT = 3;
