import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../testing/fetch-mock';
import { aUser, renderWithProviders } from '../testing/render-app';
import { HomeRoute } from './home-route';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });

const renderHome = (user: Handler) => {
  mockFetch({
    'GET /api/user': user,
    'GET /api/membership-plans': () => json(200, []),
    'GET /api/matches': () => json(200, []),
  });
  renderWithProviders(
    [
      { path: '/', element: <HomeRoute /> },
      { path: '/admin', element: <p>admin area</p> },
    ],
    '/',
  );
};

describe('the home route', () => {
  it('shows a visitor the landing page', async () => {
    renderHome(signedOut);
    expect(await screen.findByRole('button', { name: 'Begin Your Journey' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeNull();
  });

  it('sends an administrator to the admin area', async () => {
    renderHome(() => json(200, aUser({ role: 'admin' })));
    expect(await screen.findByText('admin area')).toBeTruthy();
    expect(screen.queryByText('Begin Your Journey')).toBeNull();
  });

  it('shows a signed-in member the dashboard instead', async () => {
    renderHome(() => json(200, aUser({ questionnaireCompleted: true })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Begin Your Journey')).toBeNull();
  });
});
