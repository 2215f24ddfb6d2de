import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { LandingPage } from '../components/landing-page';
import { HomePage } from './home-page';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });

const plans = [
  {
    id: 'p-bronze',
    tier: 'bronze',
    name: 'Bronze',
    price: 1000,
    features: ['Unlimited matches', 'Basic compatibility details'],
    isPopular: false,
    isOneTimeFee: false,
    matchesLimit: -1,
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 'p-silver',
    tier: 'silver',
    name: 'Silver',
    price: 2000,
    features: ['Exchange of information with 1 agreed match'],
    isPopular: true,
    isOneTimeFee: true,
    matchesLimit: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 'p-gold',
    tier: 'gold',
    name: 'Gold',
    price: 5000,
    features: ['Arrangement of 1 meeting between agreed parties'],
    isPopular: false,
    isOneTimeFee: true,
    matchesLimit: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
];

const image = (id: string, category: string) => ({
  id,
  category,
  filename: `${id}.png`,
  title: `Title ${id}`,
  alt: `Alt ${id}`,
  url: `/uploads/${id}.png`,
  contentType: 'image/png',
  size: 100,
  createdAt: '2025-01-01T00:00:00.000Z',
});

/**
 * Answers GET /api/site-images per category (the fetch mock matches paths only) and records
 * the query strings asked for; every other call goes to the fetch mock.
 */
const serveImages = (byCategory: Record<string, unknown[]>): string[] => {
  const asked: string[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== '/api/site-images') {
      return inner(input, init);
    }
    asked.push(url.search);
    return json(200, byCategory[url.searchParams.get('category') ?? ''] ?? []);
  });
  return asked;
};

const renderHome = (handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/membership-plans': () => json(200, plans),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/', element: <HomePage /> },
      { path: '/auth', element: <LocationProbe label="Auth probe" /> },
      { path: '/services', element: <LocationProbe label="Services probe" /> },
    ],
    '/',
  );
  return { ...fetch, ...view };
};

