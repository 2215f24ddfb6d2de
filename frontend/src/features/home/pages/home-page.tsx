import { useSession } from '../../../lib/session';
import { Dashboard } from '../../dashboard/components/dashboard';
import { LandingPage } from '../components/landing-page';

export const HomePage = () => {
  const { user } = useSession();
  return user ? <Dashboard user={user} /> : <LandingPage />;
};
