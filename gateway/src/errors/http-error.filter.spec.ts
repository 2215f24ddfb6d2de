import { NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { DomainError, ErrorCode } from '@mithaq/contracts';
import { createLogger } from '@mithaq/logging';
import { HttpErrorFilter, toHttpError } from './http-error.filter';
import { httpStatusOf } from './http-status';
import { RateLimitError } from './rate-limit.error';

describe('domain error to HTTP mapping', () => {
  it.each([
    [ErrorCode.ValidationFailed, 400],
    [ErrorCode.Unauthenticated, 401],
    [ErrorCode.InvalidCredentials, 401],
    [ErrorCode.Forbidden, 403],
    [ErrorCode.CsrfInvalid, 403],
    [ErrorCode.NotFound, 404],
    [ErrorCode.UsernameTaken, 409],
    [ErrorCode.EmailTaken, 409],
    [ErrorCode.Conflict, 409],
    [ErrorCode.PayloadTooLarge, 413],
    [ErrorCode.Unprocessable, 422],
    [ErrorCode.RateLimited, 429],
    [ErrorCode.Internal, 500],
    [ErrorCode.ServiceUnavailable, 503],
    [ErrorCode.ServiceTimeout, 504],
  ])('%s → %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('covers every error code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(httpStatusOf(code)).toBeGreaterThanOrEqual(400);
    }
  });

  it('keeps field messages of validation errors', () => {
    expect(
      toHttpError(
        new DomainError(ErrorCode.ValidationFailed, 'Validation failed', {
          email: 'Please enter a valid email address',
        }),
      ),
    ).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it.each([
    ['a pg error', { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' }],
    ['a TypeORM wrapper', { message: 'query failed', driverError: { code: '22P05' } }],
  ])('answers Postgres refusing text (%s) as a 400, never a 500', (_what, error) => {
    expect(toHttpError(error)).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed });
    expect(toHttpError({ code: '23505' })).toBeNull();
  });

  it('maps Nest HTTP exceptions to the same shape', () => {
    expect(toHttpError(new NotFoundException())).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
    expect(toHttpError(new PayloadTooLargeException())).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(toHttpError(new Error('boom'))).toBeNull();
  });
});

describe('HttpErrorFilter', () => {
  const respond = (exception: unknown) => {
    const reply: { status?: number; body?: unknown; headers: Record<string, string> } = {
      headers: {},
    };
    const response = {
      headersSent: false,
      status(code: number) {
        reply.status = code;
        return this;
      },
      json(body: unknown) {
        reply.body = body;
      },
      setHeader(name: string, value: string) {
        reply.headers[name] = value;
      },
    };
    const host = { switchToHttp: () => ({ getResponse: () => response }) };
    new HttpErrorFilter(createLogger('test', 'silent')).catch(exception, host as never);
    return reply;
  };

  it('hides unexpected errors behind a 500 without a stack trace', () => {
    const reply = respond(new TypeError('secret internals at file.js:10'));
    expect(reply.status).toBe(500);
    expect(JSON.stringify(reply.body)).not.toContain('secret internals');
    expect(reply.body).toMatchObject({ code: 'INTERNAL' });
  });

  it('sets Retry-After on rate limits', () => {
    const reply = respond(new RateLimitError('Too many failed sign-in attempts.', 600));
    expect(reply.status).toBe(429);
    expect(reply.headers['Retry-After']).toBe('600');
  });
});

describe('infrastructure away for a moment', () => {
  it('answers a lost Redis connection or an unreachable store with 503, not 500', () => {
    const redisGone = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (const error of [redisGone, refused]) {
      expect(toHttpError(error)).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    }
    expect(toHttpError(new TypeError('x is undefined'))).toBeNull();
  });
});
