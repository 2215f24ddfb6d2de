import type { Dispatch } from '@reduxjs/toolkit';
import {
  IdentityRoutes,
  isTwoFactorRequired,
  TwoFactorRoutes,
  type LoginRequest,
  type RegisterInput,
  type RouteReply,
  type TwoFactorSignInRequest,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import type { ApiError } from '../../../lib/api-error';
import { clearCsrfToken } from '../../../lib/csrf';
import { routeRequest } from '../../../lib/route-request';
import { isCurrentUser, setCurrentUser } from '../../../lib/session';

type Reply = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

const NOT_A_USER = 'The server did not return a user';
const notAUser = (): ApiError => ({ status: null, text: NOT_A_USER, message: NOT_A_USER });

/** A successful sign-in makes the returned user the current user. */
const startSession = (reply: Reply, dispatch: Dispatch) => {
  // The server rotates the CSRF token whenever the session changes.
  clearCsrfToken();
  if (reply.error) {
    return { error: reply.error };
  }
  // The password was right but a code is needed first: no session exists yet.
  if (isTwoFactorRequired(reply.data)) {
    return { data: reply.data };
  }
  if (!isCurrentUser(reply.data)) {
    return { error: notAUser() };
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
    loginTwoFactor: build.mutation<
      RouteReply<typeof TwoFactorRoutes.loginTwoFactor>,
      TwoFactorSignInRequest
    >({
      queryFn: async (body, { dispatch }, _extraOptions, baseQuery) => {
        const reply = startSession(
          await baseQuery(routeRequest(TwoFactorRoutes.loginTwoFactor, { body })),
          dispatch,
        );
        if (reply.error) {
          return { error: reply.error };
        }
        return isCurrentUser(reply.data) ? { data: reply.data } : { error: notAUser() };
      },
    }),
    register: build.mutation<RouteReply<typeof IdentityRoutes.register>, RegisterInput>({
      query: (body) => routeRequest(IdentityRoutes.register, { body }),
    }),
  }),
});

export const { useLoginMutation, useLoginTwoFactorMutation, useRegisterMutation } = authApi;
