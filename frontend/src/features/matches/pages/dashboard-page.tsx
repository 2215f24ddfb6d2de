import { SignedIn } from '../../../components/signed-in';
import type { AppDispatch } from '../../../lib/store';
import { matchesApi } from '../api/matches-api';
import { Dashboard } from '../components/dashboard';
import { prefetchMatchRequests } from '../hooks/use-match-requests';
import { FIRST_DASHBOARD_SORT } from '../lib/first-data';

/** "Your Dashboard": what a signed-in member sees at "/". */
export const DashboardPage = () => <SignedIn>{(user) => <Dashboard user={user} />}</SignedIn>;

/**
 * Asks for the dashboard's data and the member's requests as the page's code arrives, while the
 * session answer is still on its way and the page has yet to be drawn (app/first-pages): the
 * dashboard then finds them asked for, or already in, instead of asking once it has rendered.
 * Settles once every answer is in.
 */
export const prefetchDashboard = (dispatch: AppDispatch): Promise<unknown> =>
  Promise.all([
    dispatch(
      matchesApi.endpoints.getMatchDashboard.initiate(FIRST_DASHBOARD_SORT, { subscribe: false }),
    ),
    prefetchMatchRequests(dispatch),
  ]);
