import type { CurrentUser, UpdateProfileRequest } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { isCurrentUser, setCurrentUser } from '../../../lib/session';

/** PATCH /api/users/{id} body: profile fields and the marketing consent (issue 4 API). */
export type ProfileChanges = UpdateProfileRequest & { marketingConsent?: boolean };

export interface UpdateUserArgs {
  id: string;
  changes: ProfileChanges;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The reply is the composed current user: it replaces the cached GET /api/user. */
    updateUser: build.mutation<CurrentUser, UpdateUserArgs>({
      query: ({ id, changes }) => ({
        url: `api/users/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
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
