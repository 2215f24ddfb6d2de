import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCatalogue } from '../../../testing/course-fixtures';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { PaymentProcessingPage } from './payment-processing-page';

const checkout = {
  serviceOrderId: 'so-1',
  orderId: 'order-1',
  clientSecret: 'pi_1_secret_s',
  amount: 114949,
  description: 'Wedding services: Nikah Ceremony, Catering',
  lines: [],
};

const renderProcessing = (handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, aUser({ questionnaireCompleted: true })),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/services': () => json(200, aCatalogue()),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/payment-processing', element: <PaymentProcessingPage /> },
      { path: '/checkout', element: <LocationProbe label="Checkout probe" /> },
    ],
    '/payment-processing',
  );
  return { ...fetch, ...view };
};

const selectServices = (ids: string[]) => {
  localStorage.setItem('selected_services', JSON.stringify(ids));
  localStorage.setItem('payment_source', 'services');
};

const fill = async (values: { date?: string; postcode?: string; phone?: string }) => {
  const date = await screen.findByLabelText<HTMLInputElement>('Event date');
  if (values.date !== undefined) {
    fireEvent.change(date, { target: { value: values.date } });
  }
  if (values.postcode !== undefined) {
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: values.postcode } });
  }
  if (values.phone !== undefined) {
    fireEvent.change(screen.getByLabelText('Phone (optional)'), {
      target: { value: values.phone },
    });
  }
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Continue to Payment/ }));

describe('/payment-processing', { timeout: 60_000 }, () => {
  it('asks a services selection for its event details, then starts the checkout', async () => {
    selectServices(['nikah-ceremony', 'catering']);
    const { callsTo } = renderProcessing({
      'POST /api/services/checkout': () => json(201, checkout),
    });
    expect(await screen.findByRole('heading', { name: 'Your Event Details' })).toBeTruthy();
    const summary = within(
      screen.getByText('Selected Services').closest('.ant-card') as HTMLElement,
    );
    expect(summary.getByText('Nikah Ceremony (Teesside only)')).toBeTruthy();
    expect(summary.getByText('£799.50')).toBeTruthy();
    expect(summary.getByText('£1,149.49')).toBeTruthy();

    await fill({ date: '2099-06-20', postcode: 'ts1 2bf', phone: '07700 900123' });
    submit();
    expect(await screen.findByRole('heading', { name: 'Checkout probe' })).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/services/checkout')[0]?.body ?? '')).toEqual({
      serviceIds: ['nikah-ceremony', 'catering'],
      eventDate: '2099-06-20',
      postcode: 'ts1 2bf',
      phone: '07700 900123',
    });
    expect(localStorage.getItem('payment_source')).toBe('services');
    expect(JSON.parse(localStorage.getItem('service_payment_info') ?? '')).toEqual({
      amount: 114949,
      description: 'Wedding services: Nikah Ceremony, Catering',
      clientSecret: 'pi_1_secret_s',
      mode: 'payment',
      orderId: 'order-1',
    });
  });

  it('checks the fields before calling the server', async () => {
    selectServices(['nikah-ceremony']);
    const { callsTo } = renderProcessing();
    await fill({ date: '2001-01-01', postcode: 'nowhere', phone: 'call me' });
    submit();
    expect(await screen.findByText('The event date must be in the future')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid UK postcode')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: 'SW1A 1AA' } });
    submit();
    expect(
      await screen.findByText(
        'Some of the services you selected are available in Teesside only (TS postcodes)',
      ),
    ).toBeTruthy();
    expect(callsTo('POST /api/services/checkout')).toHaveLength(0);
  });

  it('takes any UK postcode when nothing selected is Teesside-only, and no phone', async () => {
    selectServices(['live-streaming']);
    const { callsTo } = renderProcessing({
      'POST /api/services/checkout': () => json(201, checkout),
    });
    await fill({ date: '2099-06-20', postcode: 'SW1A 1AA' });
    submit();
    expect(await screen.findByRole('heading', { name: 'Checkout probe' })).toBeTruthy();
    expect(JSON.parse(callsTo('POST /api/services/checkout')[0]?.body ?? '')).toEqual({
      serviceIds: ['live-streaming'],
      eventDate: '2099-06-20',
      postcode: 'SW1A 1AA',
    });
  });

  it("shows the server's 422 clearly, on the field and above the button", async () => {
    selectServices(['live-streaming']);
    renderProcessing({
      'POST /api/services/checkout': () =>
        json(422, {
          statusCode: 422,
          message:
            'Some of the services you selected are available in Teesside only (TS postcodes)',
          code: 'UNPROCESSABLE',
          fields: {
            postcode:
              'Some of the services you selected are available in Teesside only (TS postcodes)',
          },
        }),
    });
    await fill({ date: '2099-06-20', postcode: 'SW1A 1AA' });
    submit();
    expect(await screen.findByText('Checkout failed')).toBeTruthy();
    // The toast is an alert too, so find the form's own alert by its title.
    const alert = (await screen.findByText('We could not start the payment')).closest(
      '[role="alert"]',
    );
    expect(alert?.classList.contains('ant-alert')).toBe(true);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent),
      ).toEqual([
        'Some of the services you selected are available in Teesside only (TS postcodes)',
      ]),
    );
    expect(localStorage.getItem('service_payment_info')).toBeNull();
  });

  it('says when the stored selection matches nothing in the catalogue', async () => {
    selectServices(['gone']);
    renderProcessing();
    expect(await screen.findByText('Your selection is no longer available')).toBeTruthy();
  });

  it('shows a services payment awaiting the bank with a way back to services', async () => {
    selectServices(['live-streaming']);
    localStorage.setItem(
      'service_payment_info',
      JSON.stringify({ amount: 19999, description: 'x', clientSecret: 'pi_2_secret_t' }),
    );
    renderProcessing();
    expect(await screen.findByText('Payment Processing')).toBeTruthy();
    expect(await screen.findByText(/Your services are booked as soon as/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Services' }).getAttribute('href')).toBe(
      '/services',
    );
  });

  it('shows a course payment awaiting the bank with a way back to the course', async () => {
    localStorage.setItem('payment_source', 'course');
    renderProcessing();
    expect(await screen.findByText('Payment Processing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Marriage Course' }).getAttribute('href')).toBe(
      '/marriage-course',
    );
  });
});
