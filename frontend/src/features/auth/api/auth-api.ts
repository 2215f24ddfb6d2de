import type { Dispatch } from '@reduxjs/toolkit';
import {
  IdentityRoutes,
  type LoginRequest,
  type RegisterInput,
  type RouteReply,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';
import { clearCsrfToken } from '../../../lib/csrf';
import { routeRequest } from '../../../lib/route-request';
import { isCurrentUser, setCurrentUser } from '../../../lib/session';

type Reply = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

const NOT_A_USER = 'The server did not return a user';

/** A successful sign-in or registration makes the returned user the current user. */
const startSession = (reply: Reply, dispatch: Dispatch) => {
  // The server rotates the CSRF token whenever the session changes.
  clearCsrfToken();
  if (reply.error) {
    return { error: reply.error };
  }
  if (!isCurrentUser(reply.data)) {
    const error: ApiError = { status: null, text: NOT_A_USER, message: NOT_A_USER };
    return { error };
  }
  setCurrentUser(dispatch, reply.data);
  return { data: reply.data };
};

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<RouteReply<typeof IdentityRoutes.login>, LoginRequest>({
      queryFn: async (body, { dispatch }, _extraOptions, baseQuery) =>
        startSession(await baseQuery(routeRequest(IdentityRoutes.login, { body })), dispatch),
    }),
    register: build.mutation<RouteReply<typeof IdentityRoutes.register>, RegisterInput>({
      queryFn: async (body, { dispatch }, _extraOptions, baseQuery) =>
        startSession(await baseQuery(routeRequest(IdentityRoutes.register, { body })), dispatch),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = authApi;
