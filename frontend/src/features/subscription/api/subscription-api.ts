import {
  BillingRoutes,
  ContentRoutes,
  type ContactRequest,
  type RouteReply,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

/** The support request of the Need Help dialog: a contact message marked as support. */
export type SupportRequest = ContactRequest & { type: 'support' };

/** Cancelling the subscription and asking for help from subscription management. */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelUserSubscription: build.mutation<
      RouteReply<typeof BillingRoutes.cancelUserSubscription>,
      { reason?: string }
    >({
      query: (body) => routeRequest(BillingRoutes.cancelUserSubscription, { body }),
      invalidatesTags: ['Subscription', 'Membership', 'CurrentUser'],
    }),
    sendSupportRequest: build.mutation<
      RouteReply<typeof ContentRoutes.submitContact>,
      SupportRequest
    >({
      query: (body) => routeRequest(ContentRoutes.submitContact, { body }),
      invalidatesTags: [{ type: 'ContactSubmissions', id: 'LIST' }],
    }),
  }),
});

export const { useCancelUserSubscriptionMutation, useSendSupportRequestMutation } = subscriptionApi;
