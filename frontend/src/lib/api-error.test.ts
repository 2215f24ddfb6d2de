import { describe, expect, it } from 'vitest';
import { apiErrorOf, responseTextOf, toApiError } from './api-error';

describe('toApiError', () => {
  it('formats a gateway JSON error as "status: message" and keeps its fields', () => {
    const error = toApiError({
      status: 400,
      data: {
        statusCode: 400,
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        fields: { username: 'Username must be at least 3 characters' },
      },
    });
    expect(error).toEqual({
      status: 400,
      text: 'Validation failed',
      message: '400: Validation failed',
      code: 'VALIDATION_FAILED',
      fields: { username: 'Username must be at least 3 characters' },
    });
  });

  it('uses the raw text when the body is not the JSON error', () => {
    expect(toApiError({ status: 502, data: 'Bad Gateway' }).message).toBe('502: Bad Gateway');
  });

  it('uses the raw text of a reply that failed to parse', () => {
    const error = toApiError({
      status: 'PARSING_ERROR',
      originalStatus: 500,
      data: '<h1>oops</h1>',
      error: 'SyntaxError',
    });
    expect(error.message).toBe('500: <h1>oops</h1>');
    expect(error.status).toBe(500);
  });

  it('keeps an empty body empty', () => {
    expect(toApiError({ status: 401, data: '' })).toMatchObject({ text: '', message: '401: ' });
  });

  it('reports a network failure without a status', () => {
    const error = toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(error).toEqual({
      status: null,
      text: 'TypeError: Failed to fetch',
      message: 'TypeError: Failed to fetch',
    });
  });
});

describe('responseTextOf', () => {
  it('stringifies JSON that is not an error body', () => {
    expect(responseTextOf({ error: 'nope' })).toBe('{"error":"nope"}');
    expect(responseTextOf(null)).toBe('');
  });
});

describe('apiErrorOf', () => {
  it('passes an ApiError through and wraps a thrown error', () => {
    const error = { status: 409, text: 'Username taken', message: '409: Username taken' };
    expect(apiErrorOf(error)).toBe(error);
    expect(apiErrorOf({ name: 'Error', message: 'boom' })).toEqual({
      status: null,
      text: 'boom',
      message: 'boom',
    });
  });
});
