import type { MatchRequestView } from '@mithaq/contracts';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session';
import { useGetReceivedMatchRequestsQuery, useGetSentMatchRequestsQuery } from '../api/matches-api';
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
