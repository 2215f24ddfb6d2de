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
    expect(await screen.findByText(/waiting for the payment provider to confirm/)).toBeTruthy();
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
    expect(await screen.findByText(/services have been booked/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse More Services' }).getAttribute('href')).toBe(
      '/services',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('waits for a course order to be paid, then says Booking Confirmed', async () => {
    localStorage.setItem('payment_source', 'course');
    localStorage.setItem('processing_tier', 'gold');
    let polls = 0;
    const { callsTo } = renderSuccess(`/payment-success?source=course&order=${ORDER_ID}`, {
      [`GET /api/orders/${ORDER_ID}`]: () => {
        polls += 1;
        return json(
          200,
          anOrder({ purpose: 'course', tier: null, status: polls >= 2 ? 'paid' : 'pending' }),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confirming Your Payment' })).toBeTruthy();
    expect(await screen.findByText(/before your course booking is confirmed/)).toBeTruthy();
    expect((await screen.findAllByText('Booking Confirmed')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText(
        "Your course session has been booked successfully. You'll receive further details by email.",
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to Marriage Course' }).getAttribute('href')).toBe(
      '/marriage-course',
    );
    // A stored tier from an earlier purchase does not turn this into a membership.
    expect(screen.queryByText(/membership has been upgraded/)).toBeNull();
    expect(callsTo('GET /api/membership')).toHaveLength(0);
  });

  it('waits for a meeting fee to be paid, then returns to the match page', async () => {
    const matchId = '2b7c9d1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    localStorage.setItem('payment_source', 'meeting');
    let polls = 0;
    renderSuccess(`/payment-success?source=meeting&order=${ORDER_ID}&match=${matchId}`, {
      [`GET /api/orders/${ORDER_ID}`]: () => {
        polls += 1;
        return json(
          200,
          anOrder({ purpose: 'meeting', tier: null, status: polls >= 2 ? 'paid' : 'pending' }),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confirming Your Payment' })).toBeTruthy();
    expect(await screen.findByText(/before your meeting arrangement fee is recorded/)).toBeTruthy();
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(
      await screen.findByText(
        'Your meeting arrangement fee is paid. You can now propose dates and a preferred area for the meeting.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Documents & Meeting' }).getAttribute('href'),
    ).toBe(`/document-upload/${matchId}`);
  });

  it('says a meeting fee that failed was not paid, with the way back to the match', async () => {
    const matchId = '2b7c9d1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    localStorage.setItem('payment_source', 'meeting');
    localStorage.setItem(
      'service_payment_info',
      JSON.stringify({ clientSecret: 'pi_1_secret', amount: 5000, description: 'Fee', matchId }),
    );
    renderSuccess(`/payment-success?source=meeting&order=${ORDER_ID}`, {
      [`GET /api/orders/${ORDER_ID}`]: () =>
        json(200, anOrder({ purpose: 'meeting', tier: null, status: 'failed' })),
    });
    expect(await screen.findByText('Payment Not Completed')).toBeTruthy();
    expect(await screen.findByText(/your meeting arrangement fee has not been paid/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to Documents & Meeting' }).getAttribute('href'),
    ).toBe(`/document-upload/${matchId}`);
  });

  it('says a course payment that failed was not confirmed', async () => {
    renderSuccess(`/payment-success?source=course&order=${ORDER_ID}`, {
      [`GET /api/orders/${ORDER_ID}`]: () =>
        json(200, anOrder({ purpose: 'course', tier: null, status: 'failed' })),
    });
    expect(await screen.findByText('Payment Not Completed')).toBeTruthy();
    expect(await screen.findByText(/your course booking has not been confirmed/)).toBeTruthy();
    expect(screen.queryByText('Booking Confirmed')).toBeNull();
  });

  it('waits for a services order to be paid before the services variant', async () => {
    localStorage.setItem('payment_source', 'services');
    let polls = 0;
    renderSuccess(`/payment-success?source=services&order=${ORDER_ID}`, {
      [`GET /api/orders/${ORDER_ID}`]: () => {
        polls += 1;
        return json(
          200,
          anOrder({ purpose: 'services', tier: null, status: polls >= 2 ? 'paid' : 'pending' }),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confirming Your Payment' })).toBeTruthy();
    expect(await screen.findByText('Payment Successful')).toBeTruthy();
    expect(await screen.findByText(/services have been booked/)).toBeTruthy();
  });

  it("sends Stripe's processing redirect on to /payment-processing", async () => {
    renderSuccess(
      `/payment-success?source=membership&order=${ORDER_ID}&redirect_status=processing`,
    );
    expect(await screen.findByText('Payment Processing')).toBeTruthy();
    expect(await screen.findByText(/may need verification by your bank/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Membership' }).getAttribute('href')).toBe(
      '/membership',
    );
  });
});
