import {
  TwoFactorRoutes,
  type ConfirmTwoFactorRequest,
  type DisableTwoFactorRequest,
  type RegenerateRecoveryCodesRequest,
  type RouteReply,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

/**
 * A reply that hands out a fresh set of recovery codes says two-factor sign-in is on, with that
 * many codes left: the status follows without asking again.
 */
const showFreshCodes = async (
  _body: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: { recoveryCodes: readonly string[] } }>;
  },
): Promise<void> => {
  const outcome = await queryFulfilled.catch(() => null);
  if (outcome) {
    await dispatch(
      twoFactorApi.util.upsertQueryData('twoFactorStatus', undefined, {
        enabled: true,
        recoveryCodesLeft: outcome.data.recoveryCodes.length,
      }),
    );
  }
};

/** The signed-in admin's own two-factor sign-in. */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    twoFactorStatus: build.query<RouteReply<typeof TwoFactorRoutes.twoFactorStatus>, void>({
      query: () => routeRequest(TwoFactorRoutes.twoFactorStatus),
    }),
    startTwoFactorEnrolment: build.mutation<
      RouteReply<typeof TwoFactorRoutes.startTwoFactorEnrolment>,
      void
    >({
      query: () => routeRequest(TwoFactorRoutes.startTwoFactorEnrolment),
    }),
    confirmTwoFactorEnrolment: build.mutation<
      RouteReply<typeof TwoFactorRoutes.confirmTwoFactorEnrolment>,
      ConfirmTwoFactorRequest
    >({
      query: (body) => routeRequest(TwoFactorRoutes.confirmTwoFactorEnrolment, { body }),
      onQueryStarted: showFreshCodes,
    }),
    regenerateRecoveryCodes: build.mutation<
      RouteReply<typeof TwoFactorRoutes.regenerateRecoveryCodes>,
      RegenerateRecoveryCodesRequest
    >({
      query: (body) => routeRequest(TwoFactorRoutes.regenerateRecoveryCodes, { body }),
      onQueryStarted: showFreshCodes,
    }),
    disableTwoFactor: build.mutation<
      RouteReply<typeof TwoFactorRoutes.disableTwoFactor>,
      DisableTwoFactorRequest
    >({
      query: (body) => routeRequest(TwoFactorRoutes.disableTwoFactor, { body }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        if (await queryFulfilled.then(() => true).catch(() => false)) {
          await dispatch(
            twoFactorApi.util.upsertQueryData('twoFactorStatus', undefined, {
              enabled: false,
              recoveryCodesLeft: 0,
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useTwoFactorStatusQuery,
  useStartTwoFactorEnrolmentMutation,
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
} = twoFactorApi;
