import type {
  AdminMatchRequest,
  AdminMatchRequestPage,
  AlgorithmSettingsReply,
  MatchAnalysis,
  MatchFactorKey,
  MatchRequestStatus,
  RecomputeStatus,
  ThresholdsReply,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';

export interface AdminMatchRequestsQuery {
  status?: MatchRequestStatus;
  page: number;
  pageSize: number;
}

export interface AdminMatchRequestUpdate {
  id: string;
  status: MatchRequestStatus;
  /** Already trimmed; left out when the administrator wrote nothing. */
  adminNotes?: string;
}

export interface ThresholdValues {
  high: number;
  medium: number;
  low: number;
}

export type FactorWeights = Record<MatchFactorKey, number>;

const idPath = (id: string): string => encodeURIComponent(id);

/** The progress of the newest full recompute, polled while one runs. */
const RECOMPUTE = { type: 'MatchAnalysis', id: 'RECOMPUTE' } as const;

/**
 * Match requests, match analysis, algorithm weights and compatibility thresholds (issue 5).
 * Saving weights or thresholds starts a recompute of every match; the tabs follow its progress
 * through the recompute query (see use-recompute-progress).
 */
export const matchingAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMatchRequests: build.query<AdminMatchRequestPage, AdminMatchRequestsQuery>({
      query: ({ status, page, pageSize }) => ({
        url: 'api/admin/match-requests',
        params: { page, pageSize, ...(status ? { status } : {}) },
      }),
      providesTags: (reply) => [
        ...(reply?.items ?? []).map(({ id }) => ({ type: 'AdminMatchRequests' as const, id })),
        { type: 'AdminMatchRequests', id: 'LIST' },
      ],
    }),
    adminMatchRequest: build.query<AdminMatchRequest, string>({
      query: (id) => `api/admin/match-requests/${idPath(id)}`,
      providesTags: (_reply, _error, id) => [{ type: 'AdminMatchRequests', id }],
    }),
    adminUpdateMatchRequest: build.mutation<AdminMatchRequest, AdminMatchRequestUpdate>({
      query: ({ id, ...body }) => ({
        url: `api/admin/match-requests/${idPath(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['AdminMatchRequests'],
    }),
    adminMatchAnalysis: build.query<MatchAnalysis, void>({
      query: () => 'api/admin/match-analysis',
      providesTags: [{ type: 'MatchAnalysis', id: 'ANALYSIS' }],
    }),
    adminRecomputeStatus: build.query<RecomputeStatus | null, void>({
      query: () => 'api/admin/matching/recompute',
      providesTags: [RECOMPUTE],
    }),
    adminAlgorithmSettings: build.query<AlgorithmSettingsReply, void>({
      query: () => 'api/admin/algorithm-settings',
      providesTags: ['AlgorithmSettings'],
    }),
    adminUpdateAlgorithmSettings: build.mutation<AlgorithmSettingsReply, FactorWeights>({
      query: (weights) => ({
        url: 'api/admin/algorithm-settings',
        method: 'PUT',
        body: { weights },
      }),
      invalidatesTags: ['AlgorithmSettings', { type: 'MatchAnalysis', id: 'ANALYSIS' }],
    }),
    adminCompatibilityThresholds: build.query<ThresholdsReply, void>({
      query: () => 'api/admin/compatibility-thresholds',
      providesTags: ['CompatibilityThresholds'],
    }),
    adminUpdateCompatibilityThresholds: build.mutation<ThresholdsReply, ThresholdValues>({
      query: (body) => ({ url: 'api/admin/compatibility-thresholds', method: 'PUT', body }),
      invalidatesTags: ['CompatibilityThresholds', { type: 'MatchAnalysis', id: 'ANALYSIS' }],
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
