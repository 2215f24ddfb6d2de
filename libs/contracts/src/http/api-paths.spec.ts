import { BillingRoutes } from '../billing/routes';
import { ContentRoutes } from '../content/routes';
import { CourseRoutes } from '../course/routes';
import { DocumentRoutes } from '../documents/routes';
import { AccountSecurityRoutes } from '../identity/account-security';
import { IdentityRoutes } from '../identity/routes';
import { MatchingRoutes } from '../matching/routes';
import { MessagingRoutes } from '../messaging/routes';
import { ProfileRoutes } from '../profile/routes';
import {
  AccountSecurityPaths,
  BillingPaths,
  ContentPaths,
  CoursePaths,
  DocumentPaths,
  IdentityPaths,
  MatchingPaths,
  MessagingPaths,
  pathUrl,
  ProfilePaths,
} from './api-paths';
import { routeUrl, type AnyRoute } from './route';

const mirrors: [string, Record<string, AnyRoute>, Record<string, unknown>][] = [
  ['identity', IdentityRoutes, IdentityPaths],
  ['account security', AccountSecurityRoutes, AccountSecurityPaths],
  ['profile', ProfileRoutes, ProfilePaths],
  ['content', ContentRoutes, ContentPaths],
  ['billing', BillingRoutes, BillingPaths],
  ['matching', MatchingRoutes, MatchingPaths],
  ['messaging', MessagingRoutes, MessagingPaths],
  ['course', CourseRoutes, CoursePaths],
  ['documents', DocumentRoutes, DocumentPaths],
];

describe('the path-only route tables', () => {
  it.each(mirrors)(
    'name the %s routes by the method and path they are declared with',
    (_n, routes, paths) => {
      expect(Object.keys(paths).length).toBeGreaterThan(0);
      for (const [key, path] of Object.entries(paths)) {
        const declared = routes[key];
        expect([key, path]).toEqual([key, { method: declared?.method, path: declared?.path }]);
      }
    },
  );

  it('hold nothing but the method and path: no schema travels with them', () => {
    for (const [, , paths] of mirrors) {
      for (const path of Object.values(paths)) {
        expect(Object.keys(path as object).sort()).toEqual(['method', 'path']);
      }
    }
  });

  it('build the same URLs as the declarations', () => {
    expect(pathUrl(MatchingPaths.respondRequest, { id: 'a b/c' })).toBe(
      routeUrl(MatchingRoutes.respondRequest, { id: 'a b/c' }),
    );
    expect(pathUrl(ContentPaths.imageFile, { filename: 'x.png' })).toBe('/uploads/x.png');
    expect(pathUrl(IdentityPaths.currentUser)).toBe('/api/user');
  });

  it('refuse a missing path parameter the way the declarations do', () => {
    expect(() => pathUrl(BillingPaths.order, {})).toThrow(
      'GET /api/orders/:id: missing path parameter "id"',
    );
    expect(() => routeUrl(BillingRoutes.order, {})).toThrow(
      'GET /api/orders/:id: missing path parameter "id"',
    );
    expect(() => pathUrl(ProfilePaths.getQuestionnaire, { userId: '' })).toThrow('"userId"');
  });
});
