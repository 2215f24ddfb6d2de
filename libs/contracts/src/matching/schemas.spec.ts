import { DEFAULT_MATCH_WEIGHTS, updateThresholdsSchema, updateWeightsSchema } from './schemas';

const weightErrors = (weights: Record<string, unknown>): string[] => {
  const result = updateWeightsSchema.safeParse({ weights });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const thresholdErrors = (thresholds: Record<string, unknown>): string[] => {
  const result = updateThresholdsSchema.safeParse(thresholds);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('updateWeightsSchema', () => {
  it('accepts the defaults', () => {
    expect(weightErrors(DEFAULT_MATCH_WEIGHTS)).toEqual([]);
  });

  it('reports a wrong total', () => {
    expect(weightErrors({ ...DEFAULT_MATCH_WEIGHTS, smoking: 3 })).toEqual([
      'Weights must total 100% (they total 101%)',
    ]);
  });

  it('reports bad, missing and unknown weights', () => {
    const { smoking: _omit, ...missing } = DEFAULT_MATCH_WEIGHTS;
    void _omit;
    expect(weightErrors(missing)).toEqual(['Each weight must be a number']);
    expect(weightErrors({ ...DEFAULT_MATCH_WEIGHTS, madhhab: 2.5 })).toEqual([
      'Each weight must be a whole number',
    ]);
    expect(weightErrors({ ...DEFAULT_MATCH_WEIGHTS, madhhab: -1 })).toEqual([
      'Each weight must be from 0 to 100',
      'Weights must total 100% (they total 96%)',
    ]);
    expect(weightErrors({ ...DEFAULT_MATCH_WEIGHTS, height: 0 })).toHaveLength(1);
  });
});

describe('updateThresholdsSchema', () => {
  it('accepts the defaults', () => {
    expect(thresholdErrors({ high: 75, medium: 50, low: 30 })).toEqual([]);
  });

  it('requires high > medium > low', () => {
    expect(thresholdErrors({ high: 50, medium: 50, low: 30 })).toEqual([
      'High must be above medium',
    ]);
    expect(thresholdErrors({ high: 75, medium: 20, low: 30 })).toEqual([
      'Medium must be above low',
    ]);
  });

  it('requires whole numbers from 0 to 100', () => {
    expect(thresholdErrors({ high: 101, medium: 50, low: '30' })).toEqual([
      'The high threshold must be from 0 to 100',
      'The low threshold must be a number',
    ]);
  });
});
