import { MatchingPaths, type MatchRequestView } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldBack, json, mockFetch, text, type Handler } from '../../../testing/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { createAppStore } from '../../../lib/store';
import { FIRST_DASHBOARD_SORT, firstDataUrl } from '../lib/first-data';
import { DashboardPage, prefetchDashboard } from './dashboard-page';
import {
  aDashboard,
  aMatchCard,
  aProfileView,
  aReceivedRequest,
  aSentRequest,
  aTopMatch,
  ME,
  queriesTo,
} from '../testing/match-fixtures';

const renderDashboard = (handlers: Record<string, Handler> = {}) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, ME),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/matches': () => json(200, aDashboard()),
    'GET /api/match-requests/sent': () => json(200, []),
    'GET /api/match-requests/received': () => json(200, []),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/', element: <DashboardPage /> },
      { path: '/matches', element: <LocationProbe label="Matches probe" /> },
    ],
    '/',
  );
  return { ...fetch, ...view };
};

const tile = (name: string) => within(screen.getByRole('group', { name }));
const topMatch = (username: string) =>
  within(screen.getByRole('article', { name: `Top match @${username}` }));

describe('the dashboard', { timeout: 60_000 }, () => {
  it('shows the summary, the tiles, the common areas and the top matches', async () => {
    const { fetchMock } = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeTruthy();
    expect(await screen.findByText('7 potential matches found based on your profile')).toBeTruthy();
    expect(tile('Total Matches').getByText('7')).toBeTruthy();
    expect(tile('High Compatibility').getByText('2')).toBeTruthy();
    expect(tile('Medium Compatibility').getByText('3')).toBeTruthy();
    expect(tile('Basic Compatibility').getByText('2')).toBeTruthy();
    const areas = within(screen.getByRole('list', { name: 'Common matching areas' }));
    expect(areas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Both pray 5 times daily',
      'Same marriage timeline',
    ]);
    const first = topMatch('yusuf_1');
    expect(first.getByText('@yusuf_1')).toBeTruthy();
    expect(first.getByText('Yusuf1 · 31 years · United Kingdom')).toBeTruthy();
    // The same words as the match card and the profile dialog give the same score.
    expect(first.getByText('79% · Very Good')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your status' })).toBeNull();
    expect(first.getByRole('button', { name: /Send Request/ })).toBeTruthy();
    expect(await screen.findAllByRole('article', { name: /^Top match/ })).toHaveLength(2);
    expect(queriesTo(fetchMock, '/api/matches')[0]?.get('sort')).toBe('compatibility');
  });

  it('shows the data asked for ahead of it, without asking again', async () => {
    const dashboard = heldBack(() => json(200, aDashboard()));
    const { callsTo, fetchMock } = mockFetch({
      'GET /api/user': () => json(200, ME),
      'GET /api/matches': dashboard.handler,
      'GET /api/match-requests/sent': () => json(200, []),
      'GET /api/match-requests/received': () => json(200, []),
    });
    // As main.tsx does while the page's code and the session answer are on their way.
    const store = createAppStore();
    let answered = false;
    const prefetched = prefetchDashboard(store.dispatch).then(() => (answered = true));
    await waitFor(() => expect(callsTo('GET /api/matches')).toHaveLength(1));
    // The member's requests, which the dashboard also shows, are asked for at the same time.
    await waitFor(() => expect(callsTo('GET /api/match-requests/received')).toHaveLength(1));
    expect(callsTo('GET /api/match-requests/sent')).toHaveLength(1);
    // What main.tsx waits for before the first render settles only once every answer is in.
    expect(answered).toBe(false);
    renderWithProviders([{ path: '/', element: <DashboardPage /> }], '/', store);
    dashboard.release();
    await prefetched;
    expect(await screen.findByText('7 potential matches found based on your profile')).toBeTruthy();
    expect(callsTo('GET /api/matches')).toHaveLength(1);
    expect(callsTo('GET /api/match-requests/sent')).toHaveLength(1);
    expect(callsTo('GET /api/match-requests/received')).toHaveLength(1);
    // The address the dashboard's document asks for ahead (vite.config) is this very request's.
    const path = MatchingPaths.dashboard.path;
    expect(`${path}?${queriesTo(fetchMock, path).join()}`).toBe(
      firstDataUrl(path, { sort: FIRST_DASHBOARD_SORT }),
    );
  });

  it('links to all matches, the marriage course and the nikah services', async () => {
    renderDashboard();
    const viewAll = await screen.findByRole('link', { name: 'View all matches' });
    expect(viewAll.getAttribute('href')).toBe('/matches');
    expect(
      screen.getByRole('link', { name: /Explore the Marriage Course/ }).getAttribute('href'),
    ).toBe('/marriage-course');
    expect(screen.getByRole('link', { name: /Explore Nikah Services/ }).getAttribute('href')).toBe(
      '/nikah-services',
    );
    fireEvent.click(viewAll);
    expect(await screen.findByText('Matches probe')).toBeTruthy();
  });

  it('adds the course and services cards below the matches only once they are in', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderDashboard({
      'GET /api/matches': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole('status', { name: 'Loading matches' })).toBeTruthy();
    // Drawn under the loading space, they would move down when the matches came.
    expect(screen.queryByRole('link', { name: /Explore the Marriage Course/ })).toBeNull();
    answer(json(200, aDashboard()));
    expect(await screen.findByRole('link', { name: /Explore the Marriage Course/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all matches' })).toBeTruthy();
  });

  it('keeps the course and services cards when the matches cannot be loaded', async () => {
    renderDashboard({
      'GET /api/matches': () => json(500, { statusCode: 500, message: 'Boom', code: 'INTERNAL' }),
    });
    expect(await screen.findByText('Error loading matches. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Explore Nikah Services/ })).toBeTruthy();
  });

  it('asks the server again in the order chosen', async () => {
    const { fetchMock } = renderDashboard({
      'GET /api/matches': () => json(200, aDashboard()),
    });
    await screen.findByText('7 potential matches found based on your profile');
    for (const [label, sort] of [
      ['Sort by Name', 'name'],
      ['Sort by Recent', 'recent'],
    ] as const) {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort matches' }));
      fireEvent.click(await screen.findByTitle(label));
      await waitFor(() =>
        expect(queriesTo(fetchMock, '/api/matches').map((q) => q.get('sort'))).toContain(sort),
      );
    }
  });

  it('tells a member awaiting review where they stand instead of asking them to complete it', async () => {
    renderDashboard({
      'GET /api/user': () => json(200, { ...ME, isApproved: false, approvalStatus: 'pending' }),
      'GET /api/matches': () =>
        json(
          200,
          aDashboard({
            totalMatches: 0,
            matchCategories: {
              highCompatibility: 0,
              mediumCompatibility: 0,
              basicCompatibility: 0,
            },
            commonMatchingAreas: [],
            topMatches: [],
            notMatchableReason: 'profile-not-approved',
          }),
        ),
    });
    const status = within(await screen.findByRole('region', { name: 'Your status' }));
    expect(status.getByRole('listitem', { name: 'Account review: In review' })).toBeTruthy();
    // Both the header line and the empty top matches say so.
    expect(
      await screen.findAllByText(
        'Your matches will appear here once our team has approved your account and questionnaire.',
      ),
    ).toHaveLength(2);
    expect(screen.queryByText('Complete your profile to find matches')).toBeNull();
    expect(screen.queryByText(/potential matches found/)).toBeNull();
  });

  it('asks a member without a questionnaire to complete their profile', async () => {
    renderDashboard({
      'GET /api/user': () =>
        json(200, {
          ...ME,
          isApproved: false,
          approvalStatus: 'pending',
          questionnaireCompleted: false,
          questionnaireStatus: 'none',
        }),
      'GET /api/matches': () =>
        json(200, aDashboard({ topMatches: [], notMatchableReason: 'questionnaire-incomplete' })),
    });
    expect(await screen.findByText('Complete your profile to find matches')).toBeTruthy();
    const status = within(screen.getByRole('region', { name: 'Your status' }));
    expect(status.getByRole('link', { name: 'Complete Questionnaire' }).getAttribute('href')).toBe(
      '/questionnaire',
    );
  });

  it('opens the profile dialog from a top match, with its actions', async () => {
    const { callsTo } = renderDashboard({
      [`GET /api/matches/members/${aMatchCard(1).userId}`]: () =>
        json(200, aProfileView(aMatchCard(1, { compatibilityScore: 79 }))),
    });
    await screen.findByRole('article', { name: 'Top match @yusuf_1' });
    fireEvent.click(topMatch('yusuf_1').getByRole('button', { name: /View Profile/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('I volunteer at the mosque and enjoy hiking.')).toBeTruthy();
    expect(dialog.getByText('79% · Very Good')).toBeTruthy();
    expect(dialog.getByRole('button', { name: /Send Request/ })).toBeTruthy();
    expect(callsTo(`GET /api/matches/members/${aMatchCard(1).userId}`)).toHaveLength(1);
  });

  it('orders the top matches by the name they show when sorted by name', async () => {
    renderDashboard({
      'GET /api/matches': () =>
        json(
          200,
          aDashboard({
            topMatches: [
              aTopMatch(1, { username: 'Zaid' }),
              aTopMatch(2, { username: 'bilal' }),
              aTopMatch(3, { username: 'Adam' }),
            ],
          }),
        ),
    });
    await screen.findByRole('article', { name: 'Top match @Zaid' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort matches' }));
    fireEvent.click(await screen.findByTitle('Sort by Name'));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article', { name: /^Top match/ })
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Top match @Adam', 'Top match @bilal', 'Top match @Zaid']),
    );
  });

  it('shows the error text and a toast when the matches cannot be loaded', async () => {
    renderDashboard({
      'GET /api/matches': () => json(500, { statusCode: 500, message: 'Boom', code: 'INTERNAL' }),
    });
    expect(await screen.findByText('Error loading matches. Please try again later.')).toBeTruthy();
    expect(await screen.findByText('Failed to load matches')).toBeTruthy();
    expect(await screen.findByText('500: Boom')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Total Matches' })).toBeNull();
  });

  it('sends a real request from a top match and then shows "Request Sent"', async () => {
    let sent: MatchRequestView[] = [];
    const { callsTo } = renderDashboard({
      'GET /api/match-requests/sent': () => json(200, sent),
      'POST /api/match-requests': ({ body }) => {
        const request = JSON.parse(body) as { targetId: string };
        sent = [aSentRequest(1, { targetId: request.targetId })];
        return json(201, sent[0]);
      },
    });
    await screen.findByText('7 potential matches found based on your profile');
    fireEvent.click(topMatch('yusuf_1').getByRole('button', { name: /Send Request/ }));
    expect(await screen.findByText('Match Request Sent')).toBeTruthy();
    await waitFor(() =>
      expect(topMatch('yusuf_1').getByRole('button', { name: 'Request Sent' })).toBeTruthy(),
    );
    expect(
      topMatch('yusuf_1').getByRole('button', { name: 'Request Sent' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(topMatch('yusuf_2').getByRole('button', { name: /Send Request/ })).toBeTruthy();
    const [post] = callsTo('POST /api/match-requests');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      requesterId: ME.id,
      targetId: aTopMatch(1).id,
      message: `Assalamu alaikum. @${ME.username} would like to connect with you.`,
    });
    expect(post?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    // The send refreshed the lists.
    expect(callsTo('GET /api/match-requests/sent').length).toBeGreaterThanOrEqual(2);
  });

  it('shows "Request Failed" with the server message, or the fallback', async () => {
    let reply = (): Response =>
      json(409, { statusCode: 409, message: 'A request is already pending', code: 'CONFLICT' });
    renderDashboard({ 'POST /api/match-requests': () => reply() });
    await screen.findByText('7 potential matches found based on your profile');
    fireEvent.click(topMatch('yusuf_1').getByRole('button', { name: /Send Request/ }));
    expect(await screen.findByText('Request Failed')).toBeTruthy();
    expect(await screen.findByText('A request is already pending')).toBeTruthy();
    expect(topMatch('yusuf_1').getByRole('button', { name: /Send Request/ })).toBeTruthy();

    reply = () => text(502, '');
    fireEvent.click(topMatch('yusuf_2').getByRole('button', { name: /Send Request/ }));
    expect(await screen.findByText('Failed to send match request')).toBeTruthy();
  });

  it('shows each top match where the member stands with it', async () => {
    renderDashboard({
      'GET /api/matches': () =>
        json(200, aDashboard({ topMatches: [1, 2, 3, 4].map((n) => aTopMatch(n)) })),
      'GET /api/match-requests/sent': () =>
        json(200, [
          aSentRequest(1, { status: 'accepted' }),
          aSentRequest(2, { status: 'expired' }),
        ]),
      'GET /api/match-requests/received': () =>
        json(200, [aReceivedRequest(3, { status: 'declined' })]),
    });
    await screen.findByRole('article', { name: 'Top match @yusuf_1' });
    expect(
      await topMatch('yusuf_1').findByRole('button', { name: 'Request Accepted' }),
    ).toBeTruthy();
    expect(topMatch('yusuf_2').getByRole('button', { name: 'Request Expired' })).toBeTruthy();
    expect(topMatch('yusuf_3').getByRole('button', { name: 'Request Declined' })).toBeTruthy();
    expect(topMatch('yusuf_4').getByRole('button', { name: /Send Request/ })).toBeTruthy();
  });
});
