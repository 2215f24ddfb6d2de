import {
  ContentRoutes,
  type ComposeEmailRequest,
  type RespondRequest,
  type RouteReply,
  type UpdateSubmissionRequest,
} from '@mithaq/contracts';
import { api, listTags } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = ContentRoutes;

/** Contact-form submissions and the emails sent from the admin area. */
export const inboxAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminContactSubmissions: build.query<RouteReply<typeof routes.listSubmissions>, void>({
      query: () => routeRequest(routes.listSubmissions),
      providesTags: (items) => listTags('ContactSubmissions', items),
    }),
    adminUpdateSubmission: build.mutation<
      RouteReply<typeof routes.updateSubmission>,
      UpdateSubmissionRequest & { id: string }
    >({
      query: ({ id, ...body }) => routeRequest(routes.updateSubmission, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ContactSubmissions', id }],
    }),
    adminRespondToSubmission: build.mutation<
      RouteReply<typeof routes.respondToSubmission>,
      RespondRequest & { id: string }
    >({
      query: ({ id, ...body }) =>
        routeRequest(routes.respondToSubmission, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ContactSubmissions', id },
        { type: 'SentEmails', id: 'LIST' },
      ],
    }),
    adminDeleteSubmission: build.mutation<RouteReply<typeof routes.deleteSubmission>, string>({
      query: (id) => routeRequest(routes.deleteSubmission, { params: { id } }),
      invalidatesTags: [{ type: 'ContactSubmissions', id: 'LIST' }],
    }),
    adminSentEmails: build.query<RouteReply<typeof routes.listSentEmails>, void>({
      query: () => routeRequest(routes.listSentEmails),
      providesTags: (items) => listTags('SentEmails', items),
    }),
    adminComposeEmail: build.mutation<RouteReply<typeof routes.composeEmail>, ComposeEmailRequest>({
      query: (body) => routeRequest(routes.composeEmail, { body }),
      invalidatesTags: [{ type: 'SentEmails', id: 'LIST' }],
    }),
    adminDeleteSentEmail: build.mutation<RouteReply<typeof routes.deleteSentEmail>, string>({
      query: (id) => routeRequest(routes.deleteSentEmail, { params: { id } }),
      invalidatesTags: [{ type: 'SentEmails', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminContactSubmissionsQuery,
  useAdminUpdateSubmissionMutation,
  useAdminRespondToSubmissionMutation,
  useAdminDeleteSubmissionMutation,
  useAdminSentEmailsQuery,
  useAdminComposeEmailMutation,
  useAdminDeleteSentEmailMutation,
} = inboxAdminApi;
