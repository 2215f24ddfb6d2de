import type { Server as HttpServer } from 'node:http';
import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import { Role, type Actor, type EventEnvelope } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import type { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import { Redis } from 'ioredis';
import { Counter, Gauge } from 'prom-client';
import { Server, type Socket } from 'socket.io';
import type { GatewayConfig } from '../config';
import { InjectGatewayConfig, InjectGatewayLogger } from '../infra/infra.module';
import { listenerConnection } from '../infra/redis-listener';
import { registry } from '../metrics/metrics';
import { sessionStore } from '../security/session';
import { LiveEventsConsumer } from './live-events.consumer';
import { PRESENCE_HEARTBEAT_MS, PresenceWriter, type PresenceChange } from './live-presence';
import { ADMINS_ROOM, roomsFor, userRoom } from './live-rooms';
import { actorOfStoredSession, cookieValue, sameOrigin, unsignSessionId } from './live-session';

/** Socket.IO's path: under /api, so the dev proxy and the gateway's API prefix cover it. */
export const LIVE_PATH = '/api/live';
/** What a refused socket's `connect_error` says. */
export const LIVE_SIGN_IN_MESSAGE = 'Please sign in to receive live updates';

interface LiveSocketData {
  actor: Actor;
  sessionId: string;
}
type LiveSocket = Socket<never, Record<string, never>, never, LiveSocketData>;

const openSockets = new Gauge({
  name: 'mithaq_live_sockets',
  help: 'Live sockets open on this gateway',
  registers: [registry],
});
const pushedEvents = new Counter({
  name: 'mithaq_live_events_total',
  help: 'Live events pushed to sockets, by event name',
  labelNames: ['event'] as const,
  registers: [registry],
});

/**
 * The live endpoint: a read-only Socket.IO push channel. A socket is accepted only with the
 * session cookie of a signed-in user (same store and secret as HTTP) and joins `user:<id>`
 * (admins also `admins`); clients can send nothing that changes state, every write stays on HTTP
 * behind the CSRF check. Live events arrive from RabbitMQ on one queue shared by every gateway
 * instance, and the Redis adapter reaches the rooms' sockets on all of them.
 */
@Injectable()
export class LiveServer implements BeforeApplicationShutdown {
  private io: Server | null = null;
  private consumer: LiveEventsConsumer | null = null;
  private adapterClients: Redis[] = [];
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly pending = new Set<Promise<unknown>>();
  private presence: PresenceWriter | null = null;
  private store: RedisStore | null = null;

  constructor(
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
    @InjectGatewayLogger() private readonly logger: Logger,
  ) {}

  /** Serves sockets on the gateway's HTTP server and starts consuming live events. */
  async attach(server: HttpServer): Promise<void> {
    if (this.io) {
      throw new Error('the live server is already attached');
    }
    this.store = sessionStore(this.config, this.redis);
    this.presence = new PresenceWriter(this.redis, this.config.REDIS_PREFIX);
    const pub = listenerConnection(this.redis);
    const sub = listenerConnection(this.redis);
    for (const client of [pub, sub]) {
      // An unhandled 'error' event would end the gateway during a Redis outage.
      client.on('error', (err) => this.logger.warn({ err }, 'live: Redis error'));
    }
    this.adapterClients = [pub, sub];
    const io = new Server(server, {
      path: LIVE_PATH,
      serveClient: false,
      // WebSocket only: a socket is one connection, held by whichever gateway worker accepted
      // it. Long-polling's separate requests could each reach a different worker, which would
      // not know the socket.
      transports: ['websocket'],
      // Clients only listen: nothing they could send needs more than a few bytes.
      maxHttpBufferSize: 4096,
      allowRequest: (req, callback) => callback(null, this.allowedOrigin(req.headers)),
    });
    io.adapter(createAdapter(pub, sub, { key: `${this.config.REDIS_PREFIX}socket.io` }));
    io.use((socket, next) => {
      this.authenticate(socket as LiveSocket).then(
        (ok) => next(ok ? undefined : refusal()),
        (error: unknown) => {
          this.logger.error({ err: error }, 'live: could not read the session');
          next(refusal());
        },
      );
    });
    io.on('connection', (socket: LiveSocket) => this.onConnection(socket));
    this.io = io;
    this.consumer = await LiveEventsConsumer.start({
      rabbitmqUrl: this.config.RABBITMQ_URL,
      busPrefix: this.config.BUS_PREFIX,
      logger: this.logger,
      deliver: (envelope) => this.push(envelope),
    });
    this.heartbeat = setInterval(() => this.track(this.beat()), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Whether the live events consumer is connected to RabbitMQ. */
  isConsuming(): boolean {
    return this.consumer?.isConnected() ?? false;
  }

  /** Stops taking events, closes every socket (recording the presence) and the adapter. */
  async beforeApplicationShutdown(): Promise<void> {
    const io = this.io;
    if (!io) {
      return;
    }
    this.io = null;
    if (this.heartbeat) {
      clearInterval(this.heartbeat);
    }
    await this.consumer?.close().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'live: closing the events consumer failed');
    });
    for (const socket of io.of('/').sockets.values()) {
      socket.disconnect(true);
    }
    await Promise.allSettled([...this.pending]);
    await io.of('/').adapter.close();
    io.engine.close();
    this.adapterClients.forEach((client) => client.disconnect());
  }

  private push(envelope: EventEnvelope): void {
    const rooms = roomsFor(envelope.name, envelope.payload);
    if (this.io && rooms.length > 0) {
      this.io.to(rooms).emit(envelope.name, envelope.payload);
      pushedEvents.inc({ event: envelope.name });
    }
  }

  private allowedOrigin(headers: Record<string, string | string[] | undefined>): boolean {
    const origin = typeof headers['origin'] === 'string' ? headers['origin'] : undefined;
    const hosts = [headers['host']];
    if (this.config.TRUST_PROXY !== 'false') {
      hosts.push(headers['x-forwarded-host']);
    }
    return hosts.some((host) => sameOrigin(origin, typeof host === 'string' ? host : undefined));
  }

  /** Reads the session the handshake's cookie names; the socket keeps its actor and id. */
  private async authenticate(socket: LiveSocket): Promise<boolean> {
    const cookie = cookieValue(socket.request.headers.cookie, this.config.SESSION_COOKIE_NAME);
    const sessionId = cookie ? unsignSessionId(cookie, this.config.SESSION_SECRET) : null;
    const actor = sessionId ? await this.actorOf(sessionId) : null;
    if (!sessionId || !actor) {
      return false;
    }
    socket.data = { actor, sessionId };
    return true;
  }

  private async actorOf(sessionId: string): Promise<Actor | null> {
    const session = (await this.store?.get(sessionId)) as Partial<SessionData> | null | undefined;
    return actorOfStoredSession(session);
  }

  private onConnection(socket: LiveSocket): void {
    const { actor } = socket.data;
    void socket.join(userRoom(actor.userId));
    if (actor.role === Role.Admin) {
      void socket.join(ADMINS_ROOM);
    }
    openSockets.inc();
    this.record(socket, 'open');
    socket.on('disconnect', () => {
      openSockets.dec();
      this.record(socket, 'close');
    });
  }

  private record(socket: LiveSocket, change: PresenceChange): void {
    const presence = this.presence;
    if (presence) {
      this.track(presence.record(socket.data.actor.userId, socket.id, change));
    }
  }

  /**
   * Every minute: a socket whose session has ended (signed out, password changed, expired) is
   * closed, the others' presence is written again.
   */
  private async beat(): Promise<void> {
    const sockets = [...(this.io?.of('/').sockets.values() ?? [])] as LiveSocket[];
    for (const socket of sockets) {
      const actor = await this.actorOf(socket.data.sessionId);
      if (actor?.userId !== socket.data.actor.userId || actor.role !== socket.data.actor.role) {
        socket.disconnect(true);
      } else if (socket.connected) {
        this.record(socket, 'beat');
      }
    }
  }

  private track(work: Promise<unknown>): void {
    const tracked = work
      .catch((error: unknown) => this.logger.warn({ err: error }, 'live: presence not written'))
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}

const refusal = (): Error =>
  Object.assign(new Error(LIVE_SIGN_IN_MESSAGE), { data: { code: 'unauthenticated' } });
