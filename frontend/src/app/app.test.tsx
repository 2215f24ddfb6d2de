import type { CurrentUser } from '@mithaq/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../lib/store';
import { json, mockFetch, type Handler } from '../testing/fetch-mock';
import { memoryRouterAt } from '../testing/memory-router';
import { aUser } from '../testing/render-app';
import { App } from './app';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });
const member = aUser({ questionnaireCompleted: true });

const renderApp = (
  path: string,
  user: CurrentUser | null,
  handlers: Record<string, Handler> = {},
) => {
  const fetch = mockFetch({
    'GET /api/user': user ? () => json(200, user) : signedOut,
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  const router = memoryRouterAt(path);
  render(<App store={createAppStore()} router={router.Router} />);
  return { ...fetch, router };
};

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('the app shell', () => {
  it('shows a visitor the landing hero, the main links and the default site name', async () => {
    const year = new Date().getFullYear();
    renderApp('/', null);
    await heading('Find Your Match According to the Sunnah');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Sign In' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Begin Your Journey' }));
    expect(await screen.findByRole('tab', { name: 'Sign In' }, { timeout: 5000 })).toBeTruthy();
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Sign In' }),
    ).toBeNull();
    // The row of links loads with its own chunk, into the landmark that is there from the start.
    const links = (await mainNav().findAllByRole('link')).map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Matches', 'Profile', 'Contact', 'Membership', 'Messages']);
    expect(await screen.findByText(`© ${year} Mithaq. All rights reserved.`)).toBeTruthy();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });

  it('uses the site-name setting when the server has one', async () => {
    renderApp('/', null, {
      'GET /api/site-settings': () => json(200, [{ key: 'site-name', value: 'Nikah Hub' }]),
    });
    expect(await screen.findByText(/Nikah Hub\. All rights reserved\./)).toBeTruthy();
  });

  it('shows a member the dashboard, course and services links and the user menu', async () => {
    renderApp('/', member);
    await heading('Your Dashboard');
    expect(await mainNav().findByRole('link', { name: 'Marriage Course' })).toBeTruthy();
    expect(mainNav().getByRole('link', { name: 'Services' })).toBeTruthy();
    expect(mainNav().queryByRole('link', { name: 'Admin' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByText('aisha@example.com')).toBeTruthy();
    expect(await screen.findByText('Aisha Khan')).toBeTruthy();
    expect(await screen.findByText('My Subscription')).toBeTruthy();
  });

  it('hides course and services on a small screen and offers the slide-in menu', async () => {
    window.innerWidth = 500;
    renderApp('/', member);
    await heading('Your Dashboard');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByText('Messages')).toBeTruthy();
    expect(drawer.queryByText('Admin')).toBeNull();
    expect(drawer.queryByText('Marriage Course')).toBeNull();
    expect(drawer.queryByText('Services')).toBeNull();
  });

  it('sends an administrator from / to the admin area, with no member pages in the menu', async () => {
    window.innerWidth = 500;
    const { router } = renderApp('/', aUser({ role: 'admin' }));
    await waitFor(() => expect(router.pathname()).toBe('/admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByText('Admin')).toBeTruthy();
    expect(drawer.queryByText('Messages')).toBeNull();
    expect(drawer.queryByText('Matches')).toBeNull();
  });

  it('signs out even when the logout call fails', async () => {
    const { callsTo, router } = renderApp('/profile', member, {
      'POST /api/logout': () =>
        json(500, { statusCode: 500, message: 'Session store down', code: 'INTERNAL' }),
    });
    await heading('Profile');
    expect(localStorage.getItem('user_role')).toBe('seeker');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByText('Sign Out'));
    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(await screen.findByText('500: Session store down')).toBeTruthy();
    await waitFor(() => expect(router.pathname()).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(localStorage.getItem('user_role')).toBeNull();
    expect(callsTo('POST /api/logout')[0]?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    expect(screen.queryByRole('button', { name: 'User menu' })).toBeNull();
  });

  it('says goodbye after a successful logout', async () => {
    renderApp('/', member, { 'POST /api/logout': () => json(200, { message: 'Logged out' }) });
    await heading('Your Dashboard');
    fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByText('Sign Out'));
    expect(await screen.findByText('You have been logged out successfully')).toBeTruthy();
    expect(await screen.findByText('Logged out')).toBeTruthy();
  });

  it('shows the not-found page for unknown paths', async () => {
    renderApp('/no/such/page', null);
    await heading('404 Page Not Found');
  });

  it("names each page in the browser tab with the site's name", async () => {
    const { router } = renderApp('/contact', null);
    await waitFor(() => expect(document.title).toBe('Contact Us — Mithaq'));
    await router.navigate('/privacy-policy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy — Mithaq'));
    await router.navigate('/');
    await waitFor(() => expect(document.title).toBe('Mithaq'));
  });

  it('has one main landmark, reached by the skip link first in the tab order', async () => {
    renderApp('/contact', null);
    await waitFor(() => expect(screen.getAllByRole('main')).toHaveLength(1));
    const links = screen.getAllByRole('link');
    expect(links[0]?.textContent).toBe('Skip to main content');
  });

  it('redirects /nikah-services to /services', async () => {
    const { router } = renderApp('/nikah-services', null);
    await heading('Nikah & Wedding Services');
    expect(router.pathname()).toBe('/services');
  });

  it('sends a visitor on a protected page to /auth', async () => {
    const { router } = renderApp('/subscription-management', null);
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(router.pathname()).toBe('/auth');
  });

  it('sends a member with an incomplete questionnaire to /questionnaire', async () => {
    const { router } = renderApp('/matches', aUser());
    await heading('Questionnaire');
    expect(router.pathname()).toBe('/questionnaire');
  });

  it('shows a member Access Denied on /admin instead of redirecting', async () => {
    const { router } = renderApp('/admin', member);
    await heading('Access Denied');
    expect(
      await screen.findByText("You don't have permission to access the admin panel."),
    ).toBeTruthy();
    expect(router.pathname()).toBe('/admin');
  });
});
