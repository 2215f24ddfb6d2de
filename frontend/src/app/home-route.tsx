import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { isAdmin, rememberedRole, useSession } from '../lib/session';
import { lazyPage } from '../lib/lazy-page';

const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const DashboardPage = lazyPage(
  () => import('../features/matches/pages/dashboard-page'),
  'DashboardPage',
);

export interface FirstPageLoaders {
  home: () => Promise<unknown>;
  dashboard: () => Promise<unknown>;
}

const pageLoaders: FirstPageLoaders = {
  home: HomePage.load,
  dashboard: DashboardPage.load,
};

/**
 * Starts loading the page "/" is likely to show while the session is still being asked for,
 * instead of once it has answered, and returns the download (settled either way): the dashboard
 * when a member is signed in (as far as the caller knows) and the landing page otherwise. The
 * role is only a guess; the session's answer still decides what is shown, so a wrong guess costs
 * one unused download. An administrator's pages, and other addresses, load as before.
 */
export const preloadFirstPage = (
  pathname: string,
  role: string | null = rememberedRole(),
  loaders: FirstPageLoaders = pageLoaders,
): Promise<unknown> => {
  if (role === 'admin') {
    return Promise.resolve();
  }
  const load = pathname === paths.home ? (role ? loaders.dashboard : loaders.home) : undefined;
  // A failed download is reported when the page is rendered and loads it again.
  return load ? load().catch(() => undefined) : Promise.resolve();
};

/**
 * "/": the dashboard for a signed-in member, the admin area for an administrator (who has no
 * dashboard), the landing page for a visitor.
 */
export const HomeRoute = () => {
  const { user } = useSession();
  if (isAdmin(user)) {
    return <Navigate to={paths.admin} replace />;
  }
  return user ? <DashboardPage /> : <HomePage />;
};
