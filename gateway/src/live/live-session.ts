import { createHmac, timingSafeEqual } from 'node:crypto';
import { Role, type Actor } from '@mithaq/contracts';
import type { SessionData } from 'express-session';

/** The value of one cookie in a Cookie header, URL-decoded; null when absent or undecodable. */
export const cookieValue = (header: string | undefined, name: string): string | null => {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
};

/**
 * The session id in express-session's signed cookie value (`s:<id>.<signature>`, the signature
 * an HMAC-SHA256 of the id with the session secret, base64 without padding); null when the
 * value is not signed or the signature does not match.
 */
export const unsignSessionId = (value: string, secret: string): string | null => {
  if (!value.startsWith('s:')) {
    return null;
  }
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) {
    return null;
  }
  const sid = signed.slice(0, dot);
  const expected = Buffer.from(
    createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''),
  );
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : null;
};

const roles = new Set<string>(Object.values(Role));

/**
 * The signed-in user of a stored session, or null when it has none, or when its absolute
 * lifetime is over (the HTTP side ends such a session on its next request).
 */
export const actorOfStoredSession = (
  session: Partial<SessionData> | null | undefined,
  now = Date.now(),
): Actor | null => {
  if (!session?.userId || !session.role || !roles.has(session.role)) {
    return null;
  }
  if (session.absoluteExpiresAt && now > session.absoluteExpiresAt) {
    return null;
  }
  return { userId: session.userId, role: session.role };
};

/**
 * Whether a browser's Origin header names the host it connects to: a page on another site may
 * not open a socket with the member's cookie. Clients that send no Origin (not browsers) pass.
 */
export const sameOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (!origin) {
    return true;
  }
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
};
