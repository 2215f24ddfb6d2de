import type { Request, Response } from 'express';
import { absoluteTimeout } from './session';

const run = (absoluteExpiresAt: number | undefined) => {
  let destroyed = false;
  let nextCalled = false;
  const req = {
    session: {
      absoluteExpiresAt,
      destroy: (done: (error?: unknown) => void) => {
        destroyed = true;
        done();
      },
    },
  } as unknown as Request;
  absoluteTimeout()(req, {} as Response, () => {
    nextCalled = true;
  });
  return { destroyed, nextCalled };
};

describe('absolute session timeout', () => {
  it('keeps a session before its absolute expiry', () => {
    expect(run(Date.now() + 60_000)).toEqual({ destroyed: false, nextCalled: true });
  });

  it('ends a session past its absolute expiry, however active it was', () => {
    expect(run(Date.now() - 1)).toEqual({ destroyed: true, nextCalled: true });
  });

  it('leaves anonymous sessions alone', () => {
    expect(run(undefined)).toEqual({ destroyed: false, nextCalled: true });
  });
});
