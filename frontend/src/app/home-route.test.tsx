import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type Handler } from '../testing/fetch-mock';
import { aUser, renderWithProviders } from '../testing/render-app';
import { USER_ROLE_STORAGE_KEY } from '../config/site';
import { HomeRoute, preloadFirstPage } from './home-route';

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

describe('loading the home page early', () => {
  const loaders = () => ({
    home: vi.fn(() => Promise.resolve({})),
    dashboard: vi.fn(() => Promise.resolve({})),
  });

  it("starts the landing page's code for a browser with nobody signed in", () => {
    const load = loaders();
    void preloadFirstPage('/', null, load);
    expect(load.home).toHaveBeenCalledTimes(1);
    expect(load.dashboard).not.toHaveBeenCalled();
  });

  it("starts the dashboard's code where a member was signed in", () => {
    const load = loaders();
    void preloadFirstPage('/', 'seeker', load);
    expect(load.dashboard).toHaveBeenCalledTimes(1);
    expect(load.home).not.toHaveBeenCalled();
  });

  it('starts nothing for an administrator or on another page', () => {
    const load = loaders();
    void preloadFirstPage('/', 'admin', load);
    void preloadFirstPage('/matches', null, load);
    void preloadFirstPage('/contact', 'seeker', load);
    expect(load.home).not.toHaveBeenCalled();
    expect(load.dashboard).not.toHaveBeenCalled();
  });

  it('reads the role the session stored', () => {
    const load = loaders();
    localStorage.setItem(USER_ROLE_STORAGE_KEY, 'wali');
    try {
      void preloadFirstPage('/', undefined, load);
    } finally {
      localStorage.removeItem(USER_ROLE_STORAGE_KEY);
    }
    expect(load.dashboard).toHaveBeenCalledTimes(1);
  });

  it('settles even when the download fails: the page reports it when it renders', async () => {
    const failing = { ...loaders(), home: vi.fn(() => Promise.reject(new Error('offline'))) };
    await expect(preloadFirstPage('/', null, failing)).resolves.toBeUndefined();
    expect(failing.home).toHaveBeenCalledTimes(1);
  });
});
