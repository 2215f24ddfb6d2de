import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/render-app';
import { decideRoute } from './route-decision';

const visitor = { isLoading: false, user: null };
const member = {
  isLoading: false,
  user: aUser({ questionnaireCompleted: true }),
};
const newcomer = { isLoading: false, user: aUser() };
const admin = { isLoading: false, user: aUser({ role: 'admin' }) };

const protectedPaths = [
  '/profile',
  '/questionnaire',
  '/matches',
  '/messages',
  '/membership',
  '/checkout',
  '/checkout-page',
  '/payment-success',
  '/payment-processing',
  '/subscription-management',
  '/document-upload/3f0c2d4e',
];
const publicPaths = [
  '/',
  '/auth',
  '/marriage-course',
  '/services',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
  // The admin page shows a visitor 'Access Denied' with a link to /auth itself.
  '/admin',
];

describe('decideRoute', () => {
  it('shows a spinner while the session loads, whatever the path', () => {
    expect(decideRoute({ pathname: '/profile', isLoading: true, user: null })).toEqual({
      kind: 'spinner',
    });
    expect(decideRoute({ pathname: '/', isLoading: true, user: null })).toEqual({
      kind: 'spinner',
    });
  });

  it.each(protectedPaths)('sends a visitor on %s to /auth', (pathname) => {
    expect(decideRoute({ pathname, ...visitor })).toEqual({ kind: 'redirect', to: '/auth' });
  });

  it('matches protected paths regardless of a trailing slash or case', () => {
    expect(decideRoute({ pathname: '/Profile/', ...visitor })).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
  });

  it.each(publicPaths)('lets a visitor see %s', (pathname) => {
    expect(decideRoute({ pathname, ...visitor })).toEqual({ kind: 'render' });
  });

  it.each(['/', '/profile', '/matches', '/contact', '/membership', '/admin', '/no-such-page'])(
    'sends a member with an incomplete questionnaire from %s to /questionnaire',
    (pathname) => {
      expect(decideRoute({ pathname, ...newcomer })).toEqual({
        kind: 'redirect',
        to: '/questionnaire',
      });
    },
  );

  it.each(['/questionnaire', '/auth', '/verify-email', '/reset-password', '/forgot-password'])(
    'lets a member with an incomplete questionnaire stay on %s',
    (pathname) => {
      expect(decideRoute({ pathname, ...newcomer })).toEqual({ kind: 'render' });
    },
  );

  it('lets a member with a complete questionnaire anywhere, /admin included', () => {
    for (const pathname of [...protectedPaths, ...publicPaths]) {
      expect(decideRoute({ pathname, ...member })).toEqual({ kind: 'render' });
    }
  });

  it.each(['/admin', '/Admin/'])(
    'leaves %s to the page for visitors and non-admins (it shows Access Denied)',
    (pathname) => {
      expect(decideRoute({ pathname, ...visitor })).toEqual({ kind: 'render' });
      expect(decideRoute({ pathname, ...member })).toEqual({ kind: 'render' });
      expect(
        decideRoute({
          pathname,
          isLoading: false,
          user: aUser({ role: 'wali', questionnaireCompleted: true }),
        }),
      ).toEqual({ kind: 'render' });
    },
  );

  it('lets an admin into /admin without a questionnaire', () => {
    expect(decideRoute({ pathname: '/admin', ...admin })).toEqual({ kind: 'render' });
    expect(decideRoute({ pathname: '/matches', ...admin })).toEqual({ kind: 'render' });
  });
});
