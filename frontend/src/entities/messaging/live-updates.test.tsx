import { MatchingRoutes } from '@mithaq/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';
import { openSockets, serverEmit } from '../../testing/fake-socket';
import { json, mockFetch } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-app';
import { useGetUnreadCountQuery } from './conversations';
import { useLiveUpdates } from './live-updates';

// A stand-in screen that reads what the events refresh: match requests and the unread count.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveProbeRequests: build.query<unknown[], void>({
      query: () => routeRequest(MatchingRoutes.receivedRequests),
      providesTags: ['MatchRequests'],
    }),
  }),
});

const Probe = ({ signedIn }: { signedIn: boolean }) => {
  useLiveUpdates(signedIn);
  const { data: requests } = probeApi.useLiveProbeRequestsQuery();
  const { data: unread } = useGetUnreadCountQuery();
  return (
    <p>
      {requests?.length ?? 0} requests, {unread?.unread ?? 0} unread
    </p>
  );
};

const renderProbe = (signedIn: boolean) => {
  let requests: unknown[] = [];
  let unread = 0;
  const fetch = mockFetch({
    'GET /api/match-requests/received': () => json(200, requests),
    'GET /api/messages/unread-count': () => json(200, { unread }),
  });
  renderWithProviders([{ path: '/', element: <Probe signedIn={signedIn} /> }], '/');
  return {
    ...fetch,
    setRequests: (next: unknown[]) => (requests = next),
    setUnread: (next: number) => (unread = next),
  };
};

describe('live updates', { timeout: 30_000 }, () => {
  it('opens no socket for a visitor', async () => {
    renderProbe(false);
    await screen.findByText('0 requests, 0 unread');
    expect(openSockets()).toHaveLength(0);
  });

  it('connects to /api/live with the session cookie while signed in', async () => {
    renderProbe(true);
    await screen.findByText('0 requests, 0 unread');
    expect(openSockets()).toHaveLength(1);
    expect(openSockets()[0]?.options).toMatchObject({
      path: '/api/live',
      withCredentials: true,
      transports: ['websocket'],
    });
  });

  it('refetches match requests when one is created or answered', async () => {
    const { setRequests, callsTo } = renderProbe(true);
    await screen.findByText('0 requests, 0 unread');
    setRequests([{ id: 'r1' }]);
    act(() => serverEmit('matching.request.created', { requestId: 'r1' }));
    expect(await screen.findByText('1 requests, 0 unread')).toBeTruthy();
    setRequests([{ id: 'r1' }, { id: 'r2' }]);
    act(() => serverEmit('matching.request.answered', { requestId: 'r2' }));
    expect(await screen.findByText('2 requests, 0 unread')).toBeTruthy();
    expect(callsTo('GET /api/match-requests/received')).toHaveLength(3);
  });

  it('refetches everything live after a reconnect, and nothing on a timer', async () => {
    const { setUnread, callsTo } = renderProbe(true);
    await screen.findByText('0 requests, 0 unread');
    await waitFor(() => expect(openSockets()[0]?.listeners.has('connect')).toBe(true));
    // The first connect is not a reconnect.
    act(() => serverEmit('connect'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = callsTo('GET /api/messages/unread-count').length;
    setUnread(4);
    act(() => serverEmit('connect'));
    expect(await screen.findByText('0 requests, 4 unread')).toBeTruthy();
    expect(callsTo('GET /api/messages/unread-count').length).toBe(before + 1);
  });
});
