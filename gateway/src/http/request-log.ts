import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { REQUEST_ID_HEADER, runWithRequestId, type Logger } from '@mithaq/logging';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Probes from the platform's own monitoring: a line for each would drown the log. */
const UNLOGGED_PATHS = new Set(['/health', '/metrics']);

/** The caller's X-Request-Id when it is sane, so a trace can start outside the platform. */
export const requestIdOf = (req: Request): string => {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
};

/**
 * One request id per request, echoed back and carried by every log line, RPC and event the
 * request causes; and one log line per request once its answer is sent (error level for a 5xx,
 * warn for a connection closed before the answer), or none when that level is off. Nothing is
 * built per request beyond the id and one listener: the line is assembled only when written.
 */
export const requestContext =
  (logger: Logger): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    if (!UNLOGGED_PATHS.has(req.url)) {
      const started = performance.now();
      const { method, url } = req;
      res.once('close', () => {
        const finished = res.writableFinished;
        const level = !finished ? 'warn' : res.statusCode >= 500 ? 'error' : 'info';
        if (!logger.isLevelEnabled(level)) {
          return;
        }
        logger[level](
          {
            requestId,
            req: { method, url },
            res: { statusCode: res.statusCode },
            responseTime: Math.round(performance.now() - started),
          },
          finished ? 'request completed' : 'request aborted',
        );
      });
    }
    runWithRequestId(requestId, next);
  };
