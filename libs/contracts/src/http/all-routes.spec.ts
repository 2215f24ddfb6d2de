import { z } from 'zod';
import { Access } from '../access';
import { allRoutes, routeTables } from './all-routes';
import { isApiPath, pathParamNames, routeMatcher, routePattern } from './paths';
import { routeKey, type AnyRoute } from './route';

const pathParamsOf = (route: AnyRoute): string[] => pathParamNames(route.path).sort();

/**
 * Whether a request to `path` is one `route` would accept: the path matches its pattern and its
 * params schema takes the segments. A literal such as /api/matches/list never passes a UUID
 * parameter's schema; the gateway registers such static routes before the parametrised one
 * (gateway/src/http/route-registration.spec.ts checks the order).
 */
const reaches = (route: AnyRoute, path: string): boolean => {
  const match = routePattern(route.path).exec(path);
  if (!match) {
    return false;
  }
  const names = pathParamNames(route.path);
  if (names.length === 0 || !route.params) {
    return true;
  }
  const template = route.path.split('/');
  const segments = path.replace(/\/$/, '').split('/');
  const literal = template.every(
    (part, i) => !part.startsWith(':') || !segments[i]?.startsWith(':'),
  );
  if (!literal) {
    // Two parametrised routes over the same shape: any id reaches both.
    return true;
  }
  const values = Object.fromEntries(
    template.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i]]] : [])),
  );
  // A literal segment of `path` in a parameter's place is what a client would send as the id.
  return route.params.safeParse(values).success;
};

const schemaKeysOf = (route: AnyRoute): string[] =>
  route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];

describe('the route list', () => {
  it('holds every table entry once', () => {
    const entries = Object.values(routeTables).flatMap(
      (table: Readonly<Record<string, AnyRoute>>) => Object.values(table),
    );
    expect(allRoutes).toHaveLength(entries.length);
    expect(allRoutes.length).toBeGreaterThan(50);
  });

  it.each(allRoutes.map((route) => [routeKey(route), route] as const))(
    '%s names exactly its :params in its params schema',
    (_key, route) => {
      expect(schemaKeysOf(route)).toEqual(pathParamsOf(route));
      if (pathParamsOf(route).length === 0) {
        expect(route.params).toBeUndefined();
      }
    },
  );

  it('has no two routes with the same method and path', () => {
    const keys = allRoutes.map(routeKey);
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it('has no two routes that one valid request could reach', () => {
    const clashes = allRoutes.flatMap((route, index) =>
      allRoutes
        .slice(index + 1)
        .filter(
          (other) =>
            other.method === route.method &&
            (reaches(other, route.path) || reaches(route, other.path)),
        )
        .map((other) => `${routeKey(route)} / ${routeKey(other)}`),
    );
    expect(clashes).toEqual([]);
  });

  it('counts a path as reaching a route only when its params schema accepts the segments', () => {
    const byId = allRoutes.find((r) => r.method === 'GET' && r.path === '/api/matches/:matchId');
    expect(byId && reaches(byId, '/api/matches/list')).toBe(false);
    expect(byId && reaches(byId, '/api/matches/0b5e7c62-3f0e-4f55-9a4e-4f7c1c2d9a10')).toBe(true);
  });

  it('names the owning field of every self route, and only there', () => {
    for (const route of allRoutes) {
      const ownsId = route.access === Access.Self || route.access === Access.SelfOrAdmin;
      expect([routeKey(route), route.owner !== undefined]).toEqual([routeKey(route), ownsId]);
      if (route.owner?.in === 'params') {
        expect(pathParamsOf(route)).toContain(route.owner.key);
      }
    }
  });

  it('declares multipart uploads only on POST routes with a fields schema, and starts every path with /', () => {
    for (const route of allRoutes) {
      expect(route.path.startsWith('/')).toBe(true);
      if (route.multipart) {
        expect([routeKey(route), route.method, route.body !== undefined]).toEqual([
          routeKey(route),
          'POST',
          true,
        ]);
      }
    }
  });
});

describe('route paths', () => {
  it('match concrete paths segment by segment', () => {
    const pattern = routePattern('/api/admin/questionnaires/:userId/approve');
    expect(pattern.test('/api/admin/questionnaires/abc/approve')).toBe(true);
    expect(pattern.test('/api/admin/questionnaires/abc/approve/')).toBe(true);
    expect(pattern.test('/api/admin/questionnaires//approve')).toBe(false);
    expect(pattern.test('/api/admin/questionnaires/a/b/approve')).toBe(false);
    expect(routePattern('/api/a.b').test('/api/aXb')).toBe(false);
  });

  it('match by method too', () => {
    const matches = routeMatcher([{ method: 'POST', path: '/api/x/:id' }]);
    expect(matches('POST', '/api/x/1')).toBe(true);
    expect(matches('PUT', '/api/x/1')).toBe(false);
    expect(matches('POST', '/api/y/1')).toBe(false);
  });

  it('tell API paths from the rest', () => {
    expect(['/api', '/api/', '/api/user'].map(isApiPath)).toEqual([true, true, true]);
    expect(['/apis', '/', '/health', '/app/api'].map(isApiPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
