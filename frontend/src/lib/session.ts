import { IdentityPaths, type CurrentUser, type RouteReply } from '@mithaq/contracts';
import type { Dispatch } from '@reduxjs/toolkit';
import { paths } from '../config/paths';
import { USER_ROLE_STORAGE_KEY } from '../config/site';
import { api } from './api';
import { routeRequest } from './route-request';

/** Signed in only for an object with an id. */
export const isCurrentUser = (value: unknown): value is CurrentUser => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return false;
  }
  const id: unknown = (value as { id?: unknown }).id;
  return (typeof id === 'string' && id !== '') || typeof id === 'number';
};

export const isAdmin = (user: Pick<CurrentUser, 'role'> | null): boolean => user?.role === 'admin';

export const isQuestionnaireComplete = (
  user: Partial<Pick<CurrentUser, 'questionnaireCompleted'>>,
): boolean => user.questionnaireCompleted === true;

/** Where a user goes after signing in: an admin to /admin, a member home or to the questionnaire. */
export const destinationAfterSignIn = (user: CurrentUser): string => {
  if (isAdmin(user)) {
    return paths.admin;
  }
  return isQuestionnaireComplete(user) ? paths.home : paths.questionnaire;
};

export const displayNameOf = (user: CurrentUser): string => user.fullName || user.username;

/** Keeps the role in local storage, where the global browser behaviour reads it. */
export const rememberRole = (user: CurrentUser | null): void => {
  if (typeof localStorage === 'undefined') {
    // Drawn on the server (server/render-first-screen): there is no browser to remember it.
    return;
  }
  try {
    if (user) {
      localStorage.setItem(USER_ROLE_STORAGE_KEY, user.role);
    } else {
      localStorage.removeItem(USER_ROLE_STORAGE_KEY);
    }
  } catch (error) {
    console.error('Could not store the user role', error);
  }
};

/** The role stored at the last sign-in, or null: a hint only, never what decides access. */
export const rememberedRole = (): string | null => {
  try {
    return localStorage.getItem(USER_ROLE_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<CurrentUser | null, void>({
      // A 401, any other failure or a reply without an id all mean "signed out".
      queryFn: async (_arg, _queryApi, _extraOptions, baseQuery) => {
        const result = await baseQuery(routeRequest(IdentityPaths.currentUser));
        const user = !result.error && isCurrentUser(result.data) ? result.data : null;
        rememberRole(user);
        return { data: user };
      },
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<RouteReply<typeof IdentityPaths.logout>, void>({
      query: () => routeRequest(IdentityPaths.logout),
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;

/** Replaces the cached GET /api/user data synchronously and stores the role. */
export const setCurrentUser = (dispatch: Dispatch, user: CurrentUser | null): void => {
  dispatch(
    sessionApi.util.upsertQueryEntries([
      { endpointName: 'getCurrentUser', arg: undefined, value: user },
    ]),
  );
  rememberRole(user);
};

export interface Session {
  user: CurrentUser | null;
  isLoading: boolean;
}

export const useSession = (): Session => {
  const { data, isLoading } = useGetCurrentUserQuery();
  return { user: data ?? null, isLoading };
};
