import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { isAdmin, rememberedRole, useSession } from '../lib/session';
import { lazyPage } from './lazy-page';

const loadHomePage = () => import('../features/home/pages/home-page');
const loadDashboardPage = () => import('../features/matches/pages/dashboard-page');

const HomePage = lazyPage(loadHomePage, 'HomePage');
const DashboardPage = lazyPage(loadDashboardPage, 'DashboardPage');

export interface HomePageLoaders {
  home: () => Promise<unknown>;
  dashboard: () => Promise<unknown>;
}

/**
 * Starts loading the page "/" is likely to show while the session is still being asked for: the
 * dashboard when this browser last had a member signed in, the landing page otherwise. The
 * stored role is only a guess; the session's answer still decides what is shown, so a wrong
 * guess costs one unused download.
 */
export const preloadHomePage = (
  pathname: string,
  role: string | null = rememberedRole(),
  loaders: HomePageLoaders = { home: loadHomePage, dashboard: loadDashboardPage },
): void => {
  if (pathname !== paths.home || role === 'admin') {
    return;
  }
  // A failed download is reported when the page is rendered and loads it again.
  void (role ? loaders.dashboard() : loaders.home()).catch(() => undefined);
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
