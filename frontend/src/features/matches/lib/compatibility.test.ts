import { compatibilityLevelLabels } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { bandOf, compatibilityOf } from './compatibility';

describe('the compatibility scale', () => {
  it.each([
    [100, 'Excellent', 'High Compatibility', 90],
    [80, 'Excellent', 'High Compatibility', 90],
    [79, 'Very Good', 'High Compatibility', 80],
    [71, 'Very Good', 'High Compatibility', 80],
    [70, 'Very Good', 'High Compatibility', 80],
    [69, 'Good', 'Medium Compatibility', 70],
    [60, 'Good', 'Medium Compatibility', 70],
    [59, 'Moderate', 'Medium Compatibility', 60],
    [50, 'Moderate', 'Medium Compatibility', 60],
    [49, 'Basic', 'Basic Compatibility', 60],
    [0, 'Basic', 'Basic Compatibility', 60],
  ])('%i%% is %s, %s, with a %i%% bar', (score, band, level, bar) => {
    expect(bandOf(score)).toBe(band);
    expect(compatibilityOf(score).levelLabel).toBe(level);
    expect(compatibilityLevelLabels[compatibilityOf(score).level]).toBe(level);
    expect(compatibilityOf(score).text).toBe(`${score}% · ${band}`);
    expect(compatibilityOf(score).barPercent).toBe(bar);
  });
});
