import type { NextFunction, Request, Response } from 'express';
import { loadGatewayConfig } from '../config';
import { contentSecurityPolicy, securityHeaders, stripeSources } from './security-headers';

const headersOf = (secure: boolean, host = 'mithaq.example'): Record<string, string> => {
  const headers: Record<string, string> = {};
  const req = { secure, get: () => host } as unknown as Request;
  const res = { setHeader: (k: string, v: string) => (headers[k] = v) } as unknown as Response;
  securityHeaders(loadGatewayConfig({}))(req, res, (() => undefined) as NextFunction);
  return headers;
};

describe('security headers', () => {
  it('allow real Stripe by default and only the local stand-in when it is configured', () => {
    expect(stripeSources('https://js.stripe.com/v3/').frame).toContain('https://hooks.stripe.com');
    expect(stripeSources('http://127.0.0.1:12111/v3')).toEqual({
      script: ['http://127.0.0.1:12111'],
      connect: ['http://127.0.0.1:12111'],
      frame: ['http://127.0.0.1:12111'],
    });
  });

  it('never allow inline script, and forbid framing the app', () => {
    const csp = contentSecurityPolicy(loadGatewayConfig({}), 'mithaq.example');
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' ws://mithaq.example wss://mithaq.example");
  });

  it('keep a forged Host header out of the policy', () => {
    const csp = contentSecurityPolicy(loadGatewayConfig({}), "x; script-src 'unsafe-inline'");
    expect(csp).not.toContain('unsafe-inline;');
    expect(csp).not.toContain('ws://x');
  });

  it("give each request its own host's policy, however many hosts one gateway sees", () => {
    const middleware = securityHeaders(loadGatewayConfig({}));
    const policyFor = (host: string): string => {
      const headers: Record<string, string> = {};
      const req = { secure: false, get: () => host } as unknown as Request;
      const res = { setHeader: (k: string, v: string) => (headers[k] = v) } as unknown as Response;
      middleware(req, res, (() => undefined) as NextFunction);
      return headers['Content-Security-Policy'] ?? '';
    };
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < 40; n += 1) {
        expect(policyFor(`host${n}.example`)).toBe(
          contentSecurityPolicy(loadGatewayConfig({}), `host${n}.example`),
        );
      }
    }
  });

  it('send HSTS only over TLS', () => {
    expect(headersOf(true)['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(headersOf(false)['Strict-Transport-Security']).toBeUndefined();
    expect(headersOf(false)['Permissions-Policy']).toContain('camera=()');
  });
});
