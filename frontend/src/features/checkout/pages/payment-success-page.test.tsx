import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMembership, anOrder, ORDER_ID } from '../../../testing/billing-fixtures';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, renderWithProviders } from '../../../testing/render-app';
import { PaymentSuccessPage } from './payment-success-page';
import { PaymentProcessingPage } from './payment-processing-page';

const renderSuccess = (path: string, handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, aUser({ questionnaireCompleted: true })),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/payment-processing', element: <PaymentProcessingPage /> },
    ],
    path,
  );
  return { ...fetch, ...view };
};

describe('/payment-success', { timeout: 60_000 }, () => {
  it('waits, saying so, until the webhook has marked the order paid, then shows the new tier', async () => {
    localStorage.setItem('processing_tier', 'silver');
    localStorage.setItem('payment_source', 'membership');
    localStorage.setItem('service_payment_info', '{}');
    let polls = 0;
    let paid = false;
    const { callsTo } = renderSuccess(`/payment-success?source=membership&order=${ORDER_ID}`, {
      [`GET /api/orders/${ORDER_ID}`]: () => {
        polls += 1;
        paid = polls >= 2;
        return json(200, anOrder({ status: paid ? 'paid' : 'pending' }));
      },
      'GET /api/membership': () => json(200, aMembership(paid ? 'silver' : 'free')),
    });
    expect(await screen.findByRole('heading', { name: 'Confirming Your Payment' })).toBeTruthy();
    expect(screen.getByText(/waiting for the payment provider to confirm/)).toBeTruthy();
    expect(screen.queryByText('Payment Successful')).toBeNull();
    // The 0.5 s clean-up runs while the page waits.
    await waitFor(() => expect(localStorage.getItem('processing_tier')).toBeNull());
    expect(localStorage.getItem('payment_source')).toBeNull();
    expect(localStorage.getItem('service_payment_info')).toBeNull();

    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(await screen.findByText(/You are now a Silver member/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Your Matches' }).getAttribute('href')).toBe(
      '/matches',
    );
    expect(
      screen.getByRole('link', { name: 'Return to Membership Page' }).getAttribute('href'),
    ).toBe('/membership');
    // The membership is read again once the tier is held.
    await waitFor(() => expect(callsTo('GET /api/membership').length).toBeGreaterThan(0));
  });

  it('without an order id waits for the membership to reach the tier being bought', async () => {
    localStorage.setItem('processing_tier', 'bronze');
    let reads = 0;
    renderSuccess('/payment-success', {
      'GET /api/membership': () => {
        reads += 1;
        return json(200, aMembership(reads >= 2 ? 'bronze' : 'free'));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confirming Your Payment' })).toBeTruthy();
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(await screen.findByText(/You are now a Bronze member/)).toBeTruthy();
  });

  it('says so when the order failed', async () => {
    renderSuccess(`/payment-success?source=membership&order=${ORDER_ID}`, {
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, anOrder({ status: 'failed' })),
    });
    expect(await screen.findByText('Payment Not Completed')).toBeTruthy();
    expect(screen.queryByText('Payment Successful')).toBeNull();
  });

  it('shows the services variant', async () => {
    localStorage.setItem('payment_source', 'services');
    renderSuccess('/payment-success');
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(screen.getByText(/services have been booked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse More Services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it("sends Stripe's processing redirect on to /payment-processing", async () => {
    renderSuccess(
      `/payment-success?source=membership&order=${ORDER_ID}&redirect_status=processing`,
    );
    expect(await screen.findByText('Payment Processing')).toBeTruthy();
    expect(screen.getByText(/may need verification by your bank/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Membership' }).getAttribute('href')).toBe(
      '/membership',
    );
  });
});
