import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { allRoutes, isApiPath, routePattern } from '@mithaq/contracts';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';

/** The declared routes outside the API prefix (uploads, health, metrics), as path patterns. */
const otherBackendPaths = allRoutes
  .filter((route) => !isApiPath(route.path))
  .map((route) => routePattern(route.path));

/** A path the gateway answers itself: the whole API prefix, or a declared route outside it. */
export const isBackendPath = (path: string): boolean =>
  isApiPath(path) || otherBackendPaths.some((pattern) => pattern.test(path));

/**
 * Serves the built SPA: its static files, and index.html for every other GET that is not a
 * backend path (history fallback for client-side routes).
 */
export const spaMiddleware = (dir: string): RequestHandler[] => {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    return [];
  }
  const assets = express.static(dir, { index: false, maxAge: '1h', fallthrough: true });
  const fallback = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isBackendPath(req.path)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [
    (req: Request, res: Response, next: NextFunction): void => {
      if (isBackendPath(req.path)) {
        next();
        return;
      }
      void assets(req, res, next);
    },
    fallback,
  ];
};
