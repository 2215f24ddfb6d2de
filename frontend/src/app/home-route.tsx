import { useSession } from '../lib/session';
import { lazyPage } from './lazy-page';

const HomePage = lazyPage(() => import('../features/home/pages/home-page'), 'HomePage');
const DashboardPage = lazyPage(
  () => import('../features/matches/pages/dashboard-page'),
  'DashboardPage',
);

/** "/": the dashboard for a signed-in user, the landing page for a visitor. */
export const HomeRoute = () => {
  const { user } = useSession();
  return user ? <DashboardPage /> : <HomePage />;
};
