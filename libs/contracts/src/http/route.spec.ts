import { z } from 'zod';
import { Access } from '../access';
import { defineRoute, routeKey, routeUrl, type RouteArgs, type RouteInput } from './route';

const memberRoute = defineRoute<{ ok: true }>()({
  method: 'PATCH',
  path: '/api/things/:thingId/parts/:partId',
  access: Access.SignedIn,
  params: z.object({ thingId: z.string(), partId: z.string() }),
  body: z.object({ name: z.string() }),
  tag: 'things',
  summary: 'Rename a part',
});

describe('routeUrl', () => {
  it('fills every path parameter, encoded', () => {
    expect(routeUrl(memberRoute, { thingId: 'a b', partId: 'c/d' })).toBe(
      '/api/things/a%20b/parts/c%2Fd',
    );
  });

  it('refuses to build a URL with a parameter missing', () => {
    expect(() => routeUrl(memberRoute, { thingId: 'a' })).toThrow(
      'missing path parameter "partId"',
    );
  });

  it('names a route by method and path', () => {
    expect(routeKey(memberRoute)).toBe('PATCH /api/things/:thingId/parts/:partId');
  });
});

describe('defineRoute types', () => {
  it('carries the schemas into the client arguments and the server input', () => {
    const args: RouteArgs<typeof memberRoute> = {
      params: { thingId: 't', partId: 'p' },
      body: { name: 'n' },
    };
    // @ts-expect-error a renamed body field no longer type-checks
    const renamed: RouteArgs<typeof memberRoute> = { ...args, body: { title: 'n' } };
    const input = {} as RouteInput<typeof memberRoute>;
    const name: string | undefined = (input.body as { name: string } | undefined)?.name;
    expect([args.params.partId, renamed.params.thingId, name]).toEqual(['p', 't', undefined]);
  });

  it('rejects a params schema that does not match the path', () => {
    const build = () =>
      defineRoute<null>()({
        method: 'GET',
        path: '/api/things/:thingId',
        access: Access.Admin,
        // @ts-expect-error the params schema must name :thingId
        params: z.object({ id: z.string() }),
        tag: 'things',
        summary: 'A thing',
      });
    expect(build().path).toBe('/api/things/:thingId');
  });
});
