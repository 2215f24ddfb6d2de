import {
  MatchingRoutes,
  type AdminMatchRequestListQuery,
  type AdminUpdateMatchRequest,
  type RouteReply,
  type UpdateThresholds,
  type UpdateWeights,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = MatchingRoutes;

/** The progress of the newest full recompute, polled while one runs. */
const RECOMPUTE = { type: 'MatchAnalysis', id: 'RECOMPUTE' } as const;
const ANALYSIS = { type: 'MatchAnalysis', id: 'ANALYSIS' } as const;

/**
 * Match requests, match analysis, algorithm weights and compatibility thresholds.
 * Saving weights or thresholds starts a recompute of every match; the tabs follow its progress
 * through the recompute query (see use-recompute-progress).
 */
export const matchingAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMatchRequests: build.query<
      RouteReply<typeof routes.adminListRequests>,
      AdminMatchRequestListQuery
    >({
      query: ({ status, ...query }) =>
        routeRequest(routes.adminListRequests, {
          query: { ...query, ...(status ? { status } : {}) },
        }),
      providesTags: (reply) => [
        ...(reply?.items ?? []).map(({ id }) => ({ type: 'AdminMatchRequests' as const, id })),
        { type: 'AdminMatchRequests', id: 'LIST' },
      ],
    }),
    adminMatchRequest: build.query<RouteReply<typeof routes.adminGetRequest>, string>({
      query: (id) => routeRequest(routes.adminGetRequest, { params: { id } }),
      providesTags: (_reply, _error, id) => [{ type: 'AdminMatchRequests', id }],
    }),
    adminUpdateMatchRequest: build.mutation<
      RouteReply<typeof routes.adminUpdateRequest>,
      AdminUpdateMatchRequest & { id: string }
    >({
      query: ({ id, ...body }) => routeRequest(routes.adminUpdateRequest, { params: { id }, body }),
      invalidatesTags: ['AdminMatchRequests'],
    }),
    adminMatchAnalysis: build.query<RouteReply<typeof routes.analysis>, void>({
      query: () => routeRequest(routes.analysis),
      providesTags: [ANALYSIS],
    }),
    adminRecomputeStatus: build.query<RouteReply<typeof routes.recomputeStatus>, void>({
      query: () => routeRequest(routes.recomputeStatus),
      providesTags: [RECOMPUTE],
    }),
    adminAlgorithmSettings: build.query<RouteReply<typeof routes.getWeights>, void>({
      query: () => routeRequest(routes.getWeights),
      providesTags: ['AlgorithmSettings'],
    }),
    adminUpdateAlgorithmSettings: build.mutation<
      RouteReply<typeof routes.updateWeights>,
      UpdateWeights['weights']
    >({
      query: (weights) => routeRequest(routes.updateWeights, { body: { weights } }),
      invalidatesTags: ['AlgorithmSettings', ANALYSIS],
    }),
    adminCompatibilityThresholds: build.query<RouteReply<typeof routes.getThresholds>, void>({
      query: () => routeRequest(routes.getThresholds),
      providesTags: ['CompatibilityThresholds'],
    }),
    adminUpdateCompatibilityThresholds: build.mutation<
      RouteReply<typeof routes.updateThresholds>,
      UpdateThresholds
    >({
      query: (body) => routeRequest(routes.updateThresholds, { body }),
      invalidatesTags: ['CompatibilityThresholds', ANALYSIS],
    }),
  }),
});

export const {
  useAdminMatchRequestsQuery,
  useAdminMatchRequestQuery,
  useAdminUpdateMatchRequestMutation,
  useAdminMatchAnalysisQuery,
  useAdminRecomputeStatusQuery,
  useAdminAlgorithmSettingsQuery,
  useAdminUpdateAlgorithmSettingsMutation,
  useAdminCompatibilityThresholdsQuery,
  useAdminUpdateCompatibilityThresholdsMutation,
} = matchingAdminApi;
