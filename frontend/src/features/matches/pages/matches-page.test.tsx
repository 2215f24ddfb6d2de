import {
  MATCH_PAGE_SIZE_DEFAULT,
  MatchingPaths,
  type CurrentUser,
  type MatchRequestView,
} from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { heldBack, json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import {
  aMatchCard,
  aMatchPage,
  approvedMember,
  aProfileView,
  aReceivedRequest,
  aSentRequest,
  freeAccess,
  ME,
  queriesTo,
} from '../testing/match-fixtures';
import { aMemberConversation } from '../../../testing/messaging-fixtures';
import { createAppStore } from '../../../lib/store';
import { firstDataUrl, firstMatchesQuery } from '../lib/first-data';
import { onboardingCookieOf } from '../lib/onboarding';
import { MatchesPage, prefetchMatches } from './matches-page';

/** /messages, showing which conversation it was asked to open. */
const MessagesProbe = () => {
  const [params] = useSearchParams();
  return <h1>Messages probe {params.get('conversation') ?? 'none'}</h1>;
};

/** The match page, showing which match it was asked to open. */
const DocumentsProbe = () => <h1>Documents probe {useParams().id}</h1>;

const DONE_KEY = `mithaq:matches-onboarding-done:${ME.id}`;
const cards = [1, 2, 3, 4].map((n) => aMatchCard(n));

const renderMatches = (
  handlers: Record<string, Handler> = {},
  { user = ME, onboardingDone = true }: { user?: CurrentUser; onboardingDone?: boolean } = {},
) => {
  if (onboardingDone) {
    localStorage.setItem(DONE_KEY, 'true');
  }
  const fetch = mockFetch({
    'GET /api/user': () => json(200, user),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/matches/list': () => json(200, aMatchPage(cards)),
    'GET /api/match-requests/sent': () => json(200, []),
    'GET /api/match-requests/received': () => json(200, []),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/matches', element: <MatchesPage /> },
      { path: '/messages', element: <MessagesProbe /> },
      { path: '/document-upload/:id', element: <DocumentsProbe /> },
    ],
    '/matches',
  );
  return { ...fetch, ...view };
};

const card = (username: string) =>
  within(screen.getByRole('article', { name: `Match @${username}` }));
const progress = () => screen.getByRole('progressbar', { name: 'Walkthrough progress' });
const tab = (name: RegExp | string) => screen.getByRole('tab', { name });

// antd tabs, sliders and dialogs in jsdom are slow on a loaded machine.
describe('/matches', { timeout: 60_000 }, () => {
  describe('the onboarding walkthrough', () => {
    it('walks through three steps from 25% and lands on the Match Requests tab', async () => {
      let sent: MatchRequestView[] = [];
      const { callsTo } = renderMatches(
        {
          'GET /api/matches/list': () =>
            json(
              200,
              aMatchPage([
                aMatchCard(1, {
                  matchingFactors: [
                    'Both pray 5 times daily',
                    'Same marriage timeline',
                    'Shared family values',
                    'Same madhhab',
                  ],
                }),
                ...cards.slice(1),
              ]),
            ),
          'GET /api/match-requests/sent': () => json(200, sent),
          'POST /api/match-requests': ({ body }) => {
            const { targetId } = JSON.parse(body) as { targetId: string };
            sent = [aSentRequest(2, { targetId })];
            return json(201, sent[0]);
          },
        },
        { onboardingDone: false },
      );
      const walkthrough = within(await screen.findByRole('region', { name: 'Getting started' }));
      expect(walkthrough.getByText('Step 1: Profile Approved')).toBeTruthy();
      expect(progress().getAttribute('aria-valuenow')).toBe('25');
      expect(walkthrough.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
      expect(screen.queryByRole('tab', { name: 'All Matches' })).toBeNull();

      fireEvent.click(walkthrough.getByRole('button', { name: 'Next' }));
      expect(walkthrough.getByText('Step 2: Your Top Matches')).toBeTruthy();
      expect(progress().getAttribute('aria-valuenow')).toBe('50');
      const tops = await walkthrough.findAllByRole('article', { name: /^Top match/ });
      expect(tops).toHaveLength(3);
      const first = within(tops[0]);
      expect(first.getByText('@yusuf_1')).toBeTruthy();
      expect(first.getByText('Shared family values')).toBeTruthy();
      expect(first.queryByText('Same madhhab')).toBeNull();
      expect(walkthrough.queryByRole('button', { name: /Send Request/ })).toBeNull();

      fireEvent.click(walkthrough.getByRole('button', { name: 'Next' }));
      expect(walkthrough.getByText('Step 3: Send Match Requests')).toBeTruthy();
      expect(progress().getAttribute('aria-valuenow')).toBe('75');
      const buttons = walkthrough.getAllByRole('button', { name: /Send Request/ });
      expect(buttons).toHaveLength(3);
      fireEvent.click(buttons[1]);
      expect(await screen.findByText('Match Request Sent')).toBeTruthy();
      expect(await walkthrough.findByRole('button', { name: 'Request Sent' })).toBeTruthy();
      expect(JSON.parse(callsTo('POST /api/match-requests')[0]?.body ?? '{}')).toMatchObject({
        requesterId: ME.id,
        targetId: aMatchCard(2).userId,
      });

      fireEvent.click(walkthrough.getByRole('button', { name: 'Go to Match Requests' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull(),
      );
      expect(tab(/Match Requests/).getAttribute('aria-selected')).toBe('true');
      expect(await screen.findByText('@yusuf_2')).toBeTruthy();
      expect(await screen.findByText('Pending Response')).toBeTruthy();
      expect(localStorage.getItem(DONE_KEY)).toBe('true');
    });

    it('shows once: a member who finished it goes straight to the tabs', async () => {
      renderMatches({}, { onboardingDone: true });
      expect(await screen.findByRole('tab', { name: 'All Matches' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
    });

    it('gives a walkthrough finished before its cookie existed the cookie the gateway reads', async () => {
      const cookie = onboardingCookieOf(ME.id);
      document.cookie = `${cookie}=; Max-Age=0; Path=/`;
      renderMatches({}, { onboardingDone: true });
      await screen.findByRole('tab', { name: 'All Matches' });
      expect(document.cookie).toContain(`${cookie}=1`);
      document.cookie = `${cookie}=; Max-Age=0; Path=/`;
    });

    it.each([
      ['the account awaits review', { isApproved: false, approvalStatus: 'pending' as const }],
      ['the questionnaire awaits review', { questionnaireStatus: 'pending' as const }],
      ['the questionnaire was sent back', { questionnaireStatus: 'rejected' as const }],
    ])('is not shown while %s, which the status card says instead', async (_case, overrides) => {
      renderMatches(
        {
          'GET /api/matches/list': () => json(200, aMatchPage([])),
          [`GET /api/questionnaire/${ME.id}`]: () =>
            json(200, { reviewStatus: 'rejected', reviewReason: 'Please fill in your height.' }),
        },
        { user: approvedMember(overrides), onboardingDone: false },
      );
      expect(await screen.findByRole('region', { name: 'Your status' })).toBeTruthy();
      expect(await screen.findByRole('tab', { name: 'All Matches' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
      expect(screen.queryByText(/has been approved/)).toBeNull();
      // Waiting does not use up the walkthrough: it is still to come once approved.
      expect(localStorage.getItem(DONE_KEY)).toBeNull();
    });
  });

  describe('the tabs', () => {
    it('counts sent plus received requests on the Match Requests tab', async () => {
      renderMatches({
        'GET /api/match-requests/sent': () => json(200, [aSentRequest(1), aSentRequest(2)]),
        'GET /api/match-requests/received': () => json(200, [aReceivedRequest(3)]),
      });
      await screen.findByRole('tab', { name: 'All Matches' });
      await waitFor(() => expect(tab(/Match Requests/).textContent).toContain('3'));
      expect(await screen.findByLabelText('3 match requests')).toBeTruthy();
    });

    it('suggests the top 3 matches', async () => {
      renderMatches();
      fireEvent.click(await screen.findByRole('tab', { name: 'Suggested Matches' }));
      await screen.findByRole('article', { name: 'Match @yusuf_1' });
      expect(
        screen
          .getAllByRole('article', { name: /^Match @/ })
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Match @yusuf_1', 'Match @yusuf_2', 'Match @yusuf_3']);
    });

    it('says when there are no suggestions', async () => {
      renderMatches({ 'GET /api/matches/list': () => json(200, aMatchPage([])) });
      fireEvent.click(await screen.findByRole('tab', { name: 'Suggested Matches' }));
      expect(await screen.findByText('No suggestions available')).toBeTruthy();
    });
  });

  describe('the first page of matches', () => {
    it('is shown from the request made ahead of the page, without asking again', async () => {
      localStorage.setItem(DONE_KEY, 'true');
      const list = heldBack(() => json(200, aMatchPage(cards)));
      const { callsTo, fetchMock } = mockFetch({
        'GET /api/user': () => json(200, ME),
        'GET /api/matches/list': list.handler,
        'GET /api/match-requests/sent': () => json(200, []),
        'GET /api/match-requests/received': () => json(200, []),
      });
      // As main.tsx does while the page's code and the session answer are on their way.
      const store = createAppStore();
      let answered = false;
      const prefetched = prefetchMatches(store.dispatch).then(() => (answered = true));
      await waitFor(() => expect(callsTo('GET /api/matches/list')).toHaveLength(1));
      // The member's requests, which the page also shows, are asked for at the same time.
      await waitFor(() => expect(callsTo('GET /api/match-requests/received')).toHaveLength(1));
      expect(callsTo('GET /api/match-requests/sent')).toHaveLength(1);
      // What main.tsx waits for before the first render settles only once every answer is in.
      expect(answered).toBe(false);
      renderWithProviders([{ path: '/matches', element: <MatchesPage /> }], '/matches', store);
      list.release();
      await prefetched;
      await screen.findByRole('article', { name: 'Match @yusuf_4' });
      expect(callsTo('GET /api/matches/list')).toHaveLength(1);
      expect(callsTo('GET /api/match-requests/sent')).toHaveLength(1);
      expect(callsTo('GET /api/match-requests/received')).toHaveLength(1);
      // The address the matches page's document asks for ahead (vite.config) is this request's.
      const path = MatchingPaths.listMatches.path;
      expect(`${path}?${queriesTo(fetchMock, path).join()}`).toBe(
        firstDataUrl(path, firstMatchesQuery(MATCH_PAGE_SIZE_DEFAULT)),
      );
    });
  });

  describe('All Matches', () => {
    it('shows a card exactly: username, age, country, badges, percentage, bar, two factors', async () => {
      renderMatches({
        'GET /api/matches/list': () =>
          json(
            200,
            aMatchPage([
              aMatchCard(1, {
                isCertified: true,
                isVerified: true,
                isWaliVerified: true,
                practiceLevel: 'veryPracticing',
              }),
              aMatchCard(2, {
                matchingFactors: ['Same marriage timeline', 'Same madhhab'],
                compatibilityScore: 45,
              }),
            ]),
          ),
      });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      expect(first.getByText('YU')).toBeTruthy();
      expect(first.getByText('@yusuf_1')).toBeTruthy();
      expect(first.getByText('31 years · United Kingdom')).toBeTruthy();
      expect(first.getByText('Certified')).toBeTruthy();
      expect(first.getByText('Wali Verified')).toBeTruthy();
      expect(first.getByText('Verified')).toBeTruthy();
      expect(first.getByText('Prays 5 times daily')).toBeTruthy();
      expect(first.getByText('79% · Very Good')).toBeTruthy();
      // The bar of a Very Good match is drawn at 80%.
      expect(
        first.getByRole('progressbar', { name: 'Compatibility 79%' }).getAttribute('aria-valuenow'),
      ).toBe('80');
      expect(first.getByText('Both pray 5 times daily')).toBeTruthy();
      expect(first.getByText('Same marriage timeline')).toBeTruthy();
      expect(first.queryByText('Shared family values')).toBeNull();
      expect(first.getByText('+1 more matching factors')).toBeTruthy();

      const second = card('yusuf_2');
      expect(second.queryByText('Certified')).toBeNull();
      expect(second.queryByText('Wali Verified')).toBeNull();
      expect(second.queryByText('Verified')).toBeNull();
      expect(second.getByText('Prays most times')).toBeTruthy();
      expect(second.queryByText(/more matching factors/)).toBeNull();
      expect(
        second
          .getByRole('progressbar', { name: 'Compatibility 45%' })
          .getAttribute('aria-valuenow'),
      ).toBe('60');
    });

    it('asks the server with the minimum compatibility, the sort and the page', async () => {
      const { fetchMock } = renderMatches({
        'GET /api/matches/list': () => json(200, aMatchPage(cards, { total: 30 })),
      });
      await screen.findByRole('article', { name: 'Match @yusuf_1' });
      const [first] = queriesTo(fetchMock, '/api/matches/list');
      expect(Object.fromEntries(first ?? [])).toEqual({
        page: '1',
        pageSize: '12',
        minCompatibility: '0',
        sort: 'compatibility',
      });

      const slider = await screen.findByRole('slider');
      expect(slider.getAttribute('aria-valuemin')).toBe('0');
      expect(slider.getAttribute('aria-valuemax')).toBe('100');
      fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
      fireEvent.keyUp(slider, { key: 'ArrowRight', keyCode: 39 });
      expect(await screen.findByText('Minimum Compatibility: 5%')).toBeTruthy();
      await waitFor(() =>
        expect(
          queriesTo(fetchMock, '/api/matches/list').map((q) => q.get('minCompatibility')),
        ).toContain('5'),
      );

      fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Sort matches' }));
      fireEvent.click(await screen.findByTitle('Sort by Name'));
      await waitFor(() =>
        expect(
          queriesTo(fetchMock, '/api/matches/list').some(
            (q) => q.get('sort') === 'name' && q.get('minCompatibility') === '5',
          ),
        ).toBe(true),
      );

      fireEvent.click(await screen.findByTitle('2'));
      await waitFor(() =>
        expect(
          queriesTo(fetchMock, '/api/matches/list').some(
            (q) => q.get('page') === '2' && q.get('sort') === 'name',
          ),
        ).toBe(true),
      );
    });

    it('shows the cards in the order of their names when sorted by name', async () => {
      const named = ['Zaid', 'bilal', 'Adam'].map((username, i) => aMatchCard(i + 1, { username }));
      const { fetchMock } = renderMatches({
        'GET /api/matches/list': () => json(200, aMatchPage(named)),
      });
      await screen.findByRole('article', { name: 'Match @Zaid' });
      const [sortBox] = await screen.findAllByRole('combobox', { name: 'Sort matches' });
      fireEvent.mouseDown(sortBox);
      fireEvent.click(await screen.findByTitle('Sort by Name'));
      await waitFor(() =>
        expect(queriesTo(fetchMock, '/api/matches/list').map((q) => q.get('sort'))).toContain(
          'name',
        ),
      );
      await waitFor(() =>
        expect(
          screen
            .getAllByRole('article', { name: /^Match @/ })
            .map((a) => a.getAttribute('aria-label')),
        ).toEqual(['Match @Adam', 'Match @bilal', 'Match @Zaid']),
      );
    });

    it('says no match passes the filter, with a hint to lower it', async () => {
      let items = cards;
      renderMatches({ 'GET /api/matches/list': () => json(200, aMatchPage(items)) });
      await screen.findByRole('article', { name: 'Match @yusuf_1' });
      items = [];
      const slider = await screen.findByRole('slider');
      fireEvent.keyDown(slider, { key: 'ArrowRight', keyCode: 39 });
      fireEvent.keyUp(slider, { key: 'ArrowRight', keyCode: 39 });
      expect(await screen.findByText('No matches found with the current filters')).toBeTruthy();
      expect(
        await screen.findByText('Try lowering the minimum compatibility to see more matches.'),
      ).toBeTruthy();
      expect(screen.queryByText('No matches available yet')).toBeNull();
    });

    it('opens the profile dialog with the personal information, About and every factor', async () => {
      const target = aMatchCard(1, {
        matchingFactors: [
          'Both pray 5 times daily',
          'Same marriage timeline',
          'Shared family values',
          'Same madhhab',
        ],
      });
      const { callsTo } = renderMatches({
        'GET /api/matches/list': () => json(200, aMatchPage([target])),
        [`GET /api/matches/members/${target.userId}`]: () => json(200, aProfileView(target)),
      });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      fireEvent.click(first.getByRole('button', { name: /View Profile/ }));
      // antd labels every dialog "test-id" under test, so the title is checked as text.
      const dialog = within(await screen.findByRole('dialog'));
      expect(dialog.getByText('Profile of @yusuf_1')).toBeTruthy();
      expect(await dialog.findByText('Personal Information')).toBeTruthy();
      expect(dialog.getByText('Pharmacist')).toBeTruthy();
      expect(dialog.getByText('178 cm')).toBeTruthy();
      expect(dialog.getByText('About')).toBeTruthy();
      expect(dialog.getByText('I volunteer at the mosque and enjoy hiking.')).toBeTruthy();
      expect(dialog.getByText('Compatibility Analysis')).toBeTruthy();
      const factors = within(dialog.getByRole('list', { name: 'Matching factors' }));
      expect(factors.getAllByRole('listitem')).toHaveLength(4);
      expect(factors.getByText('Same madhhab')).toBeTruthy();
      expect(callsTo(`GET /api/matches/members/${target.userId}`)).toHaveLength(1);
    });

    it('sends a request from the profile dialog and shows no Message before one is accepted', async () => {
      const target = aMatchCard(1);
      let sent: MatchRequestView[] = [];
      const { callsTo } = renderMatches({
        'GET /api/matches/list': () => json(200, aMatchPage([target])),
        [`GET /api/matches/members/${target.userId}`]: () => json(200, aProfileView(target)),
        'GET /api/messages': () => json(200, []),
        'GET /api/match-requests/sent': () => json(200, sent),
        'POST /api/match-requests': () => {
          sent = [aSentRequest(1)];
          return json(201, sent[0]);
        },
      });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      fireEvent.click(first.getByRole('button', { name: /View Profile/ }));
      const dialog = within(await screen.findByRole('dialog'));
      const actions = within(await dialog.findByRole('group', { name: 'Profile actions' }));
      expect(actions.queryByRole('button', { name: /Message/ })).toBeNull();
      fireEvent.click(actions.getByRole('button', { name: /Send Request/ }));
      expect(await actions.findByRole('button', { name: 'Request Sent' })).toBeTruthy();
      expect(JSON.parse(callsTo('POST /api/match-requests')[0]?.body ?? '{}')).toMatchObject({
        requesterId: ME.id,
        targetId: target.userId,
      });
    });

    it('offers the upgrade instead of Send Request in the dialog on the free tier', async () => {
      const target = aMatchCard(1);
      renderMatches({
        'GET /api/matches/list': () => json(200, aMatchPage([target], { access: freeAccess(0) })),
        [`GET /api/matches/members/${target.userId}`]: () => json(200, aProfileView(target)),
      });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      fireEvent.click(first.getByRole('button', { name: /View Profile/ }));
      const actions = within(await screen.findByRole('group', { name: 'Profile actions' }));
      expect(await actions.findByRole('button', { name: 'Upgrade to send requests' })).toBeTruthy();
      expect(actions.queryByRole('button', { name: /Send Request/ })).toBeNull();
    });

    it('messages an accepted match from the dialog and says what comes next', async () => {
      const target = aMatchCard(1);
      const conversationId = '00000000-0000-4000-9000-000000000801';
      renderMatches({
        'GET /api/matches/list': () => json(200, aMatchPage([target])),
        [`GET /api/matches/members/${target.userId}`]: () => json(200, aProfileView(target)),
        'GET /api/match-requests/received': () =>
          json(200, [aReceivedRequest(1, { status: 'accepted' })]),
        'GET /api/messages': () =>
          json(200, [
            aMemberConversation({
              id: conversationId,
              counterpart: { userId: target.userId, displayName: '@yusuf_1', deleted: false },
            }),
          ]),
      });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      fireEvent.click(first.getByRole('button', { name: /View Profile/ }));
      const dialog = within(await screen.findByRole('dialog'));
      const next = within(await dialog.findByRole('group', { name: 'Next steps with @yusuf_1' }));
      expect(
        next
          .getByRole('link', { name: 'Open your conversation with @yusuf_1' })
          .getAttribute('href'),
      ).toBe(`/messages?conversation=${conversationId}`);
      expect(next.getByText(/Involve your wali/)).toBeTruthy();
      expect(next.getByText(/Exchange contact details/)).toBeTruthy();
      // On the free tier each step names the plans that unlock it.
      expect(next.getByText(/A Bronze, Silver or Gold membership unlocks messages/)).toBeTruthy();
      expect(
        next.getByText(/A Silver or Gold membership includes a contact exchange/),
      ).toBeTruthy();
      const actions = within(dialog.getByRole('group', { name: 'Profile actions' }));
      expect(actions.getByRole('button', { name: 'Request Accepted' })).toBeTruthy();
      fireEvent.click(await actions.findByRole('button', { name: /Message/ }));
      expect(await screen.findByText(`Messages probe ${conversationId}`)).toBeTruthy();
    });

    it('opens the conversation from Message when the pair has one', async () => {
      const conversationId = '00000000-0000-4000-9000-000000000800';
      renderMatches({
        'GET /api/messages': () =>
          json(200, [
            aMemberConversation({
              id: conversationId,
              counterpart: {
                userId: aMatchCard(1).userId,
                displayName: '@yusuf_1',
                deleted: false,
              },
            }),
          ]),
      });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      fireEvent.click(first.getByRole('button', { name: /Message/ }));
      expect(await screen.findByText(`Messages probe ${conversationId}`)).toBeTruthy();
    });

    it("links an accepted match's card and request to its documents and meeting page", async () => {
      const matchId = '00000000-0000-4000-9000-000000000900';
      renderMatches({
        'GET /api/document-matches': () =>
          json(200, [
            {
              id: matchId,
              name: 'Yusuf',
              partnerId: aMatchCard(1).userId,
              documentStatus: 'requested',
              partnerDocumentsStatus: 'pending',
              meetingStatus: 'not_started',
            },
          ]),
        'GET /api/match-requests/received': () =>
          json(200, [aReceivedRequest(1, { status: 'accepted' })]),
      });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      expect(await first.findByRole('button', { name: /Documents & meeting/ })).toBeTruthy();
      expect(card('yusuf_2').queryByRole('button', { name: /Documents & meeting/ })).toBeNull();
      fireEvent.click(await screen.findByRole('tab', { name: /Match Requests/ }));
      const request = within(
        await screen.findByRole('listitem', { name: 'Request from @yusuf_1' }),
      );
      expect(request.getByRole('link', { name: /Documents & meeting/ }).getAttribute('href')).toBe(
        `/document-upload/${matchId}`,
      );
      fireEvent.click(request.getByRole('button', { name: /Documents & meeting/ }));
      expect(await screen.findByText(`Documents probe ${matchId}`)).toBeTruthy();
    });

    it('says why Message cannot open a conversation before a request is accepted', async () => {
      renderMatches({ 'GET /api/messages': () => json(200, []) });
      const first = within(await screen.findByRole('article', { name: 'Match @yusuf_1' }));
      fireEvent.click(first.getByRole('button', { name: /Message/ }));
      expect(
        await first.findByText(
          'You can message each other once a match request between you is accepted.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/Messages probe/)).toBeNull();
    });

    it('shows every request state on the cards', async () => {
      renderMatches({
        'GET /api/match-requests/sent': () =>
          json(200, [aSentRequest(1), aSentRequest(2, { status: 'accepted' })]),
        'GET /api/match-requests/received': () =>
          json(200, [
            aReceivedRequest(3, { status: 'declined' }),
            aReceivedRequest(4, { status: 'expired' }),
          ]),
      });
      await screen.findByRole('article', { name: 'Match @yusuf_1' });
      expect(await card('yusuf_1').findByRole('button', { name: 'Request Sent' })).toBeTruthy();
      expect(card('yusuf_2').getByRole('button', { name: 'Request Accepted' })).toBeTruthy();
      expect(card('yusuf_3').getByRole('button', { name: 'Request Declined' })).toBeTruthy();
      expect(card('yusuf_4').getByRole('button', { name: 'Request Expired' })).toBeTruthy();
    });

    it('toasts a failed load of the matches with the reply', async () => {
      renderMatches({
        'GET /api/matches/list': () =>
          json(503, { statusCode: 503, message: 'Matching is down', code: 'UNAVAILABLE' }),
      });
      expect(await screen.findAllByText('Failed to load matches')).not.toHaveLength(0);
      expect(screen.getAllByText('503: Matching is down').length).toBeGreaterThan(0);
    });
  });

  describe('Match Requests', () => {
    const openRequests = async () => {
      fireEvent.click(await screen.findByRole('tab', { name: /Match Requests/ }));
    };

    it('lists sent and received requests with the counterpart and the status texts', async () => {
      renderMatches({
        'GET /api/match-requests/sent': () =>
          json(200, [
            aSentRequest(1),
            aSentRequest(2, { status: 'accepted' }),
            aSentRequest(3, { status: 'declined' }),
            aSentRequest(5, { status: 'expired' }),
          ]),
        'GET /api/match-requests/received': () => json(200, [aReceivedRequest(4)]),
      });
      await openRequests();
      const sent = within(await screen.findByRole('list', { name: 'Sent Requests' }));
      const to = (u: string) => within(sent.getByRole('listitem', { name: `Request to @${u}` }));
      expect(to('yusuf_1').getByText('Pending Response')).toBeTruthy();
      expect(to('yusuf_1').getByText('United Kingdom')).toBeTruthy();
      expect(to('yusuf_2').getByText('Canada')).toBeTruthy();
      const accepted = to('yusuf_2').getByText('Accepted');
      expect(accepted.className).toContain('green');
      expect(to('yusuf_3').getByText('Declined').className).toContain('red');
      expect(to('yusuf_5').getByText('Expired').className).not.toMatch(/green|red|gold/);
      const received = within(screen.getByRole('list', { name: 'Received Requests' }));
      const from = within(received.getByRole('listitem', { name: 'Request from @yusuf_4' }));
      expect(from.getByText('Awaiting Response')).toBeTruthy();
      expect(from.getByText('Ireland')).toBeTruthy();
      expect(
        from.getByText('Assalamu alaikum. @yusuf_4 would like to connect with you.'),
      ).toBeTruthy();
    });

    it('lets the target accept a pending request, then shows it accepted', async () => {
      let received = [aReceivedRequest(1), aReceivedRequest(2)];
      const { callsTo } = renderMatches({
        'GET /api/match-requests/received': () => json(200, received),
        [`PATCH /api/match-requests/${aReceivedRequest(1).id}`]: ({ body }) => {
          const { status } = JSON.parse(body) as { status: 'accepted' };
          received = [aReceivedRequest(1, { status }), aReceivedRequest(2)];
          return json(200, received[0]);
        },
      });
      await openRequests();
      const list = within(await screen.findByRole('list', { name: 'Received Requests' }));
      const first = within(list.getByRole('listitem', { name: 'Request from @yusuf_1' }));
      fireEvent.click(first.getByRole('button', { name: 'Accept' }));
      expect(await screen.findByText('Match request accepted')).toBeTruthy();
      await waitFor(() => expect(first.getByText('Accepted')).toBeTruthy());
      expect(first.queryByRole('button', { name: 'Accept' })).toBeNull();
      expect(
        JSON.parse(callsTo(`PATCH /api/match-requests/${aReceivedRequest(1).id}`)[0]?.body ?? ''),
      ).toEqual({
        status: 'accepted',
      });
      // The card of that match now says so.
      fireEvent.click(tab('All Matches'));
      expect(await card('yusuf_1').findByRole('button', { name: 'Request Accepted' })).toBeTruthy();
      expect(card('yusuf_2').getByRole('button', { name: 'Request Received' })).toBeTruthy();
    });

    it('lets the target decline, and shows a refusal from the server', async () => {
      const { callsTo } = renderMatches({
        'GET /api/match-requests/received': () => json(200, [aReceivedRequest(1)]),
        [`PATCH /api/match-requests/${aReceivedRequest(1).id}`]: () =>
          json(409, {
            statusCode: 409,
            message: 'This request has already been answered',
            code: 'CONFLICT',
          }),
      });
      await openRequests();
      const item = within(await screen.findByRole('listitem', { name: 'Request from @yusuf_1' }));
      fireEvent.click(item.getByRole('button', { name: 'Decline' }));
      expect(await screen.findByText('This request has already been answered')).toBeTruthy();
      expect(
        JSON.parse(callsTo(`PATCH /api/match-requests/${aReceivedRequest(1).id}`)[0]?.body ?? ''),
      ).toEqual({
        status: 'declined',
      });
      expect(item.getByText('Awaiting Response')).toBeTruthy();
    });

    it('shows the empty states', async () => {
      renderMatches();
      await openRequests();
      expect(await screen.findByText('No match requests yet')).toBeTruthy();
      expect(await screen.findByText('No outgoing requests yet')).toBeTruthy();
      expect(await screen.findByText('No incoming match requests at this time')).toBeTruthy();
    });

    it('shows only the empty list when the other has requests', async () => {
      renderMatches({ 'GET /api/match-requests/sent': () => json(200, [aSentRequest(1)]) });
      await openRequests();
      expect(await screen.findByText('No incoming match requests at this time')).toBeTruthy();
      expect(screen.queryByText('No match requests yet')).toBeNull();
      expect(screen.queryByText('No outgoing requests yet')).toBeNull();
    });

    it('toasts failed loads of the lists', async () => {
      renderMatches({
        'GET /api/match-requests/sent': () =>
          json(500, { statusCode: 500, message: 'Sent broke', code: 'INTERNAL' }),
      });
      expect(await screen.findByText('Failed to load sent requests')).toBeTruthy();
      expect(await screen.findByText('500: Sent broke')).toBeTruthy();
    });

    it('toasts a failed load of the received list', async () => {
      renderMatches({
        'GET /api/match-requests/received': () =>
          json(500, { statusCode: 500, message: 'Received broke', code: 'INTERNAL' }),
      });
      expect(await screen.findByText('Failed to load received requests')).toBeTruthy();
      expect(await screen.findByText('500: Received broke')).toBeTruthy();
    });
  });
});
