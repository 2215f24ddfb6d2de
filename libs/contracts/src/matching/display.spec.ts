import {
  bandBarPercent,
  bandOf,
  bandRangeText,
  compatibilityOf,
  compatibilityScale,
  levelMinScores,
  levelOfScore,
  levelRangeText,
} from './display';

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

describe('levelOfScore', () => {
  it('groups the bands into levels: high from 70, medium from 50, basic below', () => {
    expect([100, 70, 69, 50, 49, 0].map(levelOfScore)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'basic',
      'basic',
    ]);
  });

  it('never puts one band in two levels, and covers every whole score once', () => {
    for (let score = 0; score <= 100; score += 1) {
      const owners = compatibilityScale.filter(
        (step) => score >= step.minScore && score <= step.maxScore,
      );
      expect(owners).toHaveLength(1);
      expect(owners[0]?.level).toBe(levelOfScore(score));
      expect(owners[0]?.band).toBe(bandOf(score));
    }
  });
});

describe('compatibilityOf', () => {
  it('gives one score the same band, level and text', () => {
    expect(compatibilityOf(71)).toEqual({
      score: 71,
      band: 'Very Good',
      level: 'high',
      levelLabel: 'High Compatibility',
      barPercent: 80,
      color: '#006d75',
      text: '71% · Very Good',
    });
    expect(compatibilityOf(45).levelLabel).toBe('Basic Compatibility');
  });
});

describe('bandBarPercent', () => {
  it('maps bands to the bar percentages', () => {
    const bands = ['Excellent', 'Very Good', 'Good', 'Moderate', 'Basic'] as const;
    expect(bands.map(bandBarPercent)).toEqual([90, 80, 70, 60, 60]);
  });
});

describe('range texts', () => {
  it('writes the band and level ranges', () => {
    expect(compatibilityScale.map(bandRangeText)).toEqual([
      '80–100%',
      '70–79%',
      '60–69%',
      '50–59%',
      'Below 50%',
    ]);
    expect((['high', 'medium', 'basic'] as const).map(levelRangeText)).toEqual([
      '70–100%',
      '50–69%',
      'Below 50%',
    ]);
  });
});

describe('levelMinScores', () => {
  it('starts each level where its first band starts, so counts and cards agree', () => {
    expect(levelMinScores).toEqual({ high: 70, medium: 50 });
    for (let score = 0; score <= 100; score += 1) {
      const expected =
        score >= levelMinScores.high ? 'high' : score >= levelMinScores.medium ? 'medium' : 'basic';
      expect(compatibilityOf(score).level).toBe(expected);
    }
  });
});
