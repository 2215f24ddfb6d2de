import { allRoutes, isApiPath, routeMatcher } from '@mithaq/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The API replies that are the same for everyone and hold nothing personal: the site's texts,
 * settings and images, the plans and the public course and service lists. Browsers may keep
 * them but must ask again each time (`no-cache` with the ETag Express sends).
 */
export const PUBLIC_API_READS = [
  '/api/site-settings',
  '/api/site-content',
  '/api/site-images',
  '/api/membership-plans',
  '/api/billing/config',
  '/api/course-sessions/available',
  '/api/services',
];

const isPublicRead = routeMatcher(
  allRoutes.filter((route) => route.method === 'GET' && PUBLIC_API_READS.includes(route.path)),
);

/**
 * Every other /api reply may carry personal data (a profile, messages, the session's CSRF
 * token), so no browser or proxy may store it. A handler that knows better sets its own header
 * afterwards.
 */
export const apiCachePolicy: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  if (isApiPath(req.path)) {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    res.setHeader('Cache-Control', isPublicRead(method, req.path) ? 'no-cache' : 'no-store');
  }
  next();
};
