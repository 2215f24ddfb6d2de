import { SignedIn } from '../../../components/signed-in';
import { Dashboard } from '../components/dashboard';

/** "Your Dashboard": what a signed-in member sees at "/". */
export const DashboardPage = () => <SignedIn>{(user) => <Dashboard user={user} />}</SignedIn>;
