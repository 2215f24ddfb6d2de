import { CourseRoutes, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';

/** Starting the payment of selected wedding services: the server prices the order. */
export const servicesCheckoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    startServicesCheckout: build.mutation<
      RouteReply<typeof CourseRoutes.servicesCheckout>,
      RouteBody<typeof CourseRoutes.servicesCheckout>
    >({
      query: (body) => routeRequest(CourseRoutes.servicesCheckout, { body }),
    }),
  }),
});

export const { useStartServicesCheckoutMutation } = servicesCheckoutApi;
