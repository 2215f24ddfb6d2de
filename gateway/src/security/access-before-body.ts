import {
  Access,
  allRoutes,
  checkAccess,
  DomainError,
  routePattern,
  type AnyRoute,
} from '@mithaq/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendHttpError } from '../errors/http-status';
import { actorOfSession } from '../http/route';

const declared = allRoutes.map((route) => ({ route, pattern: routePattern(route.path) }));

/** The declared routes a request could reach, by method and path. */
export const routesFor = (method: string, path: string): AnyRoute[] =>
  declared
    .filter((entry) => entry.route.method === method && entry.pattern.test(path))
    .map((entry) => entry.route);

/**
 * The refusal a caller gets from `route` whatever the body says, or null when it may pass this
 * far. A `self` route's owner is checked by the guard once the request is parsed; here only its
 * need for a session is.
 */
const refusalOf = (route: AnyRoute, req: Request): DomainError | null => {
  const actor = actorOfSession(req);
  const access =
    route.access === Access.Self || route.access === Access.SelfOrAdmin
      ? Access.SignedIn
      : route.access;
  try {
    checkAccess(access, actor);
    return null;
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
};

/**
 * Applies the declared access rule before any body is read, so a caller who may not call a route
 * (a visitor posting 8 MB to an admin upload) is answered at once and the body is never parsed.
 * The auth guard applies the full rule again after parsing; this only refuses earlier.
 */
export const accessBeforeBody: RequestHandler = (
  req: Request,
  res: Response,
  next: NextFunction,
) => {
  const routes = routesFor(req.method, req.path);
  if (routes.length === 0) {
    next();
    return;
  }
  const refusals = routes.map((route) => refusalOf(route, req));
  const refusal = refusals.every((r) => r !== null) ? refusals[0] : null;
  if (refusal) {
    // Answered before routing: the metrics still name the route the caller asked for.
    res.locals['routePath'] = routes[0]?.path;
    sendHttpError(res, refusal.code, refusal.message);
    return;
  }
  next();
};
