import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import { upgradePromptText } from '../components/upgrade-prompt';
import {
  aDashboard,
  aMatchCard,
  aMatchPage,
  freeAccess,
  fullAccess,
  ME,
} from '../testing/match-fixtures';
import { DashboardPage } from './dashboard-page';
import { MatchesPage } from './matches-page';

const render = (path: '/' | '/matches', handlers: Record<string, Handler>) => {
  localStorage.setItem(`mithaq:matches-onboarding-done:${ME.id}`, 'true');
  mockFetch({
    'GET /api/user': () => json(200, ME),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/match-requests/sent': () => json(200, []),
    'GET /api/match-requests/received': () => json(200, []),
    ...handlers,
  });
  return renderWithProviders(
    [
      { path: '/', element: <DashboardPage /> },
      { path: '/matches', element: <MatchesPage /> },
    ],
    path,
  );
};

const prompt = () => within(screen.getByRole('region', { name: 'Upgrade your membership' }));

describe('upgrade prompts', { timeout: 60_000 }, () => {
  it('words the prompt from the reply’s access', () => {
    expect(upgradePromptText(fullAccess)).toBeNull();
    expect(upgradePromptText(undefined)).toBeNull();
    expect(upgradePromptText(freeAccess(4))?.title).toBe('Upgrade to see all your matches');
    expect(upgradePromptText(freeAccess(4))?.description).toContain(
      '4 more matches are waiting for you.',
    );
    expect(upgradePromptText({ ...freeAccess(0), upgradeMessage: null })?.title).toBe(
      'Upgrade to send requests',
    );
  });

  it('shows a free member on the dashboard the prompt and Upgrade to send requests', async () => {
    render('/', { 'GET /api/matches': () => json(200, aDashboard({ access: freeAccess(5) })) });
    expect(await screen.findByText('Upgrade to see all your matches')).toBeTruthy();
    expect(prompt().getByText(/5 more matches are waiting/)).toBeTruthy();
    expect(prompt().getByRole('link', { name: 'View Membership Plans' }).getAttribute('href')).toBe(
      '/membership',
    );
    const top = within(screen.getByRole('article', { name: 'Top match @yusuf_1' }));
    expect(top.getByRole('link', { name: 'Upgrade to send requests' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(top.queryByRole('button', { name: /Send Request/ })).toBeNull();
  });

  it('shows a paid member no prompt', async () => {
    render('/', { 'GET /api/matches': () => json(200, aDashboard()) });
    expect(await screen.findByText('7 potential matches found based on your profile')).toBeTruthy();
    expect(screen.queryByText('Upgrade to see all your matches')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to send requests' })).toBeNull();
  });

  it('shows a free member the prompt on the matches page', async () => {
    render('/matches', {
      'GET /api/matches/list': () =>
        json(200, aMatchPage([aMatchCard(1), aMatchCard(2)], { access: freeAccess(9) })),
    });
    expect(await screen.findByText('Upgrade to see all your matches')).toBeTruthy();
    expect(prompt().getByText(/9 more matches are waiting/)).toBeTruthy();
    expect(
      await screen.findAllByRole('link', { name: 'Upgrade to send requests' }),
    ).not.toHaveLength(0);
  });
});
