import { Access } from '../access';
import { defineRoute } from '../http/route';

/** One dependency's state in the health report. */
export type HealthIndicator = { status: 'up' | 'down' } & Record<string, unknown>;

/** The health report: `ok` with every dependency up, `error` (as a 503) otherwise. */
export interface HealthReply {
  status: 'ok' | 'error' | 'shutting_down';
  info?: Record<string, HealthIndicator>;
  error?: Record<string, HealthIndicator>;
  details: Record<string, HealthIndicator>;
}

/** Operations endpoints outside /api: health for load balancers, metrics for Prometheus. */
export const OpsRoutes = {
  health: defineRoute<HealthReply>()({
    method: 'GET',
    path: '/health',
    access: Access.Visitor,
    tag: 'operations',
    summary: 'Postgres, Redis, RabbitMQ and every service answering an RPC ping',
  }),
  metrics: defineRoute<string>()({
    method: 'GET',
    path: '/metrics',
    access: Access.Visitor,
    tag: 'operations',
    summary: 'Prometheus metrics in the text exposition format',
  }),
} as const;
