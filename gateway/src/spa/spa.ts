import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import {
  allRoutes,
  HOME_DOCUMENTS,
  isApiPath,
  MEMBER_PAGE_DOCUMENTS,
  Role,
  routePattern,
} from '@mithaq/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { preferredCoding } from './accept-encoding';
import { firstScreens, type FirstScreensOptions } from './first-screen';
import { compress, jsonCompression } from './json-compression';
import { askForViewportWidth, sendIndex, staticAssets } from './static-assets';

/** The declared routes outside the API prefix (uploads, health, metrics), as path patterns. */
const otherBackendPaths = allRoutes
  .filter((route) => !isApiPath(route.path))
  .map((route) => routePattern(route.path));

/** A path the gateway answers itself: the whole API prefix, or a declared route outside it. */
export const isBackendPath = (path: string): boolean =>
  isApiPath(path) || otherBackendPaths.some((pattern) => pattern.test(path));

/**
 * A client-side route of the SPA, answered with index.html. A missing file under assets/ (a chunk
 * of an older build) is not one: the browser gets a 404, not HTML where it expects a script.
 */
const isAppRoute = (path: string): boolean =>
  !isBackendPath(path) && !(path.startsWith('/assets/') && extname(path) !== '');

/**
 * A member's document with their page drawn in: never stored by any cache (it holds the member's
 * data), compressed per request as the client takes it.
 */
const sendDrawn = (req: Request, res: Response, document: string): void => {
  res.setHeader('Cache-Control', 'private, no-store');
  askForViewportWidth(res);
  res.vary('Accept-Encoding');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  const body = Buffer.from(document, 'utf8');
  const coding = preferredCoding(req.headers['accept-encoding']);
  if (coding) {
    res.setHeader('Content-Encoding', coding);
    res.end(compress(body, coding));
    return;
  }
  res.end(body);
};

/**
 * The gateway's handlers in front of its routes: compressed JSON replies from the API, and the
 * built SPA — its static files (precompressed copies when the client takes them) and index.html
 * for every other GET that is not a backend path (history fallback for client-side routes).
 */
export const spaMiddleware = (dir: string, firstScreen?: FirstScreensOptions): RequestHandler[] => {
  const compressJson = jsonCompression(isApiPath);
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) {
    return [compressJson];
  }
  const assets = staticAssets(root);
  // The member's document of each path that has one: "/" and the pages of MEMBER_PAGE_DOCUMENTS.
  const memberDocuments = new Map<string, string>([
    ['/', HOME_DOCUMENTS.member],
    ...Object.entries(MEMBER_PAGE_DOCUMENTS),
  ]);
  const built = new Set<string>(
    [HOME_DOCUMENTS.visitor, ...memberDocuments.values()].filter((file) =>
      existsSync(resolve(root, file)),
    ),
  );
  /** The document for the path and session; undefined for index.html. */
  const documentFor = (req: Request): string | undefined => {
    if (!req.session?.userId) {
      return req.path === '/' ? HOME_DOCUMENTS.visitor : undefined;
    }
    // A member's documents ask for a member's data; an administrator has none (and is sent on to
    // the admin area), so gets the plain index.html there.
    return req.session.role === Role.Admin ? undefined : memberDocuments.get(req.path);
  };
  // A member's page drawn on the server into the member's document (first-screen).
  const drawFirstScreen = firstScreen ? firstScreens(root, firstScreen) : undefined;
  const fallback = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isAppRoute(req.path)) {
      next();
      return;
    }
    if (memberDocuments.has(req.path)) {
      // A different document with and without a session: caches must keep them apart.
      res.vary('Cookie');
    }
    const document = documentFor(req);
    const file = document !== undefined && built.has(document) ? document : undefined;
    if (drawFirstScreen && file !== undefined && file !== HOME_DOCUMENTS.visitor) {
      drawFirstScreen(req, req.path, file)
        .then((drawn) =>
          drawn === undefined ? sendIndex(root, req, res, file) : sendDrawn(req, res, drawn),
        )
        .catch(next);
      return;
    }
    sendIndex(root, req, res, file);
  };
  return [
    compressJson,
    (req: Request, res: Response, next: NextFunction): void => {
      if (isBackendPath(req.path)) {
        next();
        return;
      }
      assets(req, res, next);
    },
    fallback,
  ];
};
