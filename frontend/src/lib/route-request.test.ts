import {
  ContentPaths,
  ContentRoutes,
  IdentityPaths,
  IdentityRoutes,
  MatchingPaths,
  MatchingRoutes,
} from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { routeRequest } from './route-request';

describe('routeRequest', () => {
  it("takes the URL and method from the route's declaration", () => {
    expect(routeRequest(MatchingRoutes.sentRequests)).toEqual({
      url: '/api/match-requests/sent',
      method: 'GET',
    });
    expect(routeRequest(IdentityRoutes.logout)).toEqual({ url: '/api/logout', method: 'POST' });
  });

  it('fills and encodes the path parameters', () => {
    expect(
      routeRequest(ContentRoutes.putSetting, { params: { key: 'a b' }, body: { value: 'x' } }),
    ).toEqual({ url: '/api/admin/site-settings/a%20b', method: 'PUT', body: { value: 'x' } });
  });

  it('sends the query as parameters and the body as JSON', () => {
    expect(
      routeRequest(MatchingRoutes.listMatches, {
        query: { page: 2, pageSize: 12, minCompatibility: 50, sort: 'recent' },
      }),
    ).toEqual({
      url: '/api/matches/list',
      method: 'GET',
      params: { page: 2, pageSize: 12, minCompatibility: 50, sort: 'recent' },
    });
    const body = { requesterId: 'a', targetId: 'b', message: 'Hello' };
    expect(routeRequest(MatchingRoutes.createRequest, { body })).toEqual({
      url: '/api/match-requests',
      method: 'POST',
      body,
    });
  });

  it('takes a path-only entry the same way as its declaration', () => {
    expect(routeRequest(IdentityPaths.logout)).toEqual(routeRequest(IdentityRoutes.logout));
    expect(
      routeRequest(MatchingPaths.respondRequest, {
        params: { id: 'a/b' },
        body: { status: 'accepted' },
      }),
    ).toEqual({
      url: '/api/match-requests/a%2Fb',
      method: 'PATCH',
      body: { status: 'accepted' },
    });
    expect(routeRequest(ContentPaths.listImages, { query: { category: 'testimonial' } })).toEqual({
      url: '/api/site-images',
      method: 'GET',
      params: { category: 'testimonial' },
    });
  });
});
