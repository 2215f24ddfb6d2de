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
 * The store's thunk argument when the app is rendered on the server (server/render-first-screen):
 * the base query its requests go through there, to the gateway with the member's session. In the
 * browser there is none and requests go to the page's own origin.
 */
export interface ServerRequests {
  baseQuery: typeof rawBaseQuery;
}

/** fetchBaseQuery whose failures are ApiErrors ("status: response text"). */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const raw = (queryApi.extra as ServerRequests | undefined)?.baseQuery ?? rawBaseQuery;
  const result = await raw(args, queryApi, extraOptions);
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
