import {
  BillingRoutes,
  IdentityRoutes,
  type RouteReply,
  type UpdatePlanPrice,
} from '@mithaq/contracts';
import { api, listTags } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

export const dashboardAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<RouteReply<typeof IdentityRoutes.adminStats>, void>({
      query: () => routeRequest(IdentityRoutes.adminStats),
      providesTags: ['AdminStats'],
    }),
    adminMembershipPlans: build.query<RouteReply<typeof BillingRoutes.listPlans>, void>({
      query: () => routeRequest(BillingRoutes.listPlans),
      providesTags: (items) => listTags('MembershipPlans', items),
    }),
    adminUpdatePlanPrice: build.mutation<
      RouteReply<typeof BillingRoutes.updatePlanPrice>,
      UpdatePlanPrice
    >({
      query: (body) => routeRequest(BillingRoutes.updatePlanPrice, { body }),
      invalidatesTags: ['MembershipPlans'],
    }),
  }),
});

export const { useAdminStatsQuery, useAdminMembershipPlansQuery, useAdminUpdatePlanPriceMutation } =
  dashboardAdminApi;
