import { BillingRoutes, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';

const routes = BillingRoutes;

/** A grant changes the member's tier: the users list and their membership are refetched. */
const membershipChanged = ['AdminUsers', 'AdminMemberships', 'AdminStats'] as const;

/** Complimentary memberships granted and revoked from user management. */
export const membershipsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMemberMembership: build.query<RouteReply<typeof routes.memberMembership>, string>({
      query: (id) => routeRequest(routes.memberMembership, { params: { id } }),
      providesTags: (_reply, _error, id) => [{ type: 'AdminMemberships', id }],
    }),
    adminGrantComplimentary: build.mutation<
      RouteReply<typeof routes.grantComplimentary>,
      RouteBody<typeof routes.grantComplimentary> & { id: string }
    >({
      query: ({ id, ...body }) => routeRequest(routes.grantComplimentary, { params: { id }, body }),
      invalidatesTags: [...membershipChanged],
    }),
    adminRevokeComplimentary: build.mutation<RouteReply<typeof routes.revokeComplimentary>, string>(
      {
        query: (id) => routeRequest(routes.revokeComplimentary, { params: { id } }),
        invalidatesTags: [...membershipChanged],
      },
    ),
  }),
});

export const {
  useAdminMemberMembershipQuery,
  useAdminGrantComplimentaryMutation,
  useAdminRevokeComplimentaryMutation,
} = membershipsAdminApi;
