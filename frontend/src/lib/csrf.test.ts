import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../testing/fetch-mock';
import { api } from './api';
import {
  clearCsrfToken,
  createCsrfPrepareHeaders,
  createCsrfTokenCache,
  CSRF_HEADER,
} from './csrf';
import { createAppStore } from './store';

const prepareWith = (token: () => Promise<string>) => {
  const fetchToken = vi.fn(token);
  return { fetchToken, prepare: createCsrfPrepareHeaders(createCsrfTokenCache(fetchToken)) };
};

describe('CSRF prepareHeaders', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])(
    'attaches the token to %s calls',
    async (method) => {
      const { prepare } = prepareWith(() => Promise.resolve('tok-1'));
      const headers = await prepare(new Headers(), { arg: { url: 'api/x', method } });
      expect(headers.get(CSRF_HEADER)).toBe('tok-1');
    },
  );

  it.each([
    { arg: 'api/user' },
    { arg: { url: 'api/user' } },
    { arg: { url: 'api/user', method: 'GET' } },
  ])('leaves reads without the token and does not fetch it (%o)', async ({ arg }) => {
    const { prepare, fetchToken } = prepareWith(() => Promise.resolve('tok-1'));
    const headers = await prepare(new Headers(), { arg });
    expect(headers.has(CSRF_HEADER)).toBe(false);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('fetches the token once and reuses it until cleared', async () => {
    let n = 0;
    const fetchToken = vi.fn(() => Promise.resolve(`tok-${++n}`));
    const cache = createCsrfTokenCache(fetchToken);
    const prepare = createCsrfPrepareHeaders(cache);
    const post = { arg: { url: 'api/x', method: 'POST' } };
    expect((await prepare(new Headers(), post)).get(CSRF_HEADER)).toBe('tok-1');
    expect((await prepare(new Headers(), post)).get(CSRF_HEADER)).toBe('tok-1');
    cache.clear();
    expect((await prepare(new Headers(), post)).get(CSRF_HEADER)).toBe('tok-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('logs a failed token fetch and proceeds without the header, retrying next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchToken = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce('tok-ok');
    const prepare = createCsrfPrepareHeaders(createCsrfTokenCache(fetchToken));
    const post = { arg: { url: 'api/x', method: 'POST' } };
    const headers = await prepare(new Headers(), post);
    expect(headers.has(CSRF_HEADER)).toBe(false);
    expect(error).toHaveBeenCalled();
    expect((await prepare(new Headers(), post)).get(CSRF_HEADER)).toBe('tok-ok');
  });
});

describe('the api slice', () => {
  afterEach(() => clearCsrfToken());

  const probeApi = api.injectEndpoints({
    endpoints: (build) => ({
      probeRead: build.query<unknown, void>({ query: () => 'api/probe' }),
      probeWrite: build.mutation<unknown, void>({
        query: () => ({ url: 'api/probe', method: 'PATCH', body: {} }),
      }),
    }),
  });

  it('sends the token fetched from /api/csrf-token on mutations only, with credentials', async () => {
    const { callsTo, fetchMock } = mockFetch({
      'GET /api/csrf-token': () => json(200, { csrfToken: 'server-token' }),
      'GET /api/probe': () => json(200, { ok: true }),
      'PATCH /api/probe': () => json(200, { ok: true }),
    });
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probeRead.initiate());
    await store.dispatch(probeApi.endpoints.probeWrite.initiate());
    expect(callsTo('GET /api/probe')[0]?.headers.has(CSRF_HEADER)).toBe(false);
    expect(callsTo('PATCH /api/probe')[0]?.headers.get(CSRF_HEADER)).toBe('server-token');
    const credentials = fetchMock.mock.calls.map(([input, init]) =>
      input instanceof Request ? input.credentials : init?.credentials,
    );
    expect(credentials.every((value) => value === 'include')).toBe(true);
  });

  it('still sends the mutation when the token endpoint fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { callsTo } = mockFetch({
      'GET /api/csrf-token': () =>
        json(500, { statusCode: 500, message: 'down', code: 'INTERNAL' }),
      'PATCH /api/probe': () => json(200, { ok: true }),
    });
    const result = await createAppStore().dispatch(probeApi.endpoints.probeWrite.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(callsTo('PATCH /api/probe')[0]?.headers.has(CSRF_HEADER)).toBe(false);
  });

  it('turns a non-OK reply into "status: response text"', async () => {
    mockFetch({
      'GET /api/probe': () =>
        json(403, { statusCode: 403, message: 'Forbidden here', code: 'FORBIDDEN' }),
    });
    const result = await createAppStore().dispatch(probeApi.endpoints.probeRead.initiate());
    expect(result.error).toMatchObject({ status: 403, message: '403: Forbidden here' });
  });
});
