import type { MatchSort } from '@mithaq/contracts';

// Every screen reads a score's words, bar and colour from the one scale in the contracts.
export { bandOf, compatibilityOf, type CompatibilityBand } from '@mithaq/contracts';

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
