import cluster from 'node:cluster';
import { Controller, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { isApiPath, OpsRoutes } from '@mithaq/contracts';
import { clusterMetrics } from '../cluster';
import { Route } from '../http/route';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const latency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** The matched route pattern, so ids do not explode the label set. */
const routeOf = (req: Request, res: Response): string => {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') {
    return `${req.baseUrl}${route}`;
  }
  // A caller refused before routing (access checked before the body) is counted on its route.
  const refused: unknown = res.locals['routePath'];
  if (typeof refused === 'string') {
    return refused;
  }
  return isApiPath(req.path) ? 'unmatched' : 'spa';
};

export const metricsMiddleware: RequestHandler = (
  req: Request,
  res: Response,
  next: NextFunction,
) => {
  const end = latency.startTimer();
  res.on('finish', () => {
    end({ method: req.method, route: routeOf(req, res), status_code: String(res.statusCode) });
  });
  next();
};

@ApiExcludeController()
@Controller()
export class MetricsController {
  @Route(OpsRoutes.metrics)
  @Header('Content-Type', registry.contentType)
  metrics(): Promise<string> {
    // A worker of the gateway's cluster answers for all of them: the primary sums their figures.
    return cluster.isWorker ? clusterMetrics() : registry.metrics();
  }
}
