import { MessagingRoutes, type ContactCardRequest, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = MessagingRoutes;

/** The contact details the member would share with the match they exchange them with. */
export const contactCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactCard: build.query<RouteReply<typeof routes.getContactCard>, void>({
      query: () => routeRequest(routes.getContactCard),
      providesTags: ['ContactCard'],
    }),
    updateContactCard: build.mutation<
      RouteReply<typeof routes.updateContactCard>,
      ContactCardRequest
    >({
      query: (body) => routeRequest(routes.updateContactCard, { body }),
      // A thread shows whether the member has a card to reveal.
      invalidatesTags: ['ContactCard', 'Thread'],
    }),
  }),
});

export const { useGetContactCardQuery, useUpdateContactCardMutation } = contactCardApi;
