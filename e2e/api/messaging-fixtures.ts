import type { ConversationSummary, CurrentUser } from '@mithaq/contracts';
import { MatchingRoutes, MessagingRoutes } from '@mithaq/contracts';
import { ApiClient, waitFor, type Platform } from '@mithaq/testing';
import { io, type Socket } from 'socket.io-client';
import { matchableMember, newCommunity, waitForMatches, type Member } from './matching-fixtures';

/**
 * Helpers for the messaging API tests: two matched members (each pair in a community of its
 * own), an accepted request between them, and sockets signed in with a member's session.
 */

/** The password newMember() registers with. */
export const MEMBER_PASSWORD = 'bismillah-123';

export interface Pair {
  woman: Member;
  man: Member;
}

/** A woman and a man who match each other (and nobody else), with their matches computed. */
export const matchedPair = async (platform: Platform, admin: ApiClient): Promise<Pair> => {
  const community = newCommunity();
  const woman = await matchableMember(platform, admin, 'female', community);
  const man = await matchableMember(platform, admin, 'male', community);
  await waitForMatches(woman, [man.id]);
  await waitForMatches(man, [woman.id]);
  return { woman, man };
};

/** The member's conversation with `partner`, once the messaging service has opened it. */
export const waitForConversation = (
  member: Member,
  partner: Member,
): Promise<ConversationSummary> =>
  waitFor(
    async () => {
      const { status, body } = await member.client.call(MessagingRoutes.listConversations, {});
      return status === 200
        ? body.find((c) => c.kind === 'member' && c.counterpart.userId === partner.id)
        : undefined;
    },
    { timeoutMs: 15_000, intervalMs: 100, what: 'the conversation to open' },
  );

/** The woman sends a request, the man accepts it: their conversation opens on both sides. */
export const acceptRequest = async ({ woman, man }: Pair): Promise<{ conversationId: string }> => {
  const sent = await woman.client.call(MatchingRoutes.createRequest, {
    body: { requesterId: woman.id, targetId: man.id, message: 'Assalamu alaikum' },
  });
  if (sent.status !== 201) {
    throw new Error(`the match request answered ${sent.status}`);
  }
  const accepted = await man.client.call(MatchingRoutes.respondRequest, {
    params: { id: sent.body.id },
    body: { status: 'accepted' },
  });
  if (accepted.status !== 200) {
    throw new Error(`accepting the request answered ${accepted.status}`);
  }
  const conversation = await waitForConversation(woman, man);
  await waitForConversation(man, woman);
  return { conversationId: conversation.id };
};

/** A matched pair whose request is accepted. */
export const acceptedPair = async (
  platform: Platform,
  admin: ApiClient,
): Promise<Pair & { conversationId: string }> => {
  const pair = await matchedPair(platform, admin);
  return { ...pair, ...(await acceptRequest(pair)) };
};

/**
 * Signs the user in once more and returns that session's Cookie header, as a browser would send
 * it with the socket's handshake.
 */
export const sessionCookie = async (
  baseUrl: string,
  username: string,
  password = MEMBER_PASSWORD,
): Promise<string> => {
  const cookies = new Map<string, string>();
  const remember = (response: Response): void => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = (pair ?? '').indexOf('=');
      if (index > 0) {
        cookies.set((pair ?? '').slice(0, index).trim(), (pair ?? '').slice(index + 1));
      }
    }
  };
  const header = (): string => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = await fetch(`${baseUrl}/api/csrf-token`);
  remember(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: header() },
    body: JSON.stringify({ username, password }),
  });
  remember(login);
  if (login.status !== 200) {
    throw new Error(`signing in ${username} answered ${login.status}`);
  }
  const user = (await login.json()) as CurrentUser;
  if (user.username !== username) {
    throw new Error(`signed in as ${user.username}, not ${username}`);
  }
  return header();
};

/** A socket on the live endpoint with the given Cookie header; resolves once it is connected. */
export const openSocket = async (
  baseUrl: string,
  cookie: string | null,
  transports: ('websocket' | 'polling')[] = ['websocket'],
  origin?: string,
): Promise<Socket> => {
  const socket = io(baseUrl, {
    path: '/api/live',
    transports,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    reconnection: false,
    timeout: 10_000,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  } catch (error) {
    socket.disconnect();
    throw error;
  }
  return socket;
};

/** Resolves with the data of the first `event` the socket receives that `matches`. */
export const nextEvent = <T>(
  socket: Socket,
  event: string,
  matches: (data: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (data: T): void => {
      if (matches(data)) {
        clearTimeout(timer);
        socket.off(event, listener);
        resolve(data);
      }
    };
    socket.on(event, listener);
  });
