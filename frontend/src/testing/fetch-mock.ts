import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const text = (status: number, body: string): Response =>
  new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/** Never settles: keeps a call in flight. */
export const pending = (): Promise<Response> => new Promise<Response>(() => undefined);

/** A handler whose reply is held back until `release()`: keeps calls in flight until then. */
export const heldBack = (reply: () => Response): { handler: Handler; release: () => void } => {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async () => {
      await released;
      return reply();
    },
    release: () => release(),
  };
};

/**
 * Stubs global fetch with handlers keyed "METHOD /path". Unhandled calls answer 404 so a test
 * fails loudly on its assertions rather than hanging.
 */
export const mockFetch = (handlers: Record<string, Handler>) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call: RecordedCall = {
      method: request.method.toUpperCase(),
      path: new URL(request.url).pathname,
      headers: request.headers,
      body: request.body ? await request.text() : '',
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler
      ? handler(call)
      : json(404, { statusCode: 404, message: 'Not Found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
};
