import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPayment, aSubscription } from '../../../testing/billing-fixtures';
import { json, mockFetch, text, type Handler } from '../../../testing/fetch-mock';
import { aUser, renderWithProviders } from '../../../testing/render-app';
import { SubscriptionManagementPage } from './subscription-management-page';

const member = aUser({ questionnaireCompleted: true, membershipTier: 'bronze' });

const renderPage = (handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, member),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/user/subscription': () => json(200, aSubscription()),
    'GET /api/user/payments': () => json(200, []),
    'GET /api/site-settings': () => json(200, []),
    ...handlers,
  });
  const view = renderWithProviders(
    [{ path: '/subscription-management', element: <SubscriptionManagementPage /> }],
    '/subscription-management',
  );
  return { ...fetch, ...view };
};

const dialog = () => within(screen.getByRole('dialog'));

describe('/subscription-management', { timeout: 60_000 }, () => {
  it('shows the Bronze membership: status, period, start date, recurring notice and upgrade', async () => {
    renderPage();
    expect(await screen.findByText('Bronze Membership')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Current Membership' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Payment History' })).toBeTruthy();
    expect(await screen.findByText('Monthly subscription with unlimited matches')).toBeTruthy();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(await screen.findByText('1 Nov 2026 – 1 Dec 2026')).toBeTruthy();
    expect(await screen.findByText('Recurring subscription')).toBeTruthy();
    expect(await screen.findByText(/renews automatically on 1 Dec 2026/)).toBeTruthy();
    expect(await screen.findByText('Upgrade your membership')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  });

  it('shows other statuses by name or as they are', async () => {
    renderPage({
      'GET /api/user/subscription': () => json(200, aSubscription({ status: 'past_due' })),
    });
    expect(await screen.findAllByText('Past Due')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });

  it('shows No Active Membership with a link to /membership', async () => {
    renderPage({ 'GET /api/user/subscription': () => json(200, null) });
    expect(await screen.findByText('No Active Membership')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Membership Plans' }).getAttribute('href')).toBe(
      '/membership',
    );
  });

  it('cancels with the optional reason and shows Cancellation Pending', async () => {
    let cancelled = false;
    const { callsTo } = renderPage({
      'GET /api/user/subscription': () =>
        json(200, aSubscription({ cancelAtPeriodEnd: cancelled })),
      'POST /api/user/subscription/cancel': () => {
        cancelled = true;
        return json(200, aSubscription({ cancelAtPeriodEnd: true }));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.change(dialog().getByLabelText('Reason for cancelling (optional)'), {
      target: { value: '  Found my match  ' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription canceled')).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/user/subscription/cancel')[0]?.body ?? '')).toEqual({
      reason: 'Found my match',
    });
    expect(await screen.findByText('Cancellation Pending')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull(),
    );
  });

  it('cancels without a reason, and says why a cancellation failed', async () => {
    const { callsTo } = renderPage({
      'POST /api/user/subscription/cancel': () => text(500, ''),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Failed to Cancel')).toBeTruthy();
    expect(await screen.findByText('Failed to cancel subscription')).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/user/subscription/cancel')[0]?.body ?? '')).toEqual({});
  });

  it('Need Help: shows phone and email, needs 10 characters, posts a support message', async () => {
    const { callsTo } = renderPage({
      'POST /api/contact': () => json(201, { success: true, message: 'Thanks' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Need Help' }));
    expect(dialog().getByRole('link', { name: '01632 960 418' })).toBeTruthy();
    expect(dialog().getByRole('link', { name: 'hello@mithaq.co.uk' })).toBeTruthy();
    const send = dialog().getByRole<HTMLButtonElement>('button', { name: 'Send Message' });
    const message = dialog().getByLabelText('Your message');
    fireEvent.change(message, { target: { value: '  too short ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(message, { target: { value: 'When does my Bronze renew?' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByText('Message Sent')).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/contact')[0]?.body ?? '')).toEqual({
      name: 'Aisha Khan',
      email: 'aisha@example.com',
      subject: 'Membership and subscription support',
      message: 'When does my Bronze renew?',
      type: 'support',
    });
  });

  it('says when the support message failed', async () => {
    renderPage({ 'POST /api/contact': () => text(500, '') });
    fireEvent.click(await screen.findByRole('button', { name: 'Need Help' }));
    fireEvent.change(dialog().getByLabelText('Your message'), {
      target: { value: 'Please help me with my payment' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to Send Message')).toBeTruthy();
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
  });

  it('lists the payment history with Successful, Processing and Failed and the receipt', async () => {
    renderPage({
      'GET /api/user/payments': () =>
        json(200, [
          aPayment(),
          aPayment({ id: 'p2', status: 'processing', receiptUrl: null, amount: 2000 }),
          aPayment({ id: 'p3', status: 'requires_payment_method', created: 'not a date' }),
        ]),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Payment History' }));
    expect(await screen.findByText('Successful')).toBeTruthy();
    for (const header of ['Date', 'Description', 'Amount', 'Status', 'Receipt']) {
      expect(await screen.findByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(await screen.findByText('Processing')).toBeTruthy();
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(await screen.findByText('£20.00')).toBeTruthy();
    expect(await screen.findByText('Invalid date')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'View Receipt' })[0]?.getAttribute('href')).toBe(
      'https://pay.example/receipt/1',
    );
  });
});
