import { describe, expect, it } from 'vitest';
import { plans } from '../../../testing/billing-fixtures';
import { planButton } from './plan-button';

const [bronze, silver, gold] = plans as [
  (typeof plans)[number],
  (typeof plans)[number],
  (typeof plans)[number],
];

describe('planButton', () => {
  it('offers every plan to a free member: Start Monthly, Most Popular, Premium Access', () => {
    expect(planButton(bronze, 'free')).toEqual({ label: 'Start Monthly', disabled: false });
    expect(planButton(silver, 'free')).toEqual({ label: 'Most Popular', disabled: false });
    expect(planButton(gold, 'free')).toEqual({ label: 'Premium Access', disabled: false });
  });

  it('disables the current tier (Current Plan) and lower tiers (Already Subscribed)', () => {
    expect(planButton(bronze, 'bronze')).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton(silver, 'bronze')).toEqual({ label: 'Most Popular', disabled: false });
    expect(planButton(bronze, 'silver')).toEqual({ label: 'Already Subscribed', disabled: true });
    expect(planButton(silver, 'silver')).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton(gold, 'silver')).toEqual({ label: 'Premium Access', disabled: false });
    expect(planButton(bronze, 'gold').disabled).toBe(true);
    expect(planButton(silver, 'gold')).toEqual({ label: 'Already Subscribed', disabled: true });
    expect(planButton(gold, 'gold')).toEqual({ label: 'Current Plan', disabled: true });
  });
});
