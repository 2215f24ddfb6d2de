import { DEFAULT_MATCH_WEIGHTS, matchFactorKeys, matchFactorLabels } from '@mithaq/contracts';
import { DEFAULT_THRESHOLDS } from '@mithaq/matching-engine';
import {
  thresholdsOf,
  toAlgorithmSettings,
  toCompatibilityThresholds,
  weightsOf,
  type FactorRow,
} from './settings.mapper';

const factorRow = (factor: string, weight: number): FactorRow => ({
  factor,
  weight,
  description: `${factor} as stored`,
  display_name: `${factor} stored`,
  last_updated: new Date('2026-01-02T03:04:05.000Z'),
  updated_by: null,
});

describe('scoring settings defaults', () => {
  it('gives a factor with no stored weight the contract default, never 0', () => {
    const { smoking: _omitted, ...stored } = { ...DEFAULT_MATCH_WEIGHTS, religiousPractice: 30 };
    const weights = weightsOf(stored);
    expect(weights.smoking).toBe(DEFAULT_MATCH_WEIGHTS.smoking);
    expect(weights.smoking).toBeGreaterThan(0);
    expect(weights.religiousPractice).toBe(30);
    expect(weightsOf(null)).toEqual(DEFAULT_MATCH_WEIGHTS);
  });

  it('gives a level with no stored minimum the default threshold', () => {
    expect(thresholdsOf({ high: 90, medium: 70 })).toEqual({
      high: 90,
      medium: 70,
      low: DEFAULT_THRESHOLDS.low,
    });
    expect(thresholdsOf(null)).toEqual(DEFAULT_THRESHOLDS);
  });

  it('lists every factor for the admin area, a missing one at its default weight and names', () => {
    const rows = matchFactorKeys
      .filter((key) => key !== 'smoking')
      .map((key) => factorRow(key, DEFAULT_MATCH_WEIGHTS[key]));
    const settings = toAlgorithmSettings(rows);
    expect(settings.map((s) => s.factor)).toEqual([...matchFactorKeys]);
    expect(settings.find((s) => s.factor === 'smoking')).toEqual({
      factor: 'smoking',
      weight: DEFAULT_MATCH_WEIGHTS.smoking,
      description: matchFactorLabels.smoking.description,
      displayName: matchFactorLabels.smoking.displayName,
      lastUpdated: new Date(0).toISOString(),
      updatedBy: null,
    });
    expect(settings[0]).toMatchObject({ displayName: `${matchFactorKeys[0]} stored` });
  });

  it('lists every level for the admin area, a missing one with the default range', () => {
    const thresholds = toCompatibilityThresholds([
      { level: 'medium', min_score: 60, max_score: 84, description: 'Stored medium' },
      { level: 'high', min_score: 85, max_score: 100, description: 'Stored high' },
    ]);
    expect(thresholds.map((t) => [t.level, t.minScore, t.maxScore])).toEqual([
      ['high', 85, 100],
      ['medium', 60, 84],
      ['low', DEFAULT_THRESHOLDS.low, 59],
    ]);
  });
});