const section = (name: string) => within(screen.getByRole('region', { name }));
/** A section below "How It Works", which comes with the page's second part of code. */
const laterSection = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the landing page', () => {
  it('shows the hero and sends "Begin Your Journey" to /auth', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Find Your Match According to the Sunnah',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Begin Your Journey' }));
    expect(await screen.findByText('Auth probe')).toBeTruthy();
  });

  it('scrolls smoothly to the six how-it-works steps', async () => {
    // jsdom does not scroll; the call and its target are what the page controls.
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderHome();
      fireEvent.click(await screen.findByRole('button', { name: 'How It Works' }));
      expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('how-it-works'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
    const steps = section('How It Works').getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Create Your Profile',
      'Profile Approval',
      'Choose a Service Package',
      'Find Your Matches',
      'Connect Through Your Wali',
      'Marriage Services & Nikah',
    ]);
  });

  it('lists the plans from the server with prices in pounds and a Most Popular mark', async () => {
    renderHome();
    const plansSection = await laterSection('Membership Plans');
    const bronze = within(await plansSection.findByRole('article', { name: 'Bronze plan' }));
    expect(bronze.getByText('£10.00 / month')).toBeTruthy();
    expect(bronze.getByText('Unlimited matches')).toBeTruthy();
    expect(plansSection.getByText('£20.00 one-time')).toBeTruthy();
    expect(plansSection.getByText('£50.00 one-time')).toBeTruthy();
    expect(plansSection.getAllByText('Most Popular')).toHaveLength(1);
    const silverCard = plansSection.getByText('Most Popular').closest('.ant-ribbon-wrapper');
    expect(silverCard?.textContent).toContain('Silver');
    fireEvent.click(plansSection.getByRole('button', { name: 'Get started with Gold' }));
    expect(await screen.findByText('Auth probe')).toBeTruthy();
  });

  it('says so when the plans cannot be loaded', async () => {
    renderHome({
      'GET /api/membership-plans': () =>
        json(503, { statusCode: 503, message: 'Unavailable', code: 'UNAVAILABLE' }),
    });
    expect(
      await screen.findByText(
        'Membership plans are not available right now. Please check back later.',
      ),
    ).toBeTruthy();
  });

  it('shows the additional services with their prices and links to /services', async () => {
    renderHome();
    const services = await laterSection('Additional Services');
    expect(await services.findByText('£349.99')).toBeTruthy();
    expect(services.getByText('£15.99 per person')).toBeTruthy();
    expect(services.getByText('£39.99')).toBeTruthy();
    fireEvent.click(services.getByRole('button', { name: 'View All Services' }));
    expect(await screen.findByText('Services probe')).toBeTruthy();
  });

  it('links the top banner to the marriage course and the nikah services', async () => {
    renderHome();
    const banner = section('Announcements');
    expect(
      (await banner.findByRole('link', { name: 'Marriage Course' })).getAttribute('href'),
    ).toBe('/marriage-course');
    expect(banner.getByRole('link', { name: 'Nikah Services' }).getAttribute('href')).toBe(
      '/nikah-services',
    );
  });

  it('shows three stories, two Certified, with testimonial images matched by index', async () => {
    renderHome();
    const asked = serveImages({
      testimonial: [image('t1', 'testimonial'), image('t2', 'testimonial')],
    });
    const stories = await laterSection('Success Stories');
    const first = within(await stories.findByRole('article', { name: 'Story of Aisha & Yusuf' }));
    expect(stories.getAllByRole('article')).toHaveLength(3);
    expect(stories.getAllByText('Certified')).toHaveLength(2);
    await waitFor(() => expect(first.getByRole('img', { name: 'Alt t1' })).toBeTruthy());
    const second = within(stories.getByRole('article', { name: 'Story of Maryam & Ibrahim' }));
    expect(second.getByRole('img', { name: 'Alt t2' })).toBeTruthy();
    // No third image: the initials avatar.
    const third = within(stories.getByRole('article', { name: 'Story of Fatima & Omar' }));
    expect(third.getByText('FO')).toBeTruthy();
    expect(third.queryByText('Certified')).toBeNull();
    expect(asked.sort()).toEqual(['?category=service-hero', '?category=testimonial']);
  });

  it('shows the first service-hero image in the hero', async () => {
    renderHome();
    serveImages({ 'service-hero': [image('h1', 'service-hero'), image('h2', 'service-hero')] });
    const hero = await screen.findByRole('img', { name: 'Alt h1' });
    expect(hero.getAttribute('src')).toBe('/uploads/h1.png');
    expect(screen.queryByRole('img', { name: 'Alt h2' })).toBeNull();
    expect(screen.queryByText("Upload images in the 'service-hero' category")).toBeNull();
  });

  it('only logs a failed image call and keeps the initials avatars', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHome({
      'GET /api/site-images': () =>
        json(500, { statusCode: 500, message: 'Boom', code: 'INTERNAL' }),
    });
    expect(await screen.findByText('AY')).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it('ends with "Create Your Account", which goes to /auth', async () => {
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Create Your Account' }));
    expect(await screen.findByText('Auth probe')).toBeTruthy();
  });

  it('hints an admin to upload a service-hero image when there is none', async () => {
    mockFetch({
      'GET /api/user': () => json(200, aUser({ role: 'admin' })),
      'GET /api/membership-plans': () => json(200, plans),
      'GET /api/site-images': () => json(200, []),
    });
    renderWithProviders([{ path: '/', element: <LandingPage /> }], '/');
    expect(await screen.findByText("Upload images in the 'service-hero' category")).toBeTruthy();
  });

  it('gives a visitor no upload hint', async () => {
    renderHome({ 'GET /api/site-images': () => json(200, []) });
    await screen.findByRole('button', { name: 'Begin Your Journey' });
    await screen.findByText('£10.00 / month');
    expect(screen.queryByText("Upload images in the 'service-hero' category")).toBeNull();
  });
});
