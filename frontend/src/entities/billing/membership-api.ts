import { BillingPaths, type RouteReply } from '@mithaq/contracts';
import { api } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';

const routes = BillingPaths;

/** What a change of tier refreshes: the user, the membership, the subscription and the matches. */
export const membershipChanged = [
  'CurrentUser',
  'Membership',
  'Subscription',
  'Payments',
  'Matches',
  'MatchRequests',
] as const;

/** The member's tier and subscription, read by the membership, checkout and matches screens. */
export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBillingConfig: build.query<RouteReply<typeof routes.config>, void>({
      query: () => routeRequest(routes.config),
    }),
    getMembership: build.query<RouteReply<typeof routes.membership>, void>({
      query: () => routeRequest(routes.membership),
      providesTags: ['Membership'],
    }),
    getSubscriptionStatus: build.query<RouteReply<typeof routes.subscriptionStatus>, void>({
      query: () => routeRequest(routes.subscriptionStatus),
      providesTags: ['Subscription'],
    }),
    getUserSubscription: build.query<RouteReply<typeof routes.userSubscription>, void>({
      query: () => routeRequest(routes.userSubscription),
      providesTags: ['Subscription'],
    }),
    getUserPayments: build.query<RouteReply<typeof routes.userPayments>, void>({
      query: () => routeRequest(routes.userPayments),
      providesTags: ['Payments'],
    }),
    getOrder: build.query<RouteReply<typeof routes.order>, string>({
      query: (id) => routeRequest(routes.order, { params: { id } }),
      providesTags: (_order, _error, id) => [{ type: 'Orders', id }],
    }),
  }),
});

export const {
  useGetBillingConfigQuery,
  useGetMembershipQuery,
  useGetSubscriptionStatusQuery,
  useGetUserSubscriptionQuery,
  useGetUserPaymentsQuery,
  useGetOrderQuery,
} = membershipApi;

/** Refetches everything a payment or a cancellation may have changed. */
export const refreshMembership = () => membershipApi.util.invalidateTags([...membershipChanged]);
