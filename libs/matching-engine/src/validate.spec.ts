import { DEFAULT_WEIGHTS } from './factors';
import { DEFAULT_THRESHOLDS } from './score';
import { validateThresholds, validateWeights } from './validate';

describe('validateWeights', () => {
  it('accepts the defaults', () => {
    expect(validateWeights(DEFAULT_WEIGHTS)).toEqual([]);
  });

  it('reports a wrong total', () => {
    expect(validateWeights({ ...DEFAULT_WEIGHTS, smoking: 3 })).toEqual([
      'Weights must total 100 (they total 101)',
    ]);
  });

  it('reports bad, missing and unknown weights', () => {
    const { smoking: _omit, ...missing } = DEFAULT_WEIGHTS;
    void _omit;
    expect(validateWeights(missing)).toEqual(['Weight for smoking is required']);
    expect(validateWeights({ ...DEFAULT_WEIGHTS, madhhab: 2.5 })).toEqual([
      'Weight for madhhab must be a whole number',
    ]);
    expect(validateWeights({ ...DEFAULT_WEIGHTS, madhhab: -1 })).toEqual([
      'Weight for madhhab must be from 0 to 100',
    ]);
    expect(validateWeights({ ...DEFAULT_WEIGHTS, height: 0 })).toEqual(['Unknown factor: height']);
  });
});

describe('validateThresholds', () => {
  it('accepts the defaults', () => {
    expect(validateThresholds(DEFAULT_THRESHOLDS)).toEqual([]);
  });

  it('requires high > medium > low', () => {
    expect(validateThresholds({ high: 50, medium: 50, low: 30 })).toEqual([
      'Threshold high must be above medium',
    ]);
    expect(validateThresholds({ high: 75, medium: 20, low: 30 })).toEqual([
      'Threshold medium must be above low',
    ]);
  });

  it('requires numbers from 0 to 100', () => {
    expect(validateThresholds({ high: 101, medium: 50, low: '30' })).toEqual([
      'Threshold high must be from 0 to 100',
      'Threshold low must be a number',
    ]);
  });
});
