import { describe, expect, it } from 'vitest';
import { planPriceLabel } from './membership-plans';

describe('plan prices', () => {
  it('labels a monthly plan per month and the others one-time', () => {
    expect(planPriceLabel({ price: 1000, isOneTimeFee: false })).toBe('£10.00 / month');
    expect(planPriceLabel({ price: 2000, isOneTimeFee: true })).toBe('£20.00 one-time');
    expect(planPriceLabel({ price: 4999, isOneTimeFee: true })).toBe('£49.99 one-time');
  });

  it('writes large prices with grouped thousands', () => {
    expect(planPriceLabel({ price: 1_234_567, isOneTimeFee: true })).toBe('£12,345.67 one-time');
  });
});
