import type { EventPayload, LiveEventName } from '@mithaq/contracts';

/** The Socket.IO room of one user's open tabs (every socket of theirs joins it). */
export const userRoom = (userId: string): string => `user:${userId}`;
/** The room every admin's open tabs join: the support team. */
export const ADMINS_ROOM = 'admins';

/** User rooms of the ids given; tolerant of a payload that does not match its type. */
const usersOf = (...values: unknown[]): string[] => {
  const ids = values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
  const valid = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return [...new Set(valid)].map(userRoom);
};

/**
 * Who hears each live event: the rooms it is pushed to. A map keyed by every live event, so a
 * new entry in `liveEvents` fails the typecheck until it says who hears it.
 */
const audiences: { [E in LiveEventName]: (payload: EventPayload<E>) => string[] } = {
  'messaging.message.sent': ({ notify, toSupport }) => [
    ...usersOf(notify),
    ...(toSupport === true ? [ADMINS_ROOM] : []),
  ],
  'messaging.message.read': ({ notify }) => usersOf(notify),
  // The other member: the target of a new request, the requester of an answered one.
  'matching.request.created': ({ targetId }) => usersOf(targetId),
  'matching.request.answered': ({ requesterId }) => usersOf(requesterId),
};

/** The rooms a live event goes to; none for an event that is not live or has no payload. */
export const roomsFor = (name: string, payload: unknown): string[] => {
  const audience = (audiences as Record<string, ((p: unknown) => string[]) | undefined>)[name];
  return audience && typeof payload === 'object' && payload !== null ? audience(payload) : [];
};
