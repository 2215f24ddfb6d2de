import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { preferredCoding, type Coding } from './accept-encoding';

/** Below this a compressed body saves less than the work and headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

const isJson = (type: unknown): boolean =>
  typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);

/** Fast settings: replies are compressed per request, unlike the build's static files. */
export const compress = (body: Buffer, coding: Coding): Buffer =>
  coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });

const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer | undefined => {
  if (chunk === undefined || chunk === null) {
    return undefined;
  }
  if (Buffer.isBuffer(chunk)) {
    return chunk;
  }
  if (chunk instanceof Uint8Array) {
    return Buffer.from(chunk);
  }
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : undefined;
};

type EndArgs = [unknown?, (BufferEncoding | (() => void))?, (() => void)?];

/**
 * Compresses JSON replies of at least `minBytes` with brotli or gzip, whichever the client takes.
 * Replies are sent whole by the route handlers (one `res.end`); a reply that streams (`res.write`)
 * or is not JSON is left as it is.
 */
export const jsonCompression =
  (isApiRequest: (path: string) => boolean, minBytes = MIN_COMPRESSED_BYTES): RequestHandler =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (!isApiRequest(req.path)) {
      next();
      return;
    }
    const coding = preferredCoding(req.headers['accept-encoding']);
    // Whatever the coding chosen, the reply depends on the header: shared caches must know.
    res.vary('Accept-Encoding');
    if (!coding || req.method === 'HEAD') {
      next();
      return;
    }
    let streamed = false;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    res.write = ((...args: unknown[]) => {
      streamed = true;
      return write(...args);
    }) as Response['write'];
    const end = res.end.bind(res) as (...args: EndArgs) => Response;
    res.end = ((...args: EndArgs) => {
      const [chunk, encodingOrCallback, callback] = args;
      const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
      const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
      const body = toBuffer(chunk, encoding);
      if (
        streamed ||
        res.headersSent ||
        !body ||
        body.length < minBytes ||
        res.getHeader('Content-Encoding') ||
        !isJson(res.getHeader('Content-Type'))
      ) {
        return end(...args);
      }
      const compressed = compress(body, coding);
      res.setHeader('Content-Encoding', coding);
      res.setHeader('Content-Length', compressed.length);
      return done ? end(compressed, done) : end(compressed);
    }) as Response['end'];
    next();
  };
