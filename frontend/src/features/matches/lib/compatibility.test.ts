import { describe, expect, it } from 'vitest';
import { bandOf, barPercentOf } from './compatibility';

describe('compatibility bands', () => {
  it.each([
    [100, 'Excellent', 90],
    [80, 'Excellent', 90],
    [79, 'Very Good', 80],
    [70, 'Very Good', 80],
    [69, 'Good', 70],
    [60, 'Good', 70],
    [59, 'Moderate', 60],
    [50, 'Moderate', 60],
    [49, 'Basic', 60],
    [0, 'Basic', 60],
  ])('%i%% is %s with a %i%% bar', (score, band, bar) => {
    expect(bandOf(score)).toBe(band);
    expect(barPercentOf(score)).toBe(bar);
  });
});
