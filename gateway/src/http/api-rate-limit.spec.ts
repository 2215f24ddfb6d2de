import type { NextFunction, Request, Response } from 'express';
import type { GatewayConfig } from '../config';
import type { RateLimiter } from '../security/rate-limiter';
import { FIRST_SCREEN_HEADERS, firstScreenKey } from '../spa/first-screen';
import { apiRateLimit } from './request-pipeline';

const config = { API_MAX_REQUESTS_PER_IP: 5, API_WINDOW_SECONDS: 60 } as GatewayConfig;
const redisAway = new Error('Connection is closed.');
const key = firstScreenKey('a session secret for the tests');

const run = async (method: string): Promise<unknown[]> => {
  const limiter = { hit: jest.fn().mockRejectedValue(redisAway) } as unknown as RateLimiter;
  const calls: unknown[][] = [];
  await new Promise<void>((resolve) => {
    const next: NextFunction = (...args: unknown[]) => {
      calls.push(args);
      resolve();
    };
    apiRateLimit(limiter, config, key)(
      { path: '/api/matches', method, ip: '10.0.0.1', headers: {} } as Request,
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

describe("apiRateLimit's address", () => {
  const keyOf = async (headers: Record<string, string>): Promise<unknown> => {
    const hit = jest.fn<Promise<number[]>, [{ key: string }[]]>().mockResolvedValue([1]);
    await new Promise<void>((resolve) => {
      apiRateLimit({ hit } as unknown as RateLimiter, config, key)(
        { path: '/api/user', method: 'GET', ip: '127.0.0.1', headers } as unknown as Request,
        {} as Response,
        () => resolve(),
      );
    });
    return hit.mock.calls[0]?.[0][0]?.key;
  };

  it("counts the gateway's own first-screen requests against the member's address", async () => {
    expect(
      await keyOf({
        [FIRST_SCREEN_HEADERS.key]: key,
        [FIRST_SCREEN_HEADERS.client]: '203.0.113.9',
      }),
    ).toBe('api:ip:203.0.113.9');
  });

  it('counts a request with a wrong key, or none, against its connection', async () => {
    expect(
      await keyOf({
        [FIRST_SCREEN_HEADERS.key]: firstScreenKey('another secret'),
        [FIRST_SCREEN_HEADERS.client]: '203.0.113.9',
      }),
    ).toBe('api:ip:127.0.0.1');
    expect(await keyOf({ [FIRST_SCREEN_HEADERS.client]: '203.0.113.9' })).toBe('api:ip:127.0.0.1');
  });
});
