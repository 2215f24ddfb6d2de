import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import type { MembershipPlan } from '@mithaq/contracts';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { MembershipPricingTab } from './membership-pricing-tab';

const plan = (tier: MembershipPlan['tier'], name: string, price: number): MembershipPlan => ({
  id: `plan-${tier}`,
  tier,
  name,
  price,
  features: [],
  isPopular: tier === 'silver',
  isOneTimeFee: tier !== 'bronze',
  matchesLimit: tier === 'bronze' ? -1 : 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const plans = [
  plan('bronze', 'Bronze', 1000),
  plan('silver', 'Silver', 2000),
  plan('gold', 'Gold', 5000),
];

const dialog = () => within(screen.getByRole('dialog'));

describe('membership-pricing tab', () => {
  it('shows the three plans with their prices in pounds', async () => {
    renderAdminComponent(MembershipPricingTab, {
      'GET /api/membership-plans': () => json(200, plans),
    });
    expect(await screen.findByText('£10.00')).toBeTruthy();
    expect(await screen.findByText('£20.00')).toBeTruthy();
    expect(await screen.findByText('£50.00')).toBeTruthy();
    expect(await screen.findByText('Unlimited')).toBeTruthy();
    expect(await screen.findByText('Monthly')).toBeTruthy();
    expect(await screen.findAllByText('One-time fee')).toHaveLength(2);
  });

  it('sends the price entered in pounds as rounded pence and says "Pricing updated"', async () => {
    const { callsTo } = renderAdminComponent(MembershipPricingTab, {
      'GET /api/membership-plans': () => json(200, plans),
      'POST /api/admin/membership-plans': () => json(200, plan('silver', 'Silver', 2499)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Silver price' }));
    const price = dialog().getByLabelText<HTMLInputElement>('Price (£)');
    expect(price.value).toBe('20.00');
    fireEvent.change(price, { target: { value: '24.99' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pricing updated')).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/membership-plans'))).toEqual({
      tier: 'silver',
      price: 2499,
    });
  });

  it('shows "Update failed" with the server message', async () => {
    renderAdminComponent(MembershipPricingTab, {
      'GET /api/membership-plans': () => json(200, plans),
      'POST /api/admin/membership-plans': () => apiError(400, 'Price must be at most 1000000'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gold price' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(await screen.findByText('Price must be at most 1000000')).toBeTruthy();
  });

  it('falls back to "Failed to update membership pricing"', async () => {
    renderAdminComponent(MembershipPricingTab, {
      'GET /api/membership-plans': () => json(200, plans),
      'POST /api/admin/membership-plans': () => new Response('', { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gold price' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update membership pricing')).toBeTruthy();
  });
});
