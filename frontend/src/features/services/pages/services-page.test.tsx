import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCatalogue } from '../../../testing/course-fixtures';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { ServicesPage } from './services-page';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });
const member: Handler = () => json(200, aUser({ questionnaireCompleted: true }));

const renderServices = (handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/services': () => json(200, aCatalogue()),
    'GET /api/site-images': () =>
      json(200, [
        {
          id: 'img-1',
          category: 'service-hero',
          title: 'Nikah',
          alt: 'A nikah ceremony',
          url: '/uploads/hero.jpg',
        },
      ]),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/services', element: <ServicesPage /> },
      { path: '/auth', element: <LocationProbe label="Auth probe" /> },
      { path: '/marriage-course', element: <LocationProbe label="Course probe" /> },
      { path: '/payment-processing', element: <LocationProbe label="Processing probe" /> },
    ],
    '/services',
  );
  return { ...fetch, ...view };
};

const card = (name: string) => screen.findByRole('checkbox', { name });
const total = () => screen.getByTestId('selection-total').textContent;
const proceed = () => fireEvent.click(screen.getByRole('button', { name: /Proceed to Payment/ }));

describe('/services', { timeout: 60_000 }, () => {
  it('groups the catalogue by package, with the hero image, prices and notes', async () => {
    const { callsTo } = renderServices();
    expect(await screen.findByRole('heading', { name: 'Bronze Package' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Bronze Package',
      'Silver Package',
      'Gold Package',
      'Additional Services',
    ]);
    const gold = within(
      screen.getByRole('heading', { name: 'Gold Package' }).closest('section') as HTMLElement,
    );
    expect(gold.getByRole('checkbox', { name: 'Catering' })).toBeTruthy();
    expect(gold.getByRole('checkbox', { name: 'Photography & Videography' })).toBeTruthy();
    const catering = within(await card('Catering'));
    expect(catering.getByText('£15.99')).toBeTruthy();
    expect(catering.getByText('per person (× 50 guests)')).toBeTruthy();
    expect(catering.getByText('Teesside only')).toBeTruthy();
    expect(within(await card('Live Streaming')).queryByText('Teesside only')).toBeNull();
    expect(await screen.findByText('Per-person prices are totalled for 50 guests.')).toBeTruthy();
    expect(await screen.findByText('Bronze is a monthly recurring subscription.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('services-hero').getAttribute('data-image')).toBe(
        '/uploads/hero.jpg',
      ),
    );
    expect(callsTo('GET /api/site-images')).toHaveLength(1);
  });

  it('toggles cards in and out of the side panel and totals catering for 50 guests', async () => {
    renderServices();
    const nikah = await card('Nikah Ceremony');
    fireEvent.click(nikah);
    fireEvent.click(await card('Catering'));
    expect(nikah.getAttribute('aria-checked')).toBe('true');
    const panel = within(screen.getByRole('list', { name: 'Selected services' }));
    expect(panel.getByText('Nikah Ceremony')).toBeTruthy();
    expect(panel.getByText('Silver Package')).toBeTruthy();
    expect(panel.getByText('Gold Package')).toBeTruthy();
    expect(panel.getByText('£15.99 × 50 guests')).toBeTruthy();
    expect(panel.getByText('£799.50')).toBeTruthy();
    expect(total()).toBe('£1,149.49');
    fireEvent.click(nikah);
    expect(nikah.getAttribute('aria-checked')).toBe('false');
    expect(total()).toBe('£799.50');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Catering' }));
    expect(total()).toBe('£0.00');
  });

  it('sends the marriage course item to the course page instead of selecting it', async () => {
    renderServices();
    await card('Nikah Ceremony');
    expect(screen.queryByRole('checkbox', { name: 'Marriage Course' })).toBeNull();
    expect(await screen.findByText(/the price charged is the chosen session's price/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /View Course Sessions/ }));
    expect(await screen.findByRole('heading', { name: 'Course probe' })).toBeTruthy();
  });

  it('with nothing selected says to select a service', async () => {
    renderServices({ 'GET /api/user': member });
    await card('Nikah Ceremony');
    proceed();
    expect(await screen.findByText('Please select at least one service to proceed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Processing probe' })).toBeNull();
  });

  it('sends a visitor to /auth', async () => {
    renderServices();
    fireEvent.click(await card('Live Streaming'));
    proceed();
    expect(await screen.findByRole('heading', { name: 'Auth probe' })).toBeTruthy();
    expect(localStorage.getItem('selected_services')).toBeNull();
  });

  it('stores the selection and goes to /payment-processing for a member', async () => {
    localStorage.setItem('service_payment_info', JSON.stringify({ clientSecret: 'old' }));
    renderServices({ 'GET /api/user': member });
    await waitFor(() => expect(screen.queryByText('Loading services')).toBeNull());
    fireEvent.click(await card('Decoration'));
    fireEvent.click(await card('Live Streaming'));
    proceed();
    expect(await screen.findByRole('heading', { name: 'Processing probe' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('selected_services') ?? '')).toEqual([
      'decoration',
      'live-streaming',
    ]);
    expect(localStorage.getItem('payment_source')).toBe('services');
    expect(localStorage.getItem('service_payment_info')).toBeNull();
  });

  it('says when the catalogue could not be loaded', async () => {
    renderServices({
      'GET /api/services': () =>
        json(503, { statusCode: 503, message: 'Service unavailable', code: 'UNAVAILABLE' }),
    });
    expect(await screen.findByText('Could not load services')).toBeTruthy();
  });
});
