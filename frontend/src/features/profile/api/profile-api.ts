import { IdentityRoutes, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';
import { isCurrentUser, setCurrentUser } from '../../../lib/session';

const route = IdentityRoutes.updateUser;

/** Profile fields and the marketing consent, as the update route accepts them. */
export type ProfileChanges = RouteBody<typeof route>;

export interface UpdateUserArgs {
  id: string;
  changes: ProfileChanges;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The reply is the composed current user: it replaces the cached current user. */
    updateUser: build.mutation<RouteReply<typeof route>, UpdateUserArgs>({
      query: ({ id, changes }) => routeRequest(route, { params: { id }, body: changes }),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          if (isCurrentUser(data)) {
            setCurrentUser(dispatch, data);
          }
        } catch {
          // The caller shows the failure.
        }
      },
    }),
  }),
});

export const { useUpdateUserMutation } = profileApi;
