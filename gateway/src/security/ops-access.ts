import { timingSafeEqual } from 'node:crypto';
import { AccessMessage, ErrorCode, Role } from '@mithaq/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayConfig } from '../config';
import { API_DOCS_PATH } from '../docs/api-docs';
import { sendHttpError } from '../errors/http-status';

/** The operations pages that say too much about the system to be public in production. */
export const isOpsPath = (path: string): boolean =>
  path === '/metrics' ||
  path === API_DOCS_PATH ||
  path.startsWith(`${API_DOCS_PATH}/`) ||
  path.startsWith(`${API_DOCS_PATH}-`);

const bearerMatches = (header: string | undefined, token: string | undefined): boolean => {
  if (!token || !header?.startsWith('Bearer ')) {
    return false;
  }
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * /metrics and /api/docs: open outside production; in production only to an admin session or to
 * a scraper with the metrics token. Runs after the session middleware.
 */
export const opsAccess =
  (config: GatewayConfig): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    if (config.opsOpen || !isOpsPath(req.path)) {
      next();
      return;
    }
    if (bearerMatches(req.get('authorization'), config.METRICS_TOKEN)) {
      next();
      return;
    }
    if (!req.session?.userId) {
      sendHttpError(res, ErrorCode.Unauthenticated, AccessMessage.SignIn);
      return;
    }
    if (req.session.role !== Role.Admin) {
      sendHttpError(res, ErrorCode.Forbidden, AccessMessage.AdminOnly);
      return;
    }
    next();
  };
