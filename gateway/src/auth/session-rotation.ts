import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import {
  regenerate,
  saveSession,
  sessionKey,
  trackUserSession,
  untrackUserSession,
  userSessionsKey,
} from '../security/session';

/** Ends every session of the user except `keepSid` (the member changed their own password). */
export const endOtherSessions = async (
  redis: Redis,
  config: GatewayConfig,
  userId: string,
  keepSid: string,
): Promise<number> => {
  const key = userSessionsKey(config, userId);
  const others = (await redis.smembers(key)).filter((sid) => sid !== keepSid);
  if (others.length > 0) {
    await redis
      .multi()
      .del(...others.map((sid) => sessionKey(config, sid)))
      .srem(key, ...others)
      .exec();
  }
  return others.length;
};

/**
 * Gives the signed-in session a new id, keeping who it is, its expiry and its CSRF token (the
 * page keeps working without fetching a new one); the old id stops working.
 */
export const rotateSession = async (
  req: Request,
  redis: Redis,
  config: GatewayConfig,
): Promise<void> => {
  const { userId, role, absoluteExpiresAt, csrfToken } = req.session;
  if (!userId) {
    return;
  }
  const maxAge = req.session.cookie.maxAge;
  const previousSid = req.sessionID;
  await regenerate(req);
  Object.assign(req.session, { userId, role, absoluteExpiresAt, csrfToken });
  if (maxAge !== null && maxAge !== undefined) {
    req.session.cookie.maxAge = maxAge;
  }
  await saveSession(req);
  await untrackUserSession(redis, config, userId, previousSid);
  await trackUserSession(redis, config, userId, req.sessionID);
};
