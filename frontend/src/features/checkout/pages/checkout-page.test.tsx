import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_ID } from '../../../testing/billing-fixtures';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { CheckoutPage } from './checkout-page';

/** Stripe.js stands in as a fake: the tests play Stripe's answers. */
const stripe = vi.hoisted(() => ({
  ready: true,
  instance: {
    confirmPayment: vi.fn(),
    confirmSetup: vi.fn(),
  },
  elements: { kind: 'elements' },
  loadedWith: [] as unknown[],
}));

vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => (
    <div data-testid="elements" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  PaymentElement: () => <div>Card details</div>,
  useStripe: () => (stripe.ready ? stripe.instance : null),
  useElements: () => (stripe.ready ? stripe.elements : null),
}));

vi.mock('../lib/stripe-loader', () => ({
  loadStripeFrom: (config: unknown) => {
    stripe.loadedWith.push(config);
    return Promise.resolve(stripe.instance);
  },
}));

const config = {
  publishableKey: 'pk_test_local',
  stripeJsUrl: 'http://127.0.0.1:12111/v3',
  local: true,
};

const storeSilver = (overrides: Record<string, unknown> = {}) => {
  localStorage.setItem('payment_source', 'membership');
  localStorage.setItem('processing_tier', 'silver');
  localStorage.setItem(
    'service_payment_info',
    JSON.stringify({
      amount: 2000,
      description: 'Silver membership (one-time)',
      clientSecret: 'pi_123_secret_abc',
      mode: 'payment',
      orderId: ORDER_ID,
      ...overrides,
    }),
  );
};

const renderCheckout = (path: string, handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, aUser({ questionnaireCompleted: true })),
    'GET /api/billing/config': () => json(200, config),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout-page', element: <CheckoutPage /> },
      { path: '/membership', element: <LocationProbe label="Membership probe" /> },
      { path: '/services', element: <LocationProbe label="Services probe" /> },
      { path: '/marriage-course', element: <LocationProbe label="Course probe" /> },
      { path: '/payment-success', element: <LocationProbe label="Success probe" /> },
      { path: '/payment-processing', element: <LocationProbe label="Processing probe" /> },
    ],
    path,
  );
  return { ...fetch, ...view };
};

const completePayment = () => screen.findByRole('button', { name: /Complete Payment/ });

