import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
} from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './api-error';
import { createCsrfPrepareHeaders, csrfTokenCache } from './csrf';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders: createCsrfPrepareHeaders(csrfTokenCache),
  // JSON replies are parsed, anything else (an HTML error page, plain text) stays text.
  responseHandler: 'content-type',
});

/**
 * How the app's requests leave when it is rendered on the server (server/first-screen): to the
 * gateway at `origin`, through `fetch`, which carries the member's session. Given to the store as
 * its thunk argument; in the browser there is none and requests go to the page's own origin.
 */
export interface ServerRequests {
  origin: string;
  fetch: typeof fetch;
}

const serverBaseQueries = new WeakMap<ServerRequests, typeof rawBaseQuery>();

const isServerRequests = (extra: unknown): extra is ServerRequests =>
  typeof extra === 'object' &&
  extra !== null &&
  typeof (extra as Partial<ServerRequests>).origin === 'string' &&
  typeof (extra as Partial<ServerRequests>).fetch === 'function';

/** The base query for the store: the browser's, or one bound to the server's requests. */
const rawBaseQueryFor = (extra: unknown): typeof rawBaseQuery => {
  if (!isServerRequests(extra)) {
    return rawBaseQuery;
  }
  let query = serverBaseQueries.get(extra);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: `${extra.origin}/`,
      fetchFn: extra.fetch,
      responseHandler: 'content-type',
    });
    serverBaseQueries.set(extra, query);
  }
  return query;
};

/** fetchBaseQuery whose failures are ApiErrors ("status: response text"). */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQueryFor(queryApi.extra)(args, queryApi, extraOptions);
  if (result.error) {
    return { error: toApiError(result.error), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

/** Every cache tag of the app, declared here and nowhere else. */
export const tagTypes = [
  'CurrentUser',
  'SiteSettings',
  'SiteContent',
  'SiteImages',
  'MembershipPlans',
  'ContactSubmissions',
  'SentEmails',
  'AdminStats',
  'PendingApprovals',
  'AdminUsers',
  'Questionnaire',
  'QuestionnaireReviews',
  'Matches',
  'MatchRequests',
  'AdminMatchRequests',
  'MatchAnalysis',
  'AlgorithmSettings',
  'CompatibilityThresholds',
  'Conversations',
  'Thread',
  'UnreadCount',
  'Blocks',
  'NotificationPreferences',
  'ContactCard',
  'MessageReports',
  'MemberReports',
  'AdminMessages',
  'AdminConversation',
  'SupportThreads',
  'MessagingAudit',
  'MessagingStats',
  'Membership',
  'Subscription',
  'Payments',
  'Orders',
  'AdminMemberships',
  'CourseSessions',
  'CourseBookings',
  'CourseUsers',
  'Services',
  'ServiceBookings',
  'Documents',
  'DocumentMatches',
  'DocumentMatch',
  'DocumentReviews',
  'MeetingRequests',
] as const;

export type TagType = (typeof tagTypes)[number];

/** Each item by id plus the list itself, for a query that returns a list. */
export const listTags = <T extends TagType>(
  type: T,
  items: readonly { id: string }[] | undefined,
) => [...(items ?? []).map(({ id }) => ({ type, id })), { type, id: 'LIST' as const }];

/**
 * The one API slice; features add endpoints with `api.injectEndpoints`.
 * Data is fetched once and kept: no retries, no refetch on focus or reconnect, no polling, and
 * nothing goes stale. A mutation refreshes what it changed through its tags.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});
