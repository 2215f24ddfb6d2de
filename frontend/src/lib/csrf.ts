import { IdentityPaths, pathUrl } from '@mithaq/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query';

export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_TOKEN_URL = pathUrl(IdentityPaths.csrfToken);

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const methodOf = (arg: string | FetchArgs): string =>
  (typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET')).toUpperCase();

export const isMutatingMethod = (method: string): boolean =>
  mutatingMethods.has(method.toUpperCase());

export interface CsrfTokenCache {
  /** The token, fetched once and kept in memory; null when it could not be fetched. */
  get(): Promise<string | null>;
  /** Forgets the token: the server rotates it whenever the session changes. */
  clear(): void;
}

export const createCsrfTokenCache = (fetchToken: () => Promise<string>): CsrfTokenCache => {
  let pending: Promise<string> | null = null;
  return {
    async get() {
      const current = pending ?? fetchToken();
      pending = current;
      try {
        return await current;
      } catch (error) {
        // A failed token fetch is only logged; the request goes on without the header.
        console.error('Could not fetch the CSRF token', error);
        if (pending === current) {
          pending = null;
        }
        return null;
      }
    },
    clear() {
      pending = null;
    },
  };
};

export const fetchCsrfToken = async (): Promise<string> => {
  const response = await fetch(CSRF_TOKEN_URL, { credentials: 'include' });
  if (!response.ok) {
    throw new Error(`${response.status}: ${await response.text()}`);
  }
  const body: unknown = await response.json();
  const token =
    typeof body === 'object' && body !== null ? (body as { csrfToken?: unknown }).csrfToken : null;
  if (typeof token !== 'string' || token === '') {
    throw new Error('The CSRF token reply carried no csrfToken');
  }
  return token;
};

/** prepareHeaders for fetchBaseQuery: mutating calls carry the CSRF token when one is available. */
export const createCsrfPrepareHeaders =
  (cache: CsrfTokenCache) =>
  async (headers: Headers, { arg }: { arg: string | FetchArgs }): Promise<Headers> => {
    if (isMutatingMethod(methodOf(arg))) {
      const token = await cache.get();
      if (token) {
        headers.set(CSRF_HEADER, token);
      }
    }
    return headers;
  };

export const csrfTokenCache = createCsrfTokenCache(fetchCsrfToken);

export const clearCsrfToken = (): void => csrfTokenCache.clear();
