import { bandBarPercent, bandOf } from './display';

describe('bandOf', () => {
  it('uses the band edges 80/70/60/50', () => {
    expect([100, 80, 79, 70, 69, 60, 59, 50, 49, 0].map(bandOf)).toEqual([
      'Excellent',
      'Excellent',
      'Very Good',
      'Very Good',
      'Good',
      'Good',
      'Moderate',
      'Moderate',
      'Basic',
      'Basic',
    ]);
  });
});

describe('bandBarPercent', () => {
  it('maps bands to the bar percentages', () => {
    const bands = ['Excellent', 'Very Good', 'Good', 'Moderate', 'Basic'] as const;
    expect(bands.map(bandBarPercent)).toEqual([90, 80, 70, 60, 60]);
  });
});
