import type { Role } from '@mithaq/contracts';
import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session from 'express-session';
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

/** Session cookie in Redis: httpOnly, SameSite=Lax, Secure behind TLS, idle timeout rolling. */
export const sessionMiddleware = (config: GatewayConfig, redis: Redis): RequestHandler =>
  session({
    name: config.SESSION_COOKIE_NAME,
    secret: config.SESSION_SECRET,
    store: new RedisStore({
      client: redis,
      prefix: `${config.REDIS_PREFIX}sess:`,
      ttl: config.SESSION_IDLE_MINUTES * 60,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
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
