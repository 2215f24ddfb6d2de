import { DocumentRoutes, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';
import { documentTags } from '../../../entities/documents/document-matches';

const routes = DocumentRoutes;

/** The match page: the match, photo reveal, the meeting fee and the meeting proposal. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDocumentMatch: build.query<RouteReply<typeof routes.match>, string>({
      query: (matchId) => routeRequest(routes.match, { params: { matchId } }),
      providesTags: (_match, _error, matchId) => [
        { type: 'DocumentMatch', id: matchId },
        'DocumentMatch',
      ],
    }),
    revealPhotos: build.mutation<
      RouteReply<typeof routes.reveal>,
      RouteBody<typeof routes.reveal> & { matchId: string }
    >({
      query: ({ matchId, ...body }) => routeRequest(routes.reveal, { params: { matchId }, body }),
      invalidatesTags: ['DocumentMatches'],
      // The reply is the match as it now stands: shown at once.
      onQueryStarted: async ({ matchId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          void dispatch(documentsApi.util.upsertQueryData('getDocumentMatch', matchId, data));
        } catch {
          // The failure is toasted by the screen.
        }
      },
    }),
    payMeeting: build.mutation<RouteReply<typeof routes.payMeeting>, string>({
      query: (matchId) => routeRequest(routes.payMeeting, { params: { matchId } }),
      invalidatesTags: [...documentTags, 'Membership', 'Payments'],
    }),
    proposeMeeting: build.mutation<
      RouteReply<typeof routes.proposeMeeting>,
      RouteBody<typeof routes.proposeMeeting> & { matchId: string }
    >({
      query: ({ matchId, ...body }) =>
        routeRequest(routes.proposeMeeting, { params: { matchId }, body }),
      invalidatesTags: ['DocumentMatches'],
      onQueryStarted: async ({ matchId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          void dispatch(documentsApi.util.upsertQueryData('getDocumentMatch', matchId, data));
        } catch {
          // The failure is toasted by the screen.
        }
      },
    }),
  }),
});

export const {
  useGetDocumentMatchQuery,
  useRevealPhotosMutation,
  usePayMeetingMutation,
  useProposeMeetingMutation,
} = documentsApi;
