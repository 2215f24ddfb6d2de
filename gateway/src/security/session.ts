import type { Role } from '@mithaq/contracts';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    role: Role;
    /** When the signed-in session ends however active it is (absolute timeout), epoch ms. */
    absoluteExpiresAt: number;
    csrfToken: string;
  }
}

/** How often one gateway renews the expiry of a session in use. */
export const TOUCH_INTERVAL_MS = 60_000;

type TouchCallback = (error?: unknown) => void;

/**
 * Sessions in Redis, one key per session id, expiring after the idle timeout. A request renews
 * its session's expiry only when this gateway has not renewed it in the last minute: one EXPIRE
 * per request was a tenth of the gateway's work. A session in use therefore idles out between a
 * minute before and exactly SESSION_IDLE_MINUTES after its last request; remember-me sessions
 * likewise. A change to the session is always written at once (with a fresh expiry).
 */
export class SessionStore extends RedisStore {
  /** Session ids renewed in this interval and the one before, with when; older ones drop out. */
  private renewed = new Map<string, number>();
  private renewedBefore = new Map<string, number>();
  private intervalStart: number;

  constructor(
    config: GatewayConfig,
    redis: Redis,
    private readonly now: () => number = Date.now,
  ) {
    super({
      client: redis,
      prefix: `${config.REDIS_PREFIX}sess:`,
      ttl: config.SESSION_IDLE_MINUTES * 60,
    });
    this.intervalStart = this.now();
  }

  override touch(sid: string, sess: SessionData, cb?: TouchCallback): Promise<unknown> {
    const now = this.now();
    if (now - this.intervalStart >= TOUCH_INTERVAL_MS) {
      this.renewedBefore = this.renewed;
      this.renewed = new Map();
      this.intervalStart = now;
    }
    const last = this.renewed.get(sid) ?? this.renewedBefore.get(sid);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) {
      cb?.();
      return Promise.resolve();
    }
    this.renewed.set(sid, now);
    return super.touch(sid, sess, (error?: unknown) => {
      if (error) {
        // Not renewed after all: the next request tries again.
        this.renewed.delete(sid);
        this.renewedBefore.delete(sid);
      }
      cb?.(error);
    });
  }
}

export const sessionStore = (config: GatewayConfig, redis: Redis): SessionStore =>
  new SessionStore(config, redis);

/**
 * Session cookie in Redis: httpOnly, SameSite=Lax, idle timeout rolling. In production it is
 * always Secure (its `__Host-` name demands it; the request's TLS is known through TRUST_PROXY);
 * elsewhere it is Secure when the request came over TLS.
 */
export const sessionMiddleware = (config: GatewayConfig, redis: Redis): RequestHandler =>
  session({
    name: config.SESSION_COOKIE_NAME,
    secret: config.SESSION_SECRET,
    store: sessionStore(config, redis),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.NODE_ENV === 'production' ? true : 'auto',
      path: '/',
    },
  });

/** Ends a signed-in session once it is older than the absolute limit, however active it was. */
export const absoluteTimeout =
  (): RequestHandler => (req: Request, _res: Response, next: NextFunction) => {
    const expiresAt = req.session?.absoluteExpiresAt;
    if (expiresAt && Date.now() > expiresAt) {
      req.session.destroy((error: unknown) => next(error));
      return;
    }
    next();
  };

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

export const regenerate = (req: Request): Promise<void> =>
  new Promise((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(asError(error)) : resolve())),
  );

export const saveSession = (req: Request): Promise<void> =>
  new Promise((resolve, reject) =>
    req.session.save((error: unknown) => (error ? reject(asError(error)) : resolve())),
  );

export const destroySession = (req: Request): Promise<void> =>
  new Promise((resolve, reject) =>
    req.session.destroy((error: unknown) => (error ? reject(asError(error)) : resolve())),
  );

/** The RedisStore's key of one session: destroying it ends that session wherever it is used. */
export const sessionKey = (config: GatewayConfig, sid: string): string =>
  `${config.REDIS_PREFIX}sess:${sid}`;

/** The set of a user's session ids, kept so an admin action can end every one of them. */
export const userSessionsKey = (config: GatewayConfig, userId: string): string =>
  `${config.REDIS_PREFIX}user-sessions:${userId}`;

/**
 * The set lives at least as long as the longest session it may list (remember-me or the
 * absolute limit), and every sign-in extends it; stale ids in it are harmless to delete later.
 */
const userSessionsTtlSeconds = (config: GatewayConfig): number =>
  Math.max(config.SESSION_REMEMBER_DAYS * 86_400, config.SESSION_ABSOLUTE_HOURS * 3_600);

export const trackUserSession = async (
  redis: Redis,
  config: GatewayConfig,
  userId: string,
  sid: string,
): Promise<void> => {
  const key = userSessionsKey(config, userId);
  await redis.multi().sadd(key, sid).expire(key, userSessionsTtlSeconds(config)).exec();
};

export const untrackUserSession = async (
  redis: Redis,
  config: GatewayConfig,
  userId: string,
  sid: string,
): Promise<void> => {
  await redis.srem(userSessionsKey(config, userId), sid);
};

/** Ends every session of the user (password changed, account deleted) and forgets the set. */
export const endUserSessions = async (
  redis: Redis,
  config: GatewayConfig,
  userId: string,
): Promise<number> => {
  const key = userSessionsKey(config, userId);
  // Read and drop the set atomically: a sign-in that lands after this keeps its new session.
  const replies = await redis.multi().smembers(key).del(key).exec();
  const [error, members] = replies?.[0] ?? [null, []];
  if (error) {
    throw error;
  }
  const sids = Array.isArray(members)
    ? members.filter((m): m is string => typeof m === 'string')
    : [];
  if (sids.length > 0) {
    await redis.del(...sids.map((sid) => sessionKey(config, sid)));
  }
  return sids.length;
};
