import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';

const isBackendPath = (path: string): boolean =>
  path === '/api' ||
  path.startsWith('/api/') ||
  path === '/health' ||
  path === '/metrics' ||
  path.startsWith('/uploads/');

/**
 * Serves the built SPA: its static files, and index.html for every other GET that is not an API,
 * health or metrics path (history fallback for client-side routes).
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
