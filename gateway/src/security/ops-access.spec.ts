import type { Request, Response } from 'express';
import { loadGatewayConfig } from '../config';
import { isOpsPath, opsAccess } from './ops-access';

const production = loadGatewayConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-real-secret-of-32-characters!!',
  POSTGRES_URL: 'postgres://postgres:7c1f0e9a2b4d@postgres:5432',
  RABBITMQ_URL: 'amqp://mithaq:5e8a1d3c9f20@rabbitmq:5672',
  TRUST_PROXY: '1',
  METRICS_TOKEN: 'a-metrics-token-of-32-characters',
});

const outcome = (
  config: ReturnType<typeof loadGatewayConfig>,
  path: string,
  session: Record<string, unknown> = {},
  authorization?: string,
): number | 'next' => {
  let status: number | 'next' = 'next';
  const req = {
    path,
    session,
    get: (name: string) => (name === 'authorization' ? authorization : undefined),
  } as unknown as Request;
  const res = {
    status: (code: number) => {
      status = code;
      return { json: () => undefined };
    },
  } as unknown as Response;
  opsAccess(config)(req, res, () => undefined);
  return status;
};

describe('access to /metrics and /api/docs', () => {
  it('knows the operations paths', () => {
    expect(['/metrics', '/api/docs', '/api/docs-json', '/api/docs/x'].every(isOpsPath)).toBe(true);
    expect(['/health', '/api/user', '/metricsx'].some(isOpsPath)).toBe(false);
  });

  it('is open outside production', () => {
    expect(outcome(loadGatewayConfig({}), '/metrics')).toBe('next');
  });

  it('in production takes an admin session or the metrics token, nothing else', () => {
    expect(outcome(production, '/metrics')).toBe(401);
    expect(outcome(production, '/api/docs-json', { userId: 'u', role: 'seeker' })).toBe(403);
    expect(outcome(production, '/api/docs', { userId: 'u', role: 'admin' })).toBe('next');
    expect(outcome(production, '/metrics', {}, 'Bearer a-metrics-token-of-32-characters')).toBe(
      'next',
    );
    expect(outcome(production, '/metrics', {}, 'Bearer a-metrics-token-of-32-characterz')).toBe(
      401,
    );
    expect(outcome(production, '/health')).toBe('next');
  });
});
