/**
 * The method and path of the routes the browser app calls on its first screens, without their
 * zod schemas. The route declarations carry request schemas the server validates with; a page
 * that only needs to know where to send a request would otherwise download zod and every schema
 * of the table it reads. Each entry keeps its declaration as a type, so replies and arguments are
 * typed exactly as the declared route's, and the compiler refuses a path that differs from it
 * (api-paths.spec.ts compares the methods too). Only types are imported here, never a schema.
 */
import type { AccountSecurityRoutes } from '../identity/account-security';
import type { BillingRoutes } from '../billing/routes';
import type { ContentRoutes } from '../content/routes';
import type { CourseRoutes } from '../course/routes';
import type { DocumentRoutes } from '../documents/routes';
import type { IdentityRoutes } from '../identity/routes';
import type { MatchingRoutes } from '../matching/routes';
import type { MessagingRoutes } from '../messaging/routes';
import type { ProfileRoutes } from '../profile/routes';
import type { AnyRoute, HttpMethod } from './route';

/** Where one declared route is reached; `D` is the declaration, kept for its types only. */
export interface RoutePath<D extends AnyRoute = AnyRoute> {
  readonly method: HttpMethod;
  readonly path: D['path'];
  /** Type only (never set): the declaration, for the argument types. */
  readonly __route?: D;
  /** Type only (never set): the reply, so RouteReply reads a path as it reads its route. */
  readonly __reply?: D['__reply'];
}

/** The declaration behind a route or a route path. */
export type DeclaredRoute<T extends AnyRoute | RoutePath> = T extends AnyRoute
  ? T
  : T extends RoutePath<infer D>
    ? D
    : never;

const at = <D extends AnyRoute>(method: HttpMethod, path: D['path']): RoutePath<D> => ({
  method,
  path,
});

/** The concrete URL of a route path: each `:name` replaced by its encoded value. */
export const pathUrl = (
  route: Pick<RoutePath, 'method' | 'path'>,
  params?: Record<string, unknown>,
): string =>
  route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.method} ${route.path}: missing path parameter "${name}"`);
    }
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });

export const IdentityPaths = {
  csrfToken: at<typeof IdentityRoutes.csrfToken>('GET', '/api/csrf-token'),
  currentUser: at<typeof IdentityRoutes.currentUser>('GET', '/api/user'),
  logout: at<typeof IdentityRoutes.logout>('POST', '/api/logout'),
} as const;

export const AccountSecurityPaths = {
  forgotPassword: at<typeof AccountSecurityRoutes.forgotPassword>('POST', '/api/password/forgot'),
  resetPassword: at<typeof AccountSecurityRoutes.resetPassword>('POST', '/api/password/reset'),
  changeOwnPassword: at<typeof AccountSecurityRoutes.changeOwnPassword>(
    'POST',
    '/api/user/password',
  ),
  verifyEmail: at<typeof AccountSecurityRoutes.verifyEmail>('POST', '/api/email/verify'),
  resendVerification: at<typeof AccountSecurityRoutes.resendVerification>(
    'POST',
    '/api/email/verification',
  ),
} as const;

export const ProfilePaths = {
  getQuestionnaire: at<typeof ProfileRoutes.getQuestionnaire>('GET', '/api/questionnaire/:userId'),
} as const;

export const ContentPaths = {
  listSettings: at<typeof ContentRoutes.listSettings>('GET', '/api/site-settings'),
  listContent: at<typeof ContentRoutes.listContent>('GET', '/api/site-content'),
  listImages: at<typeof ContentRoutes.listImages>('GET', '/api/site-images'),
  imageFile: at<typeof ContentRoutes.imageFile>('GET', '/uploads/:filename'),
} as const;

export const BillingPaths = {
  listPlans: at<typeof BillingRoutes.listPlans>('GET', '/api/membership-plans'),
  config: at<typeof BillingRoutes.config>('GET', '/api/billing/config'),
  membership: at<typeof BillingRoutes.membership>('GET', '/api/membership'),
  subscriptionStatus: at<typeof BillingRoutes.subscriptionStatus>(
    'GET',
    '/api/subscription-status',
  ),
  userSubscription: at<typeof BillingRoutes.userSubscription>('GET', '/api/user/subscription'),
  userPayments: at<typeof BillingRoutes.userPayments>('GET', '/api/user/payments'),
  order: at<typeof BillingRoutes.order>('GET', '/api/orders/:id'),
} as const;

export const MatchingPaths = {
  dashboard: at<typeof MatchingRoutes.dashboard>('GET', '/api/matches'),
  listMatches: at<typeof MatchingRoutes.listMatches>('GET', '/api/matches/list'),
  matchProfile: at<typeof MatchingRoutes.matchProfile>('GET', '/api/matches/members/:userId'),
  sentRequests: at<typeof MatchingRoutes.sentRequests>('GET', '/api/match-requests/sent'),
  receivedRequests: at<typeof MatchingRoutes.receivedRequests>(
    'GET',
    '/api/match-requests/received',
  ),
  createRequest: at<typeof MatchingRoutes.createRequest>('POST', '/api/match-requests'),
  respondRequest: at<typeof MatchingRoutes.respondRequest>('PATCH', '/api/match-requests/:id'),
} as const;

export const MessagingPaths = {
  listConversations: at<typeof MessagingRoutes.listConversations>('GET', '/api/messages'),
  unreadCount: at<typeof MessagingRoutes.unreadCount>('GET', '/api/messages/unread-count'),
} as const;

export const CoursePaths = {
  listServices: at<typeof CourseRoutes.listServices>('GET', '/api/services'),
} as const;

export const DocumentPaths = {
  myMatches: at<typeof DocumentRoutes.myMatches>('GET', '/api/document-matches'),
} as const;
