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

/** fetchBaseQuery whose failures are ApiErrors ("status: response text"). */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  if (result.error) {
    return { error: toApiError(result.error), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

export const tagTypes = [
  'CurrentUser',
  'SiteSettings',
  'SiteContent',
  'SiteImages',
  'MembershipPlans',
  'ContactSubmissions',
  'SentEmails',
  'AdminStats',
  'Matches',
  'MatchRequests',
  'AdminMatchRequests',
  'MatchAnalysis',
  'AlgorithmSettings',
  'CompatibilityThresholds',
] as const;

/**
 * The one API slice; features add endpoints with `api.injectEndpoints`.
 * Data-fetch defaults (member-experience.md §9): no retries, no refetch on focus or reconnect,
 * no polling, and data never goes stale.
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
