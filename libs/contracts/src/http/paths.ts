import type { AnyRoute } from './route';

/** Every JSON API path starts with this; anything else is the SPA, uploads or operations. */
export const API_PREFIX = '/api';

/** Whether a request path is under the API prefix (the prefix itself included). */
export const isApiPath = (path: string): boolean =>
  path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `:name` parameters of a route path, in order. */
export const pathParamNames = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** A route's path as a regular expression: each `:name` matches one non-empty segment. */
export const routePattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/(:[A-Za-z0-9_]+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('')}/?$`,
  );

/** A matcher for a set of routes by method and concrete request path. */
export const routeMatcher = (
  routes: readonly Pick<AnyRoute, 'method' | 'path'>[],
): ((method: string, path: string) => boolean) => {
  const patterns = routes.map((route) => ({
    method: route.method,
    pattern: routePattern(route.path),
  }));
  return (method, path) =>
    patterns.some((entry) => entry.method === method && entry.pattern.test(path));
};
