import { Fragment, createElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../testing/fetch-mock';
import {
  aDashboard,
  aMatchCard,
  aMatchPage,
  approvedMember,
  ME,
} from '../features/matches/testing/match-fixtures';
import { onboardingCookieOf } from '../features/matches/lib/onboarding';
import type { FirstScreenRequest } from '@mithaq/contracts';
import { renderFirstScreen } from './render-first-screen';

const ORIGIN = 'http://127.0.0.1:3999';

/** The gateway as the renderer reaches it: answers by "METHOD /path", every request recorded. */
const gateway = (handlers: Record<string, Handler> = {}) => {
  const asked: string[] = [];
  const answers: Record<string, Handler> = {
    'GET /api/user': () => json(200, ME),
    'GET /api/matches': () => json(200, aDashboard()),
    'GET /api/match-requests/sent': () => json(200, []),
    'GET /api/match-requests/received': () => json(200, []),
    ...handlers,
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(request.url);
    const url = new URL(request.url);
    const handler = answers[`${request.method} ${url.pathname}`];
    return handler
      ? handler({ method: request.method, path: url.pathname, headers: request.headers, body: '' })
      : json(404, { statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
  });
  return { asked, requests: { origin: ORIGIN, fetch: fetch as typeof globalThis.fetch } };
};

const draw = (request: Partial<FirstScreenRequest> & Pick<FirstScreenRequest, 'requests'>) =>
  renderFirstScreen({ path: '/', width: 400, cookies: '', ...request });

describe('renderFirstScreen', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // Every request must go through the gateway's fetch, which carries the member's session.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('the global fetch was used')));
  });

  afterEach(async () => {
    vi.unstubAllGlobals();
    // React's server renderer leaves the providers of the last part it finished after a wait (a
    // lazy part) set on their contexts, for its next render to take from there. In the browser
    // no such renderer runs, but these tests share their modules with the rest of the worker's
    // files: an empty render here puts every context back, or the next file's router would find
    // this one's still in place.
    await prerender(createElement(Fragment));
  });

  it("draws the member's dashboard with its data, whole, with its styles", async () => {
    const { asked, requests } = gateway();
    const screen = await draw({ requests });
    expect(screen?.html).toContain('Your Dashboard');
    expect(screen?.html).toContain(`Assalamu alaikum, <!-- -->${ME.fullName}<!-- -->.`);
    expect(screen?.html).toContain('7 potential matches found based on your profile');
    // Nothing left loading, and nothing that needs a script to be put in place.
    expect(screen?.html).not.toContain('<!--$?-->');
    expect(screen?.html).not.toContain('<script');
    expect(screen?.css).toMatch(/\.ant-card\b/);
    // The answers it was drawn from, for the app to start with.
    expect(screen?.data.map((entry) => entry.endpointName)).toEqual(
      expect.arrayContaining(['getCurrentUser', 'getMatchDashboard']),
    );
    expect(asked.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(asked.map((url) => new URL(url).pathname)).toEqual(
      expect.arrayContaining([
        '/api/user',
        '/api/matches',
        '/api/match-requests/sent',
        '/api/match-requests/received',
      ]),
    );
  });

  it("draws the header for the window's width: a menu button on a phone only", async () => {
    const phone = await draw({ requests: gateway().requests, width: 400 });
    const computer = await draw({ requests: gateway().requests, width: 1280 });
    expect(phone?.html).toContain('aria-label="Open menu"');
    expect(computer?.html).not.toContain('aria-label="Open menu"');
  });

  it('draws no page it does not know', async () => {
    const { asked, requests } = gateway();
    expect(await draw({ path: '/profile', requests })).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('draws nothing for a visitor, an administrator or a questionnaire still to finish', async () => {
    const signedOut = gateway({ 'GET /api/user': () => json(401, { message: 'Unauthorized' }) });
    expect(await draw({ requests: signedOut.requests })).toBeUndefined();
    const admin = gateway({ 'GET /api/user': () => json(200, approvedMember({ role: 'admin' })) });
    expect(await draw({ requests: admin.requests })).toBeUndefined();
    const unfinished = gateway({
      'GET /api/user': () => json(200, approvedMember({ questionnaireCompleted: false })),
    });
    expect(await draw({ requests: unfinished.requests })).toBeUndefined();
  });

  it("draws the matches page's walkthrough, or its tabs once the browser says it is done", async () => {
    const list = () => json(200, aMatchPage([aMatchCard(1)]));
    const fresh = await draw({
      path: '/matches',
      requests: gateway({ 'GET /api/matches/list': list }).requests,
    });
    expect(fresh?.html).toContain('Welcome to your matches');
    const done = await draw({
      path: '/matches',
      cookies: `mithaq.sid=abc; ${onboardingCookieOf(ME.id)}=1`,
      requests: gateway({ 'GET /api/matches/list': list }).requests,
    });
    expect(done?.html).not.toContain('Welcome to your matches');
    expect(done?.html).toContain('role="tablist"');
    expect(done?.html).toContain('aria-label="Match @yusuf_1"');
  });

  it('leaves no router behind for what the browser renderer draws next in this worker', async () => {
    await draw({ requests: gateway().requests });
    // afterEach's empty render has not run yet: do what it does, then draw a router.
    await prerender(createElement(Fragment));
    const view = render(createElement(MemoryRouter, null, createElement('p', null, 'next')));
    expect(view.getByText('next')).toBeTruthy();
    view.unmount();
  });
});
