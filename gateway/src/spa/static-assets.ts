import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { preferredCoding } from './accept-encoding';

/** Vite names every file under assets/ by a hash of its content: a new build, a new name. */
const HASHED_PREFIX = '/assets/';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** How long a browser may keep a file without asking again. */
export const cacheControlFor = (path: string): string => {
  if (path.startsWith(HASHED_PREFIX)) {
    return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  }
  // index.html names the current hashed files, so it is checked on every visit; so are the few
  // unhashed files beside it, which keep their names across builds.
  return 'no-cache';
};

/** The content types of the files the build compresses (scripts/precompress.mjs). */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
};

const fileExtension: Record<string, string> = { br: '.br', gzip: '.gz' };

/** The file of `dir` a URL path names, or undefined when it would leave the folder. */
const fileOf = (dir: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = normalize(join(dir, decoded));
  return file.startsWith(dir.endsWith(sep) ? dir : dir + sep) ? file : undefined;
};

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/**
 * Serves the built files of `dir`: the brotli or gzip copy written at build time when the client
 * accepts it (with Content-Encoding and Vary), hashed files cached for a year as immutable,
 * everything else revalidated. Requests for anything else fall through.
 */
export const staticAssets = (dir: string): RequestHandler => {
  const serve = express.static(dir, {
    index: false,
    fallthrough: true,
    // Cache-Control is set below per file; serve-static would otherwise add its own.
    cacheControl: false,
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const file = fileOf(dir, req.path);
    if (!file || !isFile(file)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', cacheControlFor(req.path));
    const type = contentTypes[extname(file)];
    if (type) {
      // A compressible type: caches must keep one copy per coding the client takes.
      res.setHeader('Vary', 'Accept-Encoding');
      const coding = preferredCoding(req.headers['accept-encoding']);
      const suffix = coding && fileExtension[coding];
      if (coding && suffix && isFile(file + suffix)) {
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', coding);
        const query = req.url.slice(req.path.length);
        req.url = `${req.path}${suffix}${query}`;
      }
    }
    void serve(req, res, next);
  };
};

/**
 * Asks the browser to say its window's width with its next requests (a client hint), so that a
 * member's page drawn by the gateway (first-screen) is drawn for that width rather than a guess.
 */
export const askForViewportWidth = (res: Response): void => {
  res.setHeader('Accept-CH', 'Sec-CH-Viewport-Width');
};

/** Sends index.html or another document of the app (or its compressed copy), revalidated always. */
export const sendIndex = (
  dir: string,
  req: Request,
  res: Response,
  document = 'index.html',
): void => {
  const file = join(dir, document);
  res.setHeader('Cache-Control', 'no-cache');
  askForViewportWidth(res);
  res.vary('Accept-Encoding');
  res.setHeader('Content-Type', contentTypes['.html'] ?? 'text/html');
  const coding = preferredCoding(req.headers['accept-encoding']);
  const suffix = coding && fileExtension[coding];
  if (coding && suffix && isFile(file + suffix)) {
    res.setHeader('Content-Encoding', coding);
    res.sendFile(file + suffix);
    return;
  }
  res.sendFile(file);
};
