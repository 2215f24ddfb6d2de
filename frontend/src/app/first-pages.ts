import { paths } from '../config/paths';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { siteSettingsApi } from '../entities/site/site-settings';
import { rememberedRole, sessionApi } from '../lib/session';
import type { AppDispatch } from '../lib/store';
import { startWith, type CacheEntry } from './first-screen-data';

const dashboardModule = () => import('../features/matches/pages/dashboard-page');
const matchesModule = () => import('../features/matches/pages/matches-page');

/**
 * What every page shows, asked for as the app starts (main.tsx) and as the gateway draws a
 * member's page (server/render-first-screen): the session and the site's settings (the header's
 * and footer's name and logos). The app's own subscriptions then read the same cache entries.
 * `refreshSession` asks for the session again even when the store has an answer.
 */
export const askForEveryPage = (dispatch: AppDispatch, refreshSession = false) => ({
  session: dispatch(
    sessionApi.endpoints.getCurrentUser.initiate(undefined, {
      subscribe: false,
      forceRefetch: refreshSession,
    }),
  ),
  siteSettings: dispatch(
    siteSettingsApi.endpoints.getSiteSettings.initiate(undefined, { subscribe: false }),
  ),
});

/** Pages a visit often starts on, loaded ahead of their route by preloadFirstPage. */
export const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
export const DashboardPage = lazyPage(dashboardModule, 'DashboardPage');
export const MatchesPage = lazyPage(matchesModule, 'MatchesPage');

export interface FirstPageLoaders {
  home: () => Promise<unknown>;
  dashboard: () => Promise<unknown>;
  matches: () => Promise<unknown>;
}

/**
 * The page's code, and once its module is in, what `prefetch` asks for from it; settles when both
 * the code and those answers are in.
 */
const withData =
  <M>(page: LazyPage, module: () => Promise<M>, prefetch: (loaded: M) => Promise<unknown>) =>
  (): Promise<unknown> =>
    Promise.all([page.load(), module().then(prefetch)]);

/** The drawn page's answers (first-screen-data) go in once the page's code, and endpoints, are. */
const startingWith =
  <M>(
    dispatch: AppDispatch,
    drawn: readonly CacheEntry[],
    prefetch: (loaded: M) => Promise<unknown>,
  ) =>
  (loaded: M): Promise<unknown> => {
    startWith(dispatch, drawn);
    return prefetch(loaded);
  };

/**
 * Each page's code, and for a member's pages the data they open with, asked for as soon as the
 * code is in (into the store behind `dispatch`). Without that, the data request would leave only
 * once the session had answered and the page had been drawn: on a slow phone, seconds later.
 */
export const firstPageLoaders = (
  dispatch: AppDispatch,
  drawn: readonly CacheEntry[] = [],
): FirstPageLoaders => ({
  home: HomePage.load,
  dashboard: withData(
    DashboardPage,
    dashboardModule,
    startingWith(dispatch, drawn, (page) => page.prefetchDashboard(dispatch)),
  ),
  matches: withData(
    MatchesPage,
    matchesModule,
    startingWith(dispatch, drawn, (page) => page.prefetchMatches(dispatch)),
  ),
});

/**
 * Starts loading the page the address is likely to show while the session is still being asked
 * for, instead of once it has answered, and returns the download (settled either way): at "/" the
 * dashboard when a member is signed in (as far as the caller knows) and the landing page
 * otherwise; at the matches page, that page for a member. The role is only a guess; the session's
 * answer still decides what is shown, so a wrong guess costs one unused download. An
 * administrator's pages, and other addresses, load as before.
 */
export const preloadFirstPage = (
  pathname: string,
  role: string | null = rememberedRole(),
  loaders: FirstPageLoaders,
): Promise<unknown> => {
  if (role === 'admin') {
    return Promise.resolve();
  }
  let load: (() => Promise<unknown>) | undefined;
  if (pathname === paths.home) {
    load = role ? loaders.dashboard : loaders.home;
  } else if (pathname === paths.matches && role) {
    load = loaders.matches;
  }
  // A failed download is reported when the page is rendered and loads it again.
  return load ? load().catch(() => undefined) : Promise.resolve();
};

/**
 * Settles once every one of `waits` has settled, fulfilled or not, or after `maxMs` at most:
 * what the first render waits for (main.tsx), which must never keep the page from drawing.
 */
export const settledOrTimedOut = (
  waits: readonly Promise<unknown>[],
  maxMs: number,
): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    void Promise.allSettled(waits).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
