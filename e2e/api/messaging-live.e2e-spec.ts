/** @platform shared */
import {
  MatchingRoutes,
  MessagingRoutes,
  SUPPORT_RECIPIENT,
  type EventPayload,
} from '@mithaq/contracts';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import type { Socket } from 'socket.io-client';
import { newCommunity, register } from './matching-fixtures';
import {
  acceptedPair,
  matchedPair,
  nextEvent,
  openSocket,
  sessionCookie,
} from './messaging-fixtures';

type Sent = EventPayload<'messaging.message.sent'>;

describe('live delivery over the gateway socket', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let adminCookie: string;
  const sockets: Socket[] = [];

  const open = async (
    cookie: string | null,
    transports?: ('websocket' | 'polling')[],
    origin?: string,
  ) => {
    const socket = await openSocket(platform.baseUrl, cookie, transports, origin);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    let credentials: { username: string; password: string };
    ({ admin, credentials } = await startPlatformWithAdmin(platform));
    adminCookie = await sessionCookie(platform.baseUrl, credentials.username, credentials.password);
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  it('refuses a socket without a session, with a forged cookie or from another site', async () => {
    await expect(open(null)).rejects.toThrow('Please sign in to receive live updates');
    await expect(open('mithaq.sid=s%3Aforged.signature')).rejects.toThrow(
      'Please sign in to receive live updates',
    );
    const member = await register(platform, newCommunity());
    const cookie = await sessionCookie(platform.baseUrl, member.username);
    await expect(open(cookie, ['websocket'], 'https://evil.example')).rejects.toThrow();
    // Long-polling is refused: its requests could reach different gateway workers.
    const polling = await fetch(`${platform.baseUrl}/api/live/?EIO=4&transport=polling`, {
      headers: { cookie },
    });
    expect(polling.status).toBe(400);
    await polling.arrayBuffer();
    // The same session is accepted over WebSocket, from the platform's own origin too.
    (await open(cookie)).disconnect();
    (await open(cookie, ['websocket'], platform.baseUrl)).disconnect();
  });

  it("delivers a member's message to the other member's socket within seconds", async () => {
    const { woman, man } = await acceptedPair(platform, admin);
    const hisSocket = await open(await sessionCookie(platform.baseUrl, man.username));
    const herSocket = await open(await sessionCookie(platform.baseUrl, woman.username));
    const herEcho: unknown[] = [];
    herSocket.on('messaging.message.sent', (data: unknown) => herEcho.push(data));

    const arrives = nextEvent<Sent>(hisSocket, 'messaging.message.sent', () => true, 5_000);
    const started = Date.now();
    const sent = await woman.client.call(MessagingRoutes.send, {
      body: { receiverId: man.id, content: 'Assalamu alaikum, live' },
    });
    expect(sent.status).toBe(201);
    const event = await arrives;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(event.message).toMatchObject({
      id: sent.body.id,
      senderId: woman.id,
      receiverId: man.id,
      content: 'Assalamu alaikum, live',
    });
    expect(event.notify).toEqual([man.id]);

    // His read receipt reaches her; her own message never echoes to her.
    const receipt = nextEvent<EventPayload<'messaging.message.read'>>(
      herSocket,
      'messaging.message.read',
    );
    expect(
      (await man.client.call(MessagingRoutes.markRead, { params: { id: sent.body.id } })).status,
    ).toBe(200);
    expect(await receipt).toMatchObject({ readerId: man.id, upToMessageId: sent.body.id });
    expect(herEcho).toEqual([]);
  });

  it('pushes a new match request to its target and the answer to the requester', async () => {
    const { woman, man } = await matchedPair(platform, admin);
    const hisSocket = await open(await sessionCookie(platform.baseUrl, man.username));
    const herSocket = await open(await sessionCookie(platform.baseUrl, woman.username));
    const created = nextEvent<EventPayload<'matching.request.created'>>(
      hisSocket,
      'matching.request.created',
    );
    const request = await woman.client.call(MatchingRoutes.createRequest, {
      body: { requesterId: woman.id, targetId: man.id, message: 'Assalamu alaikum' },
    });
    expect(await created).toMatchObject({ requestId: request.body.id, requesterId: woman.id });
    const answered = nextEvent<EventPayload<'matching.request.answered'>>(
      herSocket,
      'matching.request.answered',
    );
    await man.client.call(MatchingRoutes.respondRequest, {
      params: { id: request.body.id },
      body: { status: 'accepted' },
    });
    expect(await answered).toMatchObject({ requestId: request.body.id, status: 'accepted' });
  });

  it("tells the admins' sockets of a message to the team, and the member of the answer", async () => {
    const member = await register(platform, newCommunity());
    const memberSocket = await open(await sessionCookie(platform.baseUrl, member.username));
    const adminSocket = await open(adminCookie);
    const toTeam = nextEvent<Sent>(
      adminSocket,
      'messaging.message.sent',
      (data) => data.message.senderId === member.id,
    );
    const question = await member.client.call(MessagingRoutes.send, {
      body: { receiverId: SUPPORT_RECIPIENT, content: 'Is my profile visible yet?' },
    });
    expect((await toTeam).toSupport).toBe(true);
    const answer = nextEvent<Sent>(memberSocket, 'messaging.message.sent');
    await admin.call(MessagingRoutes.adminSupportReply, {
      params: { conversationId: question.body.conversationId },
      body: { content: 'Yes, since this morning.' },
    });
    expect((await answer).message).toMatchObject({
      fromSupport: true,
      content: 'Yes, since this morning.',
    });
  });

  it('refuses a new socket for a session that signed out', async () => {
    const member = await register(platform, newCommunity());
    const cookie = await sessionCookie(platform.baseUrl, member.username);
    (await open(cookie)).disconnect();
    const token = await fetch(`${platform.baseUrl}/api/csrf-token`, { headers: { cookie } });
    const { csrfToken } = (await token.json()) as { csrfToken: string };
    const ended = await fetch(`${platform.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(ended.status).toBe(200);
    await expect(open(cookie)).rejects.toThrow('Please sign in to receive live updates');
  });
});
