import { api } from '../../../lib/api';
import type { AccountCounts, MembershipPlan, PlanTier } from '@mithaq/contracts';
import { listTags } from './tags';

export const dashboardAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AccountCounts, void>({
      query: () => 'api/admin/stats',
      providesTags: ['AdminStats'],
    }),
    adminMembershipPlans: build.query<MembershipPlan[], void>({
      query: () => 'api/membership-plans',
      providesTags: (items) => listTags('MembershipPlans', items),
    }),
    adminUpdatePlanPrice: build.mutation<MembershipPlan, { tier: PlanTier; price: number }>({
      query: (body) => ({ url: 'api/admin/membership-plans', method: 'POST', body }),
      invalidatesTags: ['MembershipPlans'],
    }),
  }),
});

export const { useAdminStatsQuery, useAdminMembershipPlansQuery, useAdminUpdatePlanPriceMutation } =
  dashboardAdminApi;
