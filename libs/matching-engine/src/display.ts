/**
 * Display mappings from the specs, kept apart from the engine's levels because the member pages
 * and the §3 level map use different vocabularies.
 */

/** member-experience §9 bands. */
export type CompatibilityBand = 'Excellent' | 'Very Good' | 'Good' | 'Moderate' | 'Basic';

/** §9: Excellent 80–100, Very Good 70–79, Good 60–69, Moderate 50–59, Basic below 50. */
export const bandOf = (score: number): CompatibilityBand => {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Very Good';
  if (score >= 60) return 'Good';
  if (score >= 50) return 'Moderate';
  return 'Basic';
};

/** §9: the representative score a band filters and sorts by. */
export const bandFilterScore = (band: CompatibilityBand): number =>
  ({ Excellent: 85, 'Very Good': 75, Good: 65, Moderate: 55, Basic: 45 })[band];

/**
 * §9: the width of the compatibility bar. The spec lists four values (90/80/70/60); Basic
 * shares the lowest bar because no smaller value is given.
 */
export const bandBarPercent = (band: CompatibilityBand): number =>
  ({ Excellent: 90, 'Very Good': 80, Good: 70, Moderate: 60, Basic: 60 })[band];

// A Map, not an object literal, so inherited keys such as "constructor" fall through to 50.
const LEVEL_SCORES: ReadonlyMap<string, number> = new Map([
  ['high', 85],
  ['medium', 65],
  ['basic', 40],
]);

/** §3: a stored level as a score; any other value (including null) shows as 50. */
export const levelToScore = (level: string | null | undefined): number =>
  LEVEL_SCORES.get(level ?? '') ?? 50;
