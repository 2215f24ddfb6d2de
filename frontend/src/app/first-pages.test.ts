import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_ROLE_STORAGE_KEY } from '../config/site';
import { aDashboard } from '../features/matches/testing/match-fixtures';
import { FIRST_DASHBOARD_SORT } from '../features/matches/lib/first-data';
import { createAppStore } from '../lib/store';
import { mockFetch } from '../testing/fetch-mock';
import {
  askForEveryPage,
  firstPageLoaders,
  preloadFirstPage,
  settledOrTimedOut,
} from './first-pages';
import { cacheEntriesOf } from './first-screen-data';

describe('loading the first page early', () => {
  const loaders = () => ({
    home: vi.fn(() => Promise.resolve({})),
    dashboard: vi.fn(() => Promise.resolve({})),
    matches: vi.fn(() => Promise.resolve({})),
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

  it("starts the matches page's code at its address where a member was signed in", () => {
    const load = loaders();
    void preloadFirstPage('/matches', 'seeker', load);
    expect(load.matches).toHaveBeenCalledTimes(1);
    expect(load.dashboard).not.toHaveBeenCalled();
  });

  it('starts nothing for an administrator, a visitor at the matches page or another page', () => {
    const load = loaders();
    void preloadFirstPage('/', 'admin', load);
    void preloadFirstPage('/matches', 'admin', load);
    void preloadFirstPage('/matches', null, load);
    void preloadFirstPage('/contact', 'seeker', load);
    expect(load.home).not.toHaveBeenCalled();
    expect(load.dashboard).not.toHaveBeenCalled();
    expect(load.matches).not.toHaveBeenCalled();
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

describe('what the first render waits for', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A promise the test settles, and whether the wait over it has settled yet. */
  const held = () => {
    let fulfil: () => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<void>((resolve, fail) => {
      fulfil = resolve;
      reject = fail;
    });
    return { promise, fulfil, reject };
  };
  const watch = (wait: Promise<void>) => {
    const state = { settled: false };
    void wait.then(() => (state.settled = true));
    return state;
  };

  it('settles once every wait has settled, a failed one included', async () => {
    vi.useFakeTimers();
    const code = held();
    const session = held();
    const state = watch(settledOrTimedOut([code.promise, session.promise], 3_000));
    code.fulfil();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.settled).toBe(false);
    session.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('settles after the longest wait when an answer never comes', async () => {
    vi.useFakeTimers();
    const state = watch(settledOrTimedOut([held().promise], 3_000));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});

describe("the first page's data, when the gateway drew the page", () => {
  it('is taken from the drawn answers once the code is in, and not asked for again', async () => {
    const { calls } = mockFetch({});
    const store = createAppStore();
    const drawn = [
      { endpointName: 'getMatchDashboard', arg: FIRST_DASHBOARD_SORT, value: aDashboard() },
      { endpointName: 'getSentMatchRequests', value: [] },
      { endpointName: 'getReceivedMatchRequests', value: [] },
    ];
    await firstPageLoaders(store.dispatch, drawn).dashboard();
    expect(calls.map((call) => call.path)).toEqual([]);
    expect(
      cacheEntriesOf(store.getState())
        .map((entry) => entry.endpointName)
        .sort(),
    ).toEqual(['getMatchDashboard', 'getReceivedMatchRequests', 'getSentMatchRequests']);
  });

  it('is asked for as before when there are no drawn answers', async () => {
    const { calls } = mockFetch({});
    await firstPageLoaders(createAppStore().dispatch).dashboard();
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/match-requests/received',
      '/api/match-requests/sent',
      '/api/matches',
    ]);
  });
});

describe('what every page shows', () => {
  it('asks for the session and the settings, the session again only when told to', async () => {
    const { calls } = mockFetch({});
    const store = createAppStore();
    const first = askForEveryPage(store.dispatch);
    await Promise.all([first.session, first.siteSettings]);
    const again = askForEveryPage(store.dispatch);
    await Promise.all([again.session, again.siteSettings]);
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/site-settings', '/api/user']);
    await askForEveryPage(store.dispatch, true).session;
    expect(calls.filter((call) => call.path === '/api/user')).toHaveLength(2);
  });
});
