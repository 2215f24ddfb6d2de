import { describe, expect, it } from 'vitest';
import { planPriceLabel } from './membership-plans';
import { formatPence } from './money';

describe('prices in pounds from pence', () => {
  it('divides by 100 and shows pounds sterling with two decimals', () => {
    expect(formatPence(1000)).toBe('£10.00');
    expect(formatPence(1599)).toBe('£15.99');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(1_000_000)).toBe('£10,000.00');
  });

  it('labels a monthly plan per month and the others one-time', () => {
    expect(planPriceLabel({ price: 1000, isOneTimeFee: false })).toBe('£10.00 / month');
    expect(planPriceLabel({ price: 2000, isOneTimeFee: true })).toBe('£20.00 one-time');
    expect(planPriceLabel({ price: 4999, isOneTimeFee: true })).toBe('£49.99 one-time');
  });
});
