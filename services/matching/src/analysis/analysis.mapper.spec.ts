import { matchFactorKeys, matchFactorLabels, type MatchFactorKey } from '@mithaq/contracts';
import {
  BUCKET_LABELS,
  percentOf,
  toAverage,
  toDistribution,
  toFactorShares,
} from './analysis.mapper';

const labels = Object.fromEntries(
  matchFactorKeys.map((key) => [key, matchFactorLabels[key].displayName]),
) as Record<MatchFactorKey, string>;

describe('match analysis figures', () => {
  it('names ten ascending buckets, the last one closing at 100', () => {
    expect(BUCKET_LABELS).toEqual([
      '0-9',
      '10-19',
      '20-29',
      '30-39',
      '40-49',
      '50-59',
      '60-69',
      '70-79',
      '80-89',
      '90-100',
    ]);
  });

  it('keeps every bucket in the distribution, empty ones as 0, in ascending order', () => {
    const distribution = toDistribution([0, 0, 0, 4, 0, 2, 0, 0, 1, 3]);
    expect(Object.entries(distribution)).toEqual([
      ['0-9', 0],
      ['10-19', 0],
      ['20-29', 0],
      ['30-39', 4],
      ['40-49', 0],
      ['50-59', 2],
      ['60-69', 0],
      ['70-79', 0],
      ['80-89', 1],
      ['90-100', 3],
    ]);
  });

  it('gives percentages with one decimal and 0 when there are no matches', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('maps every factor by display name in factor order, even when no match shares it', () => {
    const counts = matchFactorKeys.map((_, i) => (i === 0 ? 3 : i === 4 ? 1 : 0));
    const shares = toFactorShares(counts, 4, { ...labels, education: 'Schooling' });
    expect(Object.keys(shares)).toEqual(
      matchFactorKeys.map((key) => (key === 'education' ? 'Schooling' : labels[key])),
    );
    expect(shares['Religious practice']).toBe(75);
    expect(shares['Schooling']).toBe(25);
    expect(shares['Smoking']).toBe(0);
  });

  it('keeps the average to one decimal and reports 0 without matches', () => {
    expect(toAverage(72.349)).toBe(72.3);
    expect(toAverage(72.4)).toBe(72.4);
    expect(toAverage(null)).toBe(0);
  });
});
