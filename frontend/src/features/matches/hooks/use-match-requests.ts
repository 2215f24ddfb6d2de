import type { MatchRequestView } from '@mithaq/contracts';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import type { AppDispatch } from '../../../lib/store';
import {
  matchesApi,
  useGetReceivedMatchRequestsQuery,
  useGetSentMatchRequestsQuery,
} from '../api/matches-api';
import { requestStatesByCounterpart, type RequestState } from '../lib/request-status';

const NONE: MatchRequestView[] = [];

/** The member's sent and received requests (fetched only when signed in) and the state per match. */
export const useMatchRequests = () => {
  const { user } = useSession();
  const skip = !user;
  const sent = useGetSentMatchRequestsQuery(undefined, { skip });
  const received = useGetReceivedMatchRequestsQuery(undefined, { skip });
  const sentList = sent.data ?? NONE;
  const receivedList = received.data ?? NONE;
  const states = useMemo(
    () => requestStatesByCounterpart(sentList, receivedList),
    [sentList, receivedList],
  );
  return {
    sent: sentList,
    received: receivedList,
    sentQuery: sent,
    receivedQuery: received,
    stateOf: (userId: string): RequestState | undefined => states.get(userId),
  };
};

/**
 * Asks for the member's sent and received requests ahead of the page that shows them (the
 * dashboard's and the matches page's first data, app/first-pages); settles once both answered.
 */
export const prefetchMatchRequests = (dispatch: AppDispatch): Promise<unknown> =>
  Promise.all([
    dispatch(matchesApi.endpoints.getSentMatchRequests.initiate(undefined, { subscribe: false })),
    dispatch(
      matchesApi.endpoints.getReceivedMatchRequests.initiate(undefined, { subscribe: false }),
    ),
  ]);
