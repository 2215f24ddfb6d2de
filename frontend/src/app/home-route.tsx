import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { isAdmin, useSession } from '../lib/session';
import { DashboardPage, HomePage } from './first-pages';

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
