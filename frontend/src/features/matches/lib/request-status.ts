import type { MatchRequestStatus, MatchRequestView } from '@mithaq/contracts';

/** Where a member stands with one of their matches, as the Send Request button shows it. */
export interface RequestState {
  status: MatchRequestStatus;
  /** sent: the member asked; received: the match asked the member. */
  direction: 'sent' | 'received';
  request: MatchRequestView;
}

const newer = (a: MatchRequestView, b: MatchRequestView): MatchRequestView =>
  Date.parse(b.createdAt) > Date.parse(a.createdAt) ? b : a;

/**
 * The newest request between the member and each counterpart: sent requests by targetId,
 * received ones by requesterId.
 */
export const requestStatesByCounterpart = (
  sent: readonly MatchRequestView[],
  received: readonly MatchRequestView[],
): Map<string, RequestState> => {
  const states = new Map<string, RequestState>();
  const add = (
    counterpartId: string,
    request: MatchRequestView,
    direction: 'sent' | 'received',
  ) => {
    const known = states.get(counterpartId);
    if (known && newer(known.request, request) === known.request) {
      return;
    }
    states.set(counterpartId, { status: request.status, direction, request });
  };
  for (const request of sent) {
    add(request.targetId || request.target.id, request, 'sent');
  }
  for (const request of received) {
    add(request.requesterId || request.requester.id, request, 'received');
  }
  return states;
};

/** The Send Request button's text in each state. */
export const requestButtonLabel = (state: RequestState | undefined): string => {
  if (!state) {
    return 'Send Request';
  }
  switch (state.status) {
    case 'pending':
      return state.direction === 'sent' ? 'Request Sent' : 'Request Received';
    case 'accepted':
      return 'Request Accepted';
    case 'declined':
      return 'Request Declined';
    case 'expired':
      return 'Request Expired';
  }
};

/** How the request lists show a status: text and tag colour. */
export const requestStatusTag = (
  status: MatchRequestStatus,
  direction: 'sent' | 'received',
): { text: string; color: string } => {
  switch (status) {
    case 'pending':
      return {
        text: direction === 'sent' ? 'Pending Response' : 'Awaiting Response',
        color: 'gold',
      };
    case 'accepted':
      return { text: 'Accepted', color: 'green' };
    case 'declined':
      return { text: 'Declined', color: 'red' };
    case 'expired':
      return { text: 'Expired', color: 'default' };
  }
};

/** The automatic message of a request, naming the requester. */
export const requestMessageFrom = (requesterUsername: string): string =>
  `Assalamu alaikum. @${requesterUsername} would like to connect with you.`;
