import { allRoutes, API_PREFIX, ErrorCode, routeMatcher } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { GatewayConfig } from '../config';
import { sendHttpError } from '../errors/http-status';
import type { RateLimiter } from '../security/rate-limiter';
import { requesterIp } from '../spa/first-screen';

/** Routes declared `signedRaw` (Stripe's webhook): the signature covers the exact bytes (a Buffer). */
export const isRawBodyRequest = routeMatcher(allRoutes.filter((route) => route.signedRaw === true));

/**
 * Routes declared `multipart` (a file upload: documents, site images, logos): their body is
 * streamed by the route itself, after the access guard, never by the JSON parser, so no request
 * body above BODY_LIMIT is ever buffered before its caller is known.
 */
export const isMultipartRequest = routeMatcher(
  allRoutes.filter((route) => route.multipart !== undefined),
);

/** JSON bodies only, size-limited; malformed or oversize bodies are 400/413, never 500. */
export const jsonBody = (
  config: GatewayConfig,
): (RequestHandler | express.ErrorRequestHandler)[] => {
  const json = express.json({ limit: config.BODY_LIMIT });
  const raw = express.raw({ type: () => true, limit: config.BODY_LIMIT });
  const parse: RequestHandler = (req, res, next) =>
    isMultipartRequest(req.method, req.path)
      ? next()
      : (isRawBodyRequest(req.method, req.path) ? raw : json)(req, res, next);
  return [parse, bodyErrors(config)];
};

const bodyErrors =
  (config: GatewayConfig): express.ErrorRequestHandler =>
  (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') {
      sendHttpError(
        res,
        ErrorCode.PayloadTooLarge,
        `The request body is larger than ${config.BODY_LIMIT}`,
      );
      return;
    }
    if (type === 'entity.parse.failed') {
      sendHttpError(res, ErrorCode.ValidationFailed, 'The request body is not valid JSON');
      return;
    }
    if (type) {
      sendHttpError(res, ErrorCode.ValidationFailed, 'The request body could not be read');
      return;
    }
    next(error);
  };

/** A per-IP ceiling over the whole API, shared across gateway instances through Redis. */
export const apiRateLimit =
  (limiter: RateLimiter, config: GatewayConfig, firstScreenKey: string): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith(`${API_PREFIX}/`)) {
      next();
      return;
    }
    // The gateway's own requests for a member's first screen count against that member's address.
    const limit = {
      key: `api:ip:${requesterIp(req, firstScreenKey) ?? 'unknown'}`,
      max: config.API_MAX_REQUESTS_PER_IP,
      windowSeconds: config.API_WINDOW_SECONDS,
    };
    limiter
      .hit([limit])
      .then(([count]) => {
        if ((count ?? 0) > limit.max) {
          res.setHeader('Retry-After', String(config.API_WINDOW_SECONDS));
          sendHttpError(
            res,
            ErrorCode.RateLimited,
            'Too many requests. Please slow down and try again shortly.',
          );
          return;
        }
        next();
      })
      .catch((error: unknown) => {
        // Redis is away: reads go on uncounted (public pages keep working), changes are refused
        // (503) so nothing is written without its limit; sign-in has its own limiter, closed too.
        if (req.method === 'GET' || req.method === 'HEAD') {
          next();
          return;
        }
        next(error);
      });
  };

/** Session-store failures and other errors raised before Nest's own pipeline. */
export const lastResortErrors =
  (logger: Logger): express.ErrorRequestHandler =>
  (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: error }, 'request failed before reaching a route');
    if (!res.headersSent) {
      sendHttpError(
        res,
        ErrorCode.ServiceUnavailable,
        'The service is unavailable right now. Please try again shortly.',
      );
    }
  };
