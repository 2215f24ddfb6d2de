import { BillingRoutes, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = BillingRoutes;

/** Starting a purchase and cancelling the Bronze subscription from the membership page. */
export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSubscription: build.mutation<RouteReply<typeof routes.createSubscription>, 'bronze'>({
      query: (tier) => routeRequest(routes.createSubscription, { body: { tier } }),
    }),
    createPaymentIntent: build.mutation<
      RouteReply<typeof routes.createPaymentIntent>,
      'silver' | 'gold'
    >({
      query: (tier) => routeRequest(routes.createPaymentIntent, { body: { tier } }),
    }),
    cancelSubscription: build.mutation<RouteReply<typeof routes.cancelSubscription>, void>({
      query: () => routeRequest(routes.cancelSubscription),
      invalidatesTags: ['Subscription', 'Membership', 'CurrentUser'],
    }),
  }),
});

export const {
  useCreateSubscriptionMutation,
  useCreatePaymentIntentMutation,
  useCancelSubscriptionMutation,
} = purchaseApi;
