import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, type HttpErrorBody } from '@mithaq/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

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

/** Every state-changing call under /api must carry the session's token in X-CSRF-Token. */
export const csrfProtection: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if (!MUTATING.has(req.method) || !req.path.startsWith('/api/')) {
    next();
    return;
  }
  if (matches(req.session?.csrfToken, req.get(CSRF_HEADER))) {
    next();
    return;
  }
  const body: HttpErrorBody = {
    statusCode: 403,
    message: CSRF_MESSAGE,
    code: ErrorCode.CsrfInvalid,
  };
  res.status(403).json(body);
};
