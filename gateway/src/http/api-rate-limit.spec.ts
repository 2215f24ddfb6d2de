import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import type { RateLimiter } from '../security/rate-limiter';
import { apiRateLimit } from './request-pipeline';

const config = { API_MAX_REQUESTS_PER_IP: 5, API_WINDOW_SECONDS: 60 } as GatewayConfig;
const redisAway = new Error('Connection is closed.');

const run = async (method: string): Promise<unknown[]> => {
  const limiter = { hit: jest.fn().mockRejectedValue(redisAway) } as unknown as RateLimiter;
  const calls: unknown[][] = [];
  await new Promise<void>((resolve) => {
    const next: NextFunction = (...args: unknown[]) => {
      calls.push(args);
      resolve();
    };
    apiRateLimit(limiter, config)(
      { path: '/api/matches', method, ip: '10.0.0.1' } as Request,
      {} as Response,
      next,
    );
  });
  return calls[0] ?? [];
};

describe('apiRateLimit while Redis is away', () => {
  it('lets reads through uncounted', async () => {
    expect(await run('GET')).toEqual([]);
  });

  it('refuses changes with the error (answered 503 by the last-resort handler)', async () => {
    expect(await run('POST')).toEqual([redisAway]);
  });
});
