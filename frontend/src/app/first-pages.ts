import { paths } from '../config/paths';
import { lazyPage } from '../lib/lazy-page';
import { rememberedRole } from '../lib/session';
import type { AppDispatch } from '../lib/store';

/** Pages a visit often starts on, loaded ahead of their route by preloadFirstPage. */
export const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
export const DashboardPage = lazyPage(
  () => import('../features/matches/pages/dashboard-page'),
  'DashboardPage',
);
export const MatchesPage = lazyPage(
  () => import('../features/matches/pages/matches-page'),
  'MatchesPage',
);

export interface FirstPageLoaders {
  home: () => Promise<unknown>;
  dashboard: () => Promise<unknown>;
  matches: () => Promise<unknown>;
}

/**
 * Each page's code, and for a member's pages the data they open with, asked for as soon as the
 * code is in (into the store behind `dispatch`). Without that, the data request would leave only
 * once the session had answered and the page had been drawn: on a slow phone, seconds later.
 */
export const firstPageLoaders = (dispatch: AppDispatch): FirstPageLoaders => ({
  home: HomePage.load,
  dashboard: () =>
    Promise.all([
      DashboardPage.load(),
      import('../features/matches/pages/dashboard-page').then((page) =>
        page.prefetchDashboard(dispatch),
      ),
    ]),
  matches: () =>
    Promise.all([
      MatchesPage.load(),
      import('../features/matches/pages/matches-page').then((page) =>
        page.prefetchMatches(dispatch),
      ),
    ]),
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
