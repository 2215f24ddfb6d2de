import type {
  MatchDashboard,
  MatchPage,
  MatchProfileView,
  MatchRequestView,
  MatchSort,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';

export interface MatchListArgs {
  page: number;
  pageSize: number;
  minCompatibility: number;
  sort: MatchSort;
}

export interface SendMatchRequestArgs {
  requesterId: string;
  targetId: string;
  message: string;
}

export interface RespondMatchRequestArgs {
  id: string;
  status: 'accepted' | 'declined';
}

/** The member's matches and match requests (issue 5 API, member-experience.md §7). */
export const matchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatchDashboard: build.query<MatchDashboard, MatchSort>({
      query: (sort) => ({ url: 'api/matches', params: { sort } }),
      providesTags: ['Matches'],
    }),
    getMatchList: build.query<MatchPage, MatchListArgs>({
      query: (params) => ({ url: 'api/matches/list', params: { ...params } }),
      providesTags: ['Matches'],
    }),
    getMatchProfile: build.query<MatchProfileView, string>({
      query: (userId) => `api/matches/members/${encodeURIComponent(userId)}`,
      providesTags: ['Matches'],
    }),
    getSentMatchRequests: build.query<MatchRequestView[], void>({
      query: () => 'api/match-requests/sent',
      providesTags: ['MatchRequests'],
    }),
    getReceivedMatchRequests: build.query<MatchRequestView[], void>({
      query: () => 'api/match-requests/received',
      providesTags: ['MatchRequests'],
    }),
    sendMatchRequest: build.mutation<MatchRequestView, SendMatchRequestArgs>({
      query: (body) => ({ url: 'api/match-requests', method: 'POST', body }),
      invalidatesTags: ['MatchRequests'],
    }),
    respondToMatchRequest: build.mutation<MatchRequestView, RespondMatchRequestArgs>({
      query: ({ id, status }) => ({
        url: `api/match-requests/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: ['MatchRequests'],
    }),
  }),
});

export const {
  useGetMatchDashboardQuery,
  useGetMatchListQuery,
  useGetMatchProfileQuery,
  useGetSentMatchRequestsQuery,
  useGetReceivedMatchRequestsQuery,
  useSendMatchRequestMutation,
  useRespondToMatchRequestMutation,
} = matchesApi;
