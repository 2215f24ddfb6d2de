import { randomBytes, timingSafeEqual } from 'node:crypto';
import { allRoutes, API_PREFIX, ErrorCode, routeMatcher } from '@mithaq/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendHttpError } from '../errors/http-status';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

export const CSRF_MESSAGE =
  'Missing or invalid CSRF token. Fetch one from GET /api/csrf-token and send it in the X-CSRF-Token header.';

/** The session's token, created on first use. */
export const csrfTokenOf = (req: Request): string => {
  req.session.csrfToken ??= randomBytes(32).toString('base64url');
  return req.session.csrfToken;
};

const matches = (expected: string | undefined, given: unknown): boolean => {
  if (!expected || typeof given !== 'string') {
    return false;
  }
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Calls authenticated by their own signature rather than a session (routes declared `signedRaw`). */
const signedElsewhere = routeMatcher(allRoutes.filter((route) => route.signedRaw === true));

/** Every state-changing call under /api must carry the session's token in X-CSRF-Token. */
export const csrfProtection: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if (
    !MUTATING.has(req.method) ||
    !req.path.startsWith(`${API_PREFIX}/`) ||
    signedElsewhere(req.method, req.path)
  ) {
    next();
    return;
  }
  if (matches(req.session?.csrfToken, req.get(CSRF_HEADER))) {
    next();
    return;
  }
  sendHttpError(res, ErrorCode.CsrfInvalid, CSRF_MESSAGE);
};
