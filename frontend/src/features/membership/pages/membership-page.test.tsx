import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aCheckoutSession,
  aMembership,
  plans,
  type MembershipReply,
} from '../../../testing/billing-fixtures';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { MembershipPage } from './membership-page';

const member = aUser({ isApproved: true, questionnaireCompleted: true });

const renderMembership = (
  membership: MembershipReply,
  handlers: Record<string, Handler> = {},
  path = '/membership',
) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, { ...member, membershipTier: membership.tier }),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/membership-plans': () => json(200, plans),
    'GET /api/membership': () => json(200, membership),
    'GET /api/subscription-status': () =>
      json(200, { cancelAtPeriodEnd: false, currentPeriodEnd: '2026-12-01T10:00:00.000Z' }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/membership', element: <MembershipPage /> },
      { path: '/checkout', element: <LocationProbe label="Checkout probe" /> },
    ],
    path,
  );
  return { ...fetch, ...view };
};

const planCard = async (name: string) =>
  within(await screen.findByRole('article', { name: `${name} plan` }));
const button = (card: { getByRole: typeof screen.getByRole }, name: string) =>
  card.getByRole<HTMLButtonElement>('button', { name });
const dialog = () => within(screen.getByRole('dialog'));

describe('/membership', { timeout: 60_000 }, () => {
  it('shows the three plans with prices, features, the ribbon and a free member’s buttons', async () => {
    renderMembership(aMembership('free'));
    const bronze = await planCard('Bronze');
    expect(bronze.getByText('£10.00 / month')).toBeTruthy();
    expect(bronze.getByText('Bronze feature one')).toBeTruthy();
    expect(button(bronze, 'Start Monthly').disabled).toBe(false);
    const silver = await planCard('Silver');
    expect(silver.getByText('£20.00 one-time')).toBeTruthy();
    expect(button(silver, 'Most Popular').disabled).toBe(false);
    expect(
      await screen.findByText('Most Popular', { selector: '.ant-ribbon-content' }),
    ).toBeTruthy();
    const gold = await planCard('Gold');
    expect(gold.getByText('£50.00 one-time')).toBeTruthy();
    expect(button(gold, 'Premium Access').disabled).toBe(false);
    expect(await screen.findByRole('heading', { name: 'How the memberships work' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('highlights a Silver member’s plan and disables it and the lower tiers', async () => {
    renderMembership(aMembership('silver'));
    const silver = await planCard('Silver');
    expect(silver.getByText('Your current plan')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Silver plan' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(button(silver, 'Current Plan').disabled).toBe(true);
    expect(button(await planCard('Bronze'), 'Already Subscribed').disabled).toBe(true);
    expect(button(await planCard('Gold'), 'Premium Access').disabled).toBe(false);
  });

  it('shows a Bronze member the next billing date and cancels after the confirm', async () => {
    let cancelled = false;
    const { callsTo } = renderMembership(aMembership('bronze'), {
      'GET /api/subscription-status': () =>
        json(200, {
          cancelAtPeriodEnd: cancelled,
          currentPeriodEnd: '2026-12-01T10:00:00.000Z',
        }),
      'POST /api/cancel-subscription': () => {
        cancelled = true;
        return json(200, {
          membershipTier: 'bronze',
          status: 'active',
          cancelAtPeriodEnd: true,
          currentPeriodStart: '2026-11-01T10:00:00.000Z',
          currentPeriodEnd: '2026-12-01T10:00:00.000Z',
          created: '2026-11-01T10:00:00.000Z',
          recurring: true,
        });
      },
    });
    const bronze = await planCard('Bronze');
    expect(await bronze.findByText('Next billing date: 1 Dec 2026')).toBeTruthy();
    expect(button(bronze, 'Current Plan').disabled).toBe(true);
    fireEvent.click(button(bronze, 'Cancel Subscription'));
    expect(
      await screen.findByText(
        "Are you sure you want to cancel your subscription? You'll still have access until the end of your current billing period.",
      ),
    ).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription canceled')).toBeTruthy();
    expect(callsTo('POST /api/cancel-subscription')).toHaveLength(1);
    expect(await bronze.findByRole('button', { name: 'Cancellation Pending' })).toBeTruthy();
    expect(bronze.getByText('Your membership ends on 1 Dec 2026')).toBeTruthy();
  });

  it('says why a cancellation failed', async () => {
    renderMembership(aMembership('bronze'), {
      'POST /api/cancel-subscription': () =>
        json(409, {
          statusCode: 409,
          message: 'You have no active subscription to cancel',
          code: 'CONFLICT',
        }),
    });
    const bronze = await planCard('Bronze');
    fireEvent.click(await bronze.findByRole('button', { name: 'Cancel Subscription' }));
    await screen.findByRole('dialog');
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Cancellation failed')).toBeTruthy();
    expect(await screen.findByText('You have no active subscription to cancel')).toBeTruthy();
  });

  it('starts a Silver purchase: stores the hand-over and opens the checkout', async () => {
    const { callsTo } = renderMembership(aMembership('free'), {
      'POST /api/create-payment-intent': () => json(201, aCheckoutSession()),
    });
    fireEvent.click(button(await planCard('Silver'), 'Most Popular'));
    expect(await screen.findByRole('heading', { name: 'Checkout probe' })).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/create-payment-intent')[0]?.body ?? '')).toEqual({
      tier: 'silver',
    });
    expect(localStorage.getItem('payment_source')).toBe('membership');
    expect(localStorage.getItem('processing_tier')).toBe('silver');
    expect(JSON.parse(localStorage.getItem('service_payment_info') ?? '')).toMatchObject({
      amount: 2000,
      description: 'Silver membership (one-time)',
      clientSecret: 'pi_123_secret_abc',
      orderId: aCheckoutSession().orderId,
    });
  });

  it('starts the Bronze subscription through create-subscription', async () => {
    const { callsTo } = renderMembership(aMembership('free'), {
      'POST /api/create-subscription': () =>
        json(201, aCheckoutSession({ tier: 'bronze', amount: 1000, description: 'Bronze' })),
    });
    fireEvent.click(button(await planCard('Bronze'), 'Start Monthly'));
    expect(await screen.findByRole('heading', { name: 'Checkout probe' })).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/create-subscription')[0]?.body ?? '')).toEqual({
      tier: 'bronze',
    });
  });

  it('tells a Bronze member buying Gold that the subscription ends without renewals', async () => {
    const { callsTo } = renderMembership(aMembership('bronze'), {
      'POST /api/create-payment-intent': () => json(201, aCheckoutSession({ tier: 'gold' })),
    });
    fireEvent.click(button(await planCard('Gold'), 'Premium Access'));
    expect(
      await screen.findByText(
        /Buying Gold ends your Bronze monthly subscription: it will not renew/,
      ),
    ).toBeTruthy();
    expect(callsTo('POST /api/create-payment-intent')).toHaveLength(0);
    fireEvent.click(dialog().getByRole('button', { name: 'Continue to Gold' }));
    expect(await screen.findByRole('heading', { name: 'Checkout probe' })).toBeTruthy();
  });

  it('shows the failures of the create calls and resets the selection', async () => {
    renderMembership(aMembership('free'), {
      'POST /api/create-subscription': () =>
        json(503, {
          statusCode: 503,
          message: 'Payments are unavailable at the moment. Please try again shortly.',
          code: 'UNAVAILABLE',
        }),
      'POST /api/create-payment-intent': () =>
        json(409, {
          statusCode: 409,
          message: 'You can only move to a higher membership tier',
          code: 'CONFLICT',
        }),
    });
    const bronze = await planCard('Bronze');
    fireEvent.click(button(bronze, 'Start Monthly'));
    expect(await screen.findByText('Subscription creation failed')).toBeTruthy();
    expect(
      await screen.findByText('Payments are unavailable at the moment. Please try again shortly.'),
    ).toBeTruthy();
    await waitFor(() => expect(button(bronze, 'Start Monthly').disabled).toBe(false));
    fireEvent.click(button(await planCard('Gold'), 'Premium Access'));
    expect(await screen.findByText('Payment setup failed')).toBeTruthy();
    expect(await screen.findByText('You can only move to a higher membership tier')).toBeTruthy();
  });

  it('says a plan that is not in the list is not available', async () => {
    renderMembership(
      aMembership('free'),
      { 'GET /api/membership-plans': () => json(200, plans.slice(0, 2)) },
      '/membership?plan=gold',
    );
    expect(await screen.findByText('Plan not available')).toBeTruthy();
    expect(
      await screen.findByText(
        'This membership plan is not currently available. Please contact support.',
      ),
    ).toBeTruthy();
  });
});
