import type { EventPayload, LiveEventName } from '@mithaq/contracts';
import { useCallback, useMemo } from 'react';
import { api, type TagType } from '../../lib/api';
import { useAppDispatch } from '../../lib/hooks';
import { useLiveSocket } from '../../lib/live-socket';

type Invalidation = Parameters<typeof api.util.invalidateTags>[0];

const conversationIdOf = (data: unknown, read: (value: object) => unknown): string | null => {
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const id = read(data);
  return typeof id === 'string' ? id : null;
};

/** A message arrived: its thread, the lists and the counters change. */
export const messageSentTags = (data: unknown): Invalidation => {
  const conversationId = conversationIdOf(
    data,
    (value) => (value as Partial<EventPayload<'messaging.message.sent'>>).message?.conversationId,
  );
  return [
    'Conversations',
    'UnreadCount',
    'SupportThreads',
    'AdminMessages',
    'MessagingStats',
    ...(conversationId ? [{ type: 'Thread' as const, id: conversationId }] : []),
  ];
};

/** The other side read: the read marks of that thread change. */
export const messageReadTags = (data: unknown): Invalidation => {
  const conversationId = conversationIdOf(
    data,
    (value) => (value as Partial<EventPayload<'messaging.message.read'>>).conversationId,
  );
  return [
    'Conversations',
    'UnreadCount',
    ...(conversationId ? [{ type: 'Thread' as const, id: conversationId }] : []),
  ];
};

const matchRequestTags: TagType[] = [
  'MatchRequests',
  'Matches',
  'Conversations',
  'AdminMatchRequests',
];

/** After a reconnect everything a live event could have changed is fetched again. */
const everythingLive: TagType[] = [
  'Conversations',
  'Thread',
  'UnreadCount',
  'SupportThreads',
  'AdminMessages',
  'MessagingStats',
  ...matchRequestTags,
];

/**
 * Keeps the cache current from the gateway's live events while someone is signed in: each event
 * invalidates the tags of what it changed (the open screens refetch once), and a reconnect
 * refetches all of them. No polling.
 */
export const useLiveUpdates = (signedIn: boolean): void => {
  const dispatch = useAppDispatch();
  const handlers = useMemo(
    () =>
      ({
        'messaging.message.sent': (data: unknown) =>
          dispatch(api.util.invalidateTags(messageSentTags(data))),
        'messaging.message.read': (data: unknown) =>
          dispatch(api.util.invalidateTags(messageReadTags(data))),
        'matching.request.created': () => dispatch(api.util.invalidateTags(matchRequestTags)),
        'matching.request.answered': () => dispatch(api.util.invalidateTags(matchRequestTags)),
      }) satisfies Record<LiveEventName, (data: unknown) => void>,
    [dispatch],
  );
  const onReconnect = useCallback(
    () => dispatch(api.util.invalidateTags(everythingLive)),
    [dispatch],
  );
  useLiveSocket({ enabled: signedIn, handlers, onReconnect });
};

/** The live connection as a component that draws nothing: mounted while someone is signed in. */
export const LiveUpdates = (): null => {
  useLiveUpdates(true);
  return null;
};
