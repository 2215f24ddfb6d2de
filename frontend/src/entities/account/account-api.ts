import {
  AccountSecurityPaths,
  type ChangeOwnPasswordRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type RouteReply,
  type VerifyEmailRequest,
} from '@mithaq/contracts';
import { api } from '../../lib/api';
import { clearCsrfToken } from '../../lib/csrf';
import { routeRequest } from '../../lib/route-request';

type MessageReply = RouteReply<typeof AccountSecurityPaths.forgotPassword>;

/**
 * Password reset, changing one's own password and email verification. Several screens use them:
 * the pages opened from an email, the profile page and the banner of the signed-in layout.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<MessageReply, ForgotPasswordRequest>({
      query: (body) => routeRequest(AccountSecurityPaths.forgotPassword, { body }),
    }),
    resetPassword: build.mutation<MessageReply, ResetPasswordRequest>({
      query: (body) => routeRequest(AccountSecurityPaths.resetPassword, { body }),
      // A reset ends every session of the account, this browser's included.
      onQueryStarted: async (_body, { queryFulfilled }) => {
        await queryFulfilled.then(clearCsrfToken, () => undefined);
      },
      invalidatesTags: (reply) => (reply ? ['CurrentUser'] : []),
    }),
    changeOwnPassword: build.mutation<MessageReply, ChangeOwnPasswordRequest>({
      query: (body) => routeRequest(AccountSecurityPaths.changeOwnPassword, { body }),
      // The server may renew the session (and with it the CSRF token) after a password change.
      onQueryStarted: async (_body, { queryFulfilled }) => {
        await queryFulfilled.then(clearCsrfToken, () => undefined);
      },
    }),
    verifyEmail: build.mutation<MessageReply, VerifyEmailRequest>({
      query: (body) => routeRequest(AccountSecurityPaths.verifyEmail, { body }),
      // The signed-in member's isEmailVerified changes: the banner reads it.
      invalidatesTags: (reply) => (reply ? ['CurrentUser'] : []),
    }),
    resendVerificationEmail: build.mutation<MessageReply, void>({
      query: () => routeRequest(AccountSecurityPaths.resendVerification),
    }),
  }),
});

export const {
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useChangeOwnPasswordMutation,
  useVerifyEmailMutation,
  useResendVerificationEmailMutation,
} = accountApi;
