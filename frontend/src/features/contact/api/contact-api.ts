import { ContentRoutes, type ContactRequest, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<
      RouteReply<typeof ContentRoutes.submitContact>,
      ContactRequest
    >({
      query: (body) => routeRequest(ContentRoutes.submitContact, { body }),
      // An admin looking at the inbox in this tab sees the new message.
      invalidatesTags: [{ type: 'ContactSubmissions', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
