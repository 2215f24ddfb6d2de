import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  busNames,
  presenceKey,
  Role,
  type Actor,
  type EventEnvelope,
  type EventName,
} from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { RABBITMQ_URL, REDIS_URL, uniqueTag, waitFor } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { loadGatewayConfig, type GatewayConfig } from '../config';
import { sessionStore } from '../security/session';
import { liveQueueName } from './live-events.consumer';
import { LIVE_PATH, LIVE_SIGN_IN_MESSAGE, LiveServer } from './live.server';

/**
 * Two gateway instances' live servers on real Redis and RabbitMQ: an event taken from the shared
 * queue by either instance reaches the sockets of its audience on both.
 */
describe('live delivery across gateway instances', () => {
  const tag = uniqueTag('live');
  const config: GatewayConfig = loadGatewayConfig({
    LOG_LEVEL: 'silent',
    REDIS_URL,
    RABBITMQ_URL,
    REDIS_PREFIX: `${tag}:`,
    BUS_PREFIX: `${tag}.`,
  });
  const redis = new Redis(REDIS_URL);
  const instances: { server: HttpServer; live: LiveServer; url: string; client: Redis }[] = [];
  const sockets: Socket[] = [];
  let connection: amqplib.ChannelModel;
  let channel: amqplib.Channel;

  const startInstance = async () => {
    const server = createServer((_req, res) => res.writeHead(404).end());
    const client = redis.duplicate();
    const live = new LiveServer(client, config, createLogger('gateway', 'silent'));
    await live.attach(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    instances.push({ server, live, url, client });
    return url;
  };

  /** The cookie express-session sets for a session id (signed with the session secret). */
  const cookieFor = (sid: string): string => {
    const signature = createHmac('sha256', config.SESSION_SECRET)
      .update(sid)
      .digest('base64')
      .replace(/=+$/, '');
    return `${config.SESSION_COOKIE_NAME}=${encodeURIComponent(`s:${sid}.${signature}`)}`;
  };

  /** A session stored as sign-in stores it, and its cookie. */
  const signIn = async (actor: Actor): Promise<string> => {
    const sid = randomUUID();
    await sessionStore(config, redis).set(sid, {
      cookie: { originalMaxAge: null },
      userId: actor.userId,
      role: actor.role,
    } as never);
    return cookieFor(sid);
  };

  const open = async (url: string, cookie: string | null): Promise<Socket> => {
    const socket = connect(url, {
      path: LIVE_PATH,
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  };

  const publish = async <E extends EventName>(name: E, payload: EventEnvelope<E>['payload']) => {
    const envelope: EventEnvelope<E> = {
      id: randomUUID(),
      name,
      occurredAt: new Date().toISOString(),
      requestId: null,
      payload,
    };
    channel.publish(
      busNames(config.BUS_PREFIX).eventsExchange,
      name,
      Buffer.from(JSON.stringify(envelope)),
    );
    await Promise.resolve();
  };

  /** What each socket heard, by event name. */
  const heard = (socket: Socket): { event: string; data: unknown }[] => {
    const log: { event: string; data: unknown }[] = [];
    socket.onAny((event: string, data: unknown) => log.push({ event, data }));
    return log;
  };

  beforeAll(async () => {
    connection = await amqplib.connect(RABBITMQ_URL);
    channel = await connection.createChannel();
    await startInstance();
    await startInstance();
  }, 30_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    for (const { server, live, client } of instances) {
      await live.beforeApplicationShutdown();
      server.close();
      client.disconnect();
    }
    await channel.deleteQueue(liveQueueName(config.BUS_PREFIX));
    await channel.deleteExchange(busNames(config.BUS_PREFIX).eventsExchange);
    await connection.close();
    const keys = await redis.keys(`${tag}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  }, 30_000);

  it('refuses a socket without a signed-in session', async () => {
    const [first] = instances;
    await expect(open(first?.url ?? '', null)).rejects.toThrow(LIVE_SIGN_IN_MESSAGE);
    const forged = `${config.SESSION_COOKIE_NAME}=${encodeURIComponent(`s:${randomUUID()}.abc`)}`;
    await expect(open(first?.url ?? '', forged)).rejects.toThrow(LIVE_SIGN_IN_MESSAGE);
    // Signed correctly but never stored (or ended by sign-out).
    await expect(open(first?.url ?? '', cookieFor(randomUUID()))).rejects.toThrow(
      LIVE_SIGN_IN_MESSAGE,
    );
  });

  it("pushes each event to its audience's sockets on every instance, and to no one else", async () => {
    const [a, b] = instances.map((instance) => instance.url) as [string, string];
    const amina = { userId: randomUUID(), role: Role.Seeker };
    const yusuf = { userId: randomUUID(), role: Role.Seeker };
    const admin = { userId: randomUUID(), role: Role.Admin };
    const aminaOnA = heard(await open(a, await signIn(amina)));
    const aminaOnB = heard(await open(b, await signIn(amina)));
    const yusufOnB = heard(await open(b, await signIn(yusuf)));
    const adminOnA = heard(await open(a, await signIn(admin)));

    const message = {
      id: randomUUID(),
      conversationId: randomUUID(),
      senderId: yusuf.userId,
      receiverId: amina.userId,
      fromSupport: false,
      content: 'Assalamu alaikum',
      isRead: false,
      createdAt: new Date().toISOString(),
      isFlagged: false,
      isFirstContact: true,
      isRemoved: false,
    };
    await publish('messaging.message.sent', { message, notify: [amina.userId], toSupport: false });
    await waitFor(() => aminaOnA.length === 1 && aminaOnB.length === 1, {
      what: "amina's two tabs to hear the message",
    });
    expect(aminaOnA[0]).toEqual({
      event: 'messaging.message.sent',
      data: { message, notify: [amina.userId], toSupport: false },
    });
    expect(aminaOnB).toEqual(aminaOnA);

    await publish('messaging.message.sent', {
      message: { ...message, id: randomUUID(), senderId: yusuf.userId, receiverId: null },
      notify: [],
      toSupport: true,
    });
    await publish('matching.request.created', {
      requestId: randomUUID(),
      requesterId: amina.userId,
      targetId: yusuf.userId,
    });
    await waitFor(() => adminOnA.length === 1 && yusufOnB.length === 1, {
      what: 'the team and yusuf to hear theirs',
    });
    expect(adminOnA[0]?.event).toBe('messaging.message.sent');
    expect(yusufOnB[0]?.event).toBe('matching.request.created');
    // Events that are not live are not pushed, even when the queue could hold them.
    await publish('messaging.member.blocked', { blockerId: amina.userId, blockedId: yusuf.userId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([aminaOnA.length, aminaOnB.length, yusufOnB.length, adminOnA.length]).toEqual([
      1, 1, 1, 1,
    ]);
  }, 20_000);

  it('counts open sockets in the presence key and records when the last one closed', async () => {
    const [a, b] = instances.map((instance) => instance.url) as [string, string];
    const member = { userId: randomUUID(), role: Role.Seeker };
    const key = presenceKey(config.REDIS_PREFIX, member.userId);
    const read = async () =>
      JSON.parse((await redis.get(key)) ?? 'null') as {
        online: number;
        lastSeen: number;
      } | null;
    expect(await read()).toBeNull();
    const first = await open(a, await signIn(member));
    const second = await open(b, await signIn(member));
    await waitFor(async () => (await read())?.online === 2, { what: 'two sockets online' });
    first.disconnect();
    await waitFor(async () => (await read())?.online === 1, { what: 'one socket online' });
    const beforeLast = Date.now();
    second.disconnect();
    const last = await waitFor(
      async () => {
        const presence = await read();
        return presence?.online === 0 ? presence : undefined;
      },
      { what: 'the member offline' },
    );
    expect(last.lastSeen).toBeGreaterThanOrEqual(beforeLast);
    expect(await redis.ttl(key)).toBeGreaterThan(86_000);
  });
});
