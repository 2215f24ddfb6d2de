import {
  MatchingPaths,
  ProfilePaths,
  type CreateMatchRequest,
  type MatchListQuery,
  type MatchSort,
  type RespondMatchRequest,
  type RouteReply,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = MatchingPaths;

/** The member's matches and match requests. */
export const matchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatchDashboard: build.query<RouteReply<typeof routes.dashboard>, MatchSort>({
      query: (sort) => routeRequest(routes.dashboard, { query: { sort } }),
      providesTags: ['Matches'],
    }),
    getMatchList: build.query<RouteReply<typeof routes.listMatches>, MatchListQuery>({
      query: (query) => routeRequest(routes.listMatches, { query }),
      providesTags: ['Matches'],
    }),
    getMatchProfile: build.query<RouteReply<typeof routes.matchProfile>, string>({
      query: (userId) => routeRequest(routes.matchProfile, { params: { userId } }),
      providesTags: ['Matches'],
    }),
    /** The member's own questionnaire, read here for the team's reason when it was sent back. */
    getQuestionnaireReview: build.query<RouteReply<typeof ProfilePaths.getQuestionnaire>, string>({
      query: (userId) => routeRequest(ProfilePaths.getQuestionnaire, { params: { userId } }),
      providesTags: (_reply, _error, userId) => [{ type: 'Questionnaire', id: userId }],
    }),
    getSentMatchRequests: build.query<RouteReply<typeof routes.sentRequests>, void>({
      query: () => routeRequest(routes.sentRequests),
      providesTags: ['MatchRequests'],
    }),
    getReceivedMatchRequests: build.query<RouteReply<typeof routes.receivedRequests>, void>({
      query: () => routeRequest(routes.receivedRequests),
      providesTags: ['MatchRequests'],
    }),
    sendMatchRequest: build.mutation<RouteReply<typeof routes.createRequest>, CreateMatchRequest>({
      query: (body) => routeRequest(routes.createRequest, { body }),
      invalidatesTags: ['MatchRequests'],
    }),
    respondToMatchRequest: build.mutation<
      RouteReply<typeof routes.respondRequest>,
      RespondMatchRequest & { id: string }
    >({
      query: ({ id, ...body }) => routeRequest(routes.respondRequest, { params: { id }, body }),
      // An accepted request opens the pair's match page.
      invalidatesTags: ['MatchRequests', 'DocumentMatches'],
    }),
  }),
});

export const {
  useGetMatchDashboardQuery,
  useGetMatchListQuery,
  useGetMatchProfileQuery,
  useGetQuestionnaireReviewQuery,
  useGetSentMatchRequestsQuery,
  useGetReceivedMatchRequestsQuery,
  useSendMatchRequestMutation,
  useRespondToMatchRequestMutation,
} = matchesApi;
