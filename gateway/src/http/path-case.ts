import { API_PREFIX, ErrorCode } from '@mithaq/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendHttpError } from '../errors/http-status';

/** The top-level paths the gateway answers itself, each checked by case-sensitive rules. */
const BACKEND_PREFIXES = [API_PREFIX, '/health', '/metrics', '/uploads'];

/** Whether `path` names a backend prefix in other letter case (e.g. /API/... or /Api/...). */
export const isMiscasedBackendPath = (path: string): boolean =>
  BACKEND_PREFIXES.some((prefix) => {
    const head = path.slice(0, prefix.length);
    const rest = path.charAt(prefix.length);
    return head !== prefix && head.toLowerCase() === prefix && (rest === '' || rest === '/');
  });

/**
 * CSRF, rate limits and the access check before the body all look for `/api/` in exact case, so
 * routing is case-sensitive too (set on the Express app); this answers a mis-cased backend path
 * with a plain 404 before anything else sees it, instead of the SPA page.
 */
export const refuseMiscasedPaths: RequestHandler = (
  req: Request,
  res: Response,
  next: NextFunction,
) => {
  if (isMiscasedBackendPath(req.path)) {
    sendHttpError(res, ErrorCode.NotFound, 'The requested resource was not found');
    return;
  }
  next();
};
