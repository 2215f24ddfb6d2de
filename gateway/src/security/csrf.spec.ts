import type { NextFunction, Request, Response } from 'express';
import { csrfProtection, csrfTokenOf } from './csrf';

const call = (method: string, path: string, sessionToken: string | undefined, header?: string) => {
  const req = {
    method,
    path,
    session: sessionToken ? { csrfToken: sessionToken } : {},
    get: (name: string) => (name.toLowerCase() === 'x-csrf-token' ? header : undefined),
  } as unknown as Request;
  const outcome: { status?: number; body?: unknown; next: boolean } = { next: false };
  const res = {
    status(code: number) {
      outcome.status = code;
      return this;
    },
    json(body: unknown) {
      outcome.body = body;
    },
  } as unknown as Response;
  csrfProtection(req, res, (() => {
    outcome.next = true;
  }) as NextFunction);
  return outcome;
};

describe('CSRF protection', () => {
  it('lets safe methods through without a token', () => {
    expect(call('GET', '/api/user', undefined).next).toBe(true);
  });

  it('lets a mutating call through with the session token', () => {
    expect(call('POST', '/api/login', 'abc123', 'abc123').next).toBe(true);
  });

  it.each([
    ['no header', 'abc123', undefined],
    ['a wrong token', 'abc123', 'abc124'],
    ['no session token', undefined, 'abc123'],
    ['a token of another length', 'abc123', 'abc1234'],
  ])('answers 403 with %s', (_case, sessionToken, header) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const outcome = call(method, '/api/register', sessionToken, header);
      expect(outcome.next).toBe(false);
      expect(outcome.status).toBe(403);
      expect(outcome.body).toMatchObject({ code: 'CSRF_INVALID' });
    }
  });

  it('creates one token per session and keeps it', () => {
    const req = { session: {} } as unknown as Request;
    const token = csrfTokenOf(req);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfTokenOf(req)).toBe(token);
  });
});
