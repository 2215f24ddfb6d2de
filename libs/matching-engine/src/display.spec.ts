import { bandBarPercent, bandFilterScore, bandOf, levelToScore } from './display';

describe('bandOf', () => {
  it('uses the §9 band edges', () => {
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

describe('band display values', () => {
  it('maps bands to filter/sort scores and bar percentages', () => {
    const bands = ['Excellent', 'Very Good', 'Good', 'Moderate', 'Basic'] as const;
    expect(bands.map(bandFilterScore)).toEqual([85, 75, 65, 55, 45]);
    expect(bands.map(bandBarPercent)).toEqual([90, 80, 70, 60, 60]);
  });
});

describe('levelToScore', () => {
  it('maps the §3 levels and defaults everything else to 50', () => {
    expect(levelToScore('high')).toBe(85);
    expect(levelToScore('medium')).toBe(65);
    expect(levelToScore('basic')).toBe(40);
    expect(levelToScore('low')).toBe(50);
    expect(levelToScore(null)).toBe(50);
    expect(levelToScore('constructor')).toBe(50);
  });
});