describe('/checkout', { timeout: 60_000 }, () => {
  beforeEach(() => {
    stripe.ready = true;
    stripe.loadedWith = [];
    stripe.instance.confirmPayment.mockReset();
    stripe.instance.confirmSetup.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the description, the amount, the test-card hint and the form after 0.5 s', async () => {
    storeSilver();
    renderCheckout('/checkout');
    expect(await screen.findByText('Silver membership (one-time)')).toBeTruthy();
    expect(await screen.findByText('£20.00')).toBeTruthy();
    expect(await screen.findByText(/securely by Stripe/)).toBeTruthy();
    expect(screen.queryByText('Card details')).toBeNull();
    expect(await screen.findByText('Card details')).toBeTruthy();
    expect(await screen.findByText(/4242 4242 4242 4242/)).toBeTruthy();
    expect(await completePayment()).toBeTruthy();
    expect(screen.getByTestId('elements').getAttribute('data-client-secret')).toBe(
      'pi_123_secret_abc',
    );
    expect(stripe.loadedWith).toEqual([config]);
  });

  it('takes the client secret and the mode from the query string (/checkout-page)', async () => {
    renderCheckout('/checkout-page?clientSecret=seti_9_secret_x&mode=setup');
    expect(await screen.findByRole('button', { name: /Set Up Subscription/ })).toBeTruthy();
    expect(screen.getByTestId('elements').getAttribute('data-client-secret')).toBe(
      'seti_9_secret_x',
    );
  });

  it('without payment information says so and returns to /membership after 2 s', async () => {
    renderCheckout('/checkout');
    expect(await screen.findAllByText('Payment information missing')).not.toHaveLength(0);
    expect(
      await screen.findAllByText('Missing payment information. Please try again.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Membership probe' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Membership probe' })).toBeTruthy();
  });

  it('returns a services payment without information to /services', async () => {
    localStorage.setItem('payment_source', 'services');
    renderCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: 'Services probe' })).toBeTruthy();
  });

  it('returns a course payment without information to /marriage-course', async () => {
    localStorage.setItem('payment_source', 'course');
    renderCheckout('/checkout');
    expect(await screen.findByRole('heading', { name: 'Course probe' })).toBeTruthy();
  });

  it('sends a paid course booking to the course variant of the success page', async () => {
    localStorage.setItem('payment_source', 'course');
    localStorage.setItem(
      'service_payment_info',
      JSON.stringify({
        amount: 5000,
        description: 'Marriage course: March 15, 2099 (morning)',
        clientSecret: 'pi_7_secret_c',
        mode: 'payment',
        orderId: ORDER_ID,
      }),
    );
    stripe.instance.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    renderCheckout('/checkout?clientSecret=pi_7_secret_c&mode=payment');
    expect(await screen.findByText('Marriage course: March 15, 2099 (morning)')).toBeTruthy();
    expect(await screen.findByText('£50.00')).toBeTruthy();
    fireEvent.click(await completePayment());
    expect(await screen.findByRole('heading', { name: 'Success probe' })).toBeTruthy();
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: expect.objectContaining({
          return_url: `${window.location.origin}/payment-success?source=course&order=${ORDER_ID}`,
        }),
      }),
    );
  });

  it('confirms with the success address and GB, clears the keys and goes on after 1 s', async () => {
    storeSilver();
    localStorage.setItem('selected_services', '[]');
    stripe.instance.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
    renderCheckout('/checkout');
    fireEvent.click(await completePayment());
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: {
        return_url: `${window.location.origin}/payment-success?source=membership&order=${ORDER_ID}`,
        payment_method_data: { billing_details: { address: { country: 'GB' } } },
      },
      redirect: 'if_required',
    });
    expect(localStorage.getItem('payment_source')).toBeNull();
    expect(localStorage.getItem('service_payment_info')).toBeNull();
    expect(localStorage.getItem('selected_services')).toBeNull();
    expect(localStorage.getItem('processing_tier')).toBe('silver');
    expect(await screen.findByRole('heading', { name: 'Success probe' })).toBeTruthy();
  });

  it('confirms a setup and removes only the payment source', async () => {
    storeSilver({ mode: 'setup', clientSecret: 'seti_1_secret_y' });
    stripe.instance.confirmSetup.mockResolvedValue({ setupIntent: { status: 'succeeded' } });
    renderCheckout('/checkout');
    fireEvent.click(await screen.findByRole('button', { name: /Set Up Subscription/ }));
    expect(await screen.findByText('Subscription set up successfully')).toBeTruthy();
    expect(stripe.instance.confirmSetup).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('payment_source')).toBeNull();
    expect(localStorage.getItem('service_payment_info')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Success probe' })).toBeTruthy();
  });

  it("shows the provider's message when the card is declined, and lets the member retry", async () => {
    storeSilver();
    stripe.instance.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    renderCheckout('/checkout');
    const pay = await completePayment();
    fireEvent.click(pay);
    expect(await screen.findAllByText('Your card has insufficient funds.')).not.toHaveLength(0);
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(localStorage.getItem('service_payment_info')).not.toBeNull();
  });

  it('falls back to the spec message when the provider gives none', async () => {
    storeSilver();
    stripe.instance.confirmPayment.mockResolvedValue({ error: { type: 'api_error' } });
    renderCheckout('/checkout');
    fireEvent.click(await completePayment());
    expect(
      await screen.findAllByText('There was a problem processing your payment. Please try again.'),
    ).not.toHaveLength(0);
  });

  it('confirms once however often the button is clicked', async () => {
    storeSilver();
    let answer: (value: unknown) => void = () => undefined;
    stripe.instance.confirmPayment.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCheckout('/checkout');
    const pay = (await completePayment()) as HTMLButtonElement;
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay.disabled).toBe(true));
    expect(stripe.instance.confirmPayment).toHaveBeenCalledTimes(1);
    act(() => answer({ paymentIntent: { status: 'succeeded' } }));
    expect(await screen.findByRole('heading', { name: 'Success probe' })).toBeTruthy();
    expect(stripe.instance.confirmPayment).toHaveBeenCalledTimes(1);
  });

  it('says the payment form is not ready while Stripe is not', async () => {
    storeSilver();
    stripe.ready = false;
    renderCheckout('/checkout');
    fireEvent.click(await completePayment());
    expect(await screen.findByText('Payment processing unavailable')).toBeTruthy();
    expect(await screen.findByText('Please try again in a moment')).toBeTruthy();
    expect(stripe.instance.confirmPayment).not.toHaveBeenCalled();
  });

  it('sends a payment awaiting the bank to /payment-processing', async () => {
    storeSilver();
    stripe.instance.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    renderCheckout('/checkout');
    fireEvent.click(await completePayment());
    expect(await screen.findByRole('heading', { name: 'Processing probe' })).toBeTruthy();
  });
});
