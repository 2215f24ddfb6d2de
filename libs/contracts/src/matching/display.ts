/**
 * How the member pages describe a compatibility score. These words are the pages'
 * vocabulary, apart from the engine's levels (which come from the admin's thresholds).
 */
export type CompatibilityBand = 'Excellent' | 'Very Good' | 'Good' | 'Moderate' | 'Basic';

/** Excellent 80–100, Very Good 70–79, Good 60–69, Moderate 50–59, Basic below 50. */
export const bandOf = (score: number): CompatibilityBand => {
  if (score >= 80) return 'Excellent';
  if (score >= 70) return 'Very Good';
  if (score >= 60) return 'Good';
  if (score >= 50) return 'Moderate';
  return 'Basic';
};

/**
 * The width of the compatibility bar: 90/80/70/60 %; Basic shares the lowest bar so a weak
 * match still shows a visible bar.
 */
export const bandBarPercent = (band: CompatibilityBand): number =>
  ({ Excellent: 90, 'Very Good': 80, Good: 70, Moderate: 60, Basic: 60 })[band];
