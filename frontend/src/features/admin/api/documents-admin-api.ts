import { DocumentRoutes, routeUrl, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';

const routes = DocumentRoutes;

/** The address of a document's file, served only through the authorised (and audited) route. */
export const documentFileUrl = (documentId: string): string =>
  routeUrl(routes.documentFile, { documentId });

/** Document review and meeting arrangement. */
export const documentsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDocumentReviews: build.query<RouteReply<typeof routes.adminReviews>, void>({
      query: () => routeRequest(routes.adminReviews),
      providesTags: ['DocumentReviews'],
    }),
    adminReviewDocument: build.mutation<
      RouteReply<typeof routes.adminReview>,
      RouteBody<typeof routes.adminReview> & { documentId: string }
    >({
      query: ({ documentId, ...body }) =>
        routeRequest(routes.adminReview, { params: { documentId }, body }),
      invalidatesTags: ['DocumentReviews', 'AdminUsers'],
    }),
    adminMeetingRequests: build.query<RouteReply<typeof routes.adminMeetings>, void>({
      query: () => routeRequest(routes.adminMeetings),
      providesTags: ['MeetingRequests'],
    }),
    adminArrangeMeeting: build.mutation<
      RouteReply<typeof routes.adminArrangeMeeting>,
      RouteBody<typeof routes.adminArrangeMeeting> & { meetingId: string }
    >({
      query: ({ meetingId, ...body }) =>
        routeRequest(routes.adminArrangeMeeting, { params: { meetingId }, body }),
      invalidatesTags: ['MeetingRequests'],
    }),
  }),
});

export const {
  useAdminDocumentReviewsQuery,
  useAdminReviewDocumentMutation,
  useAdminMeetingRequestsQuery,
  useAdminArrangeMeetingMutation,
} = documentsAdminApi;
