import {
  isTwoFactorRequired,
  type CurrentUser,
  type LoginRequest,
  type TwoFactorRequired,
} from '@mithaq/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { destinationAfterSignIn, displayNameOf } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useLoginMutation, useLoginTwoFactorMutation } from '../api/auth-api';

const failure = {
  title: 'Login failed',
  description: (error: { text: string }) => error.text || 'Login failed',
};

/**
 * Signs in with the password and, for an account with two-factor sign-in on, a second step
 * with a code: until that step succeeds there is no session, only the server's challenge.
 */
export const useSignIn = () => {
  const [login, loginState] = useLoginMutation();
  const [loginTwoFactor, codeState] = useLoginTwoFactorMutation();
  const [challenge, setChallenge] = useState<TwoFactorRequired | null>(null);
  const navigate = useNavigate();
  const run = useMutationAction();
  const toast = useToast();

  const welcome = useCallback(
    async (user: CurrentUser) => {
      toast.success('Login successful', `Welcome back, ${displayNameOf(user)}!`);
      await navigate(destinationAfterSignIn(user), { replace: true });
    },
    [navigate, toast],
  );

  const signIn = useCallback(
    async (values: LoginRequest) => {
      const outcome = await run(login(values), { failure });
      if (!outcome.ok) {
        return;
      }
      if (isTwoFactorRequired(outcome.data)) {
        setChallenge(outcome.data);
        return;
      }
      await welcome(outcome.data);
    },
    [login, run, welcome],
  );

  const submitCode = useCallback(
    async (code: string) => {
      if (!challenge) {
        return;
      }
      const outcome = await run(loginTwoFactor({ challenge: challenge.challenge, code }), {
        failure,
      });
      if (outcome.ok) {
        await welcome(outcome.data);
      }
    },
    [challenge, loginTwoFactor, run, welcome],
  );

  return {
    signIn,
    submitCode,
    /** Back to the password form (the challenge is left to expire on the server). */
    cancelCode: useCallback(() => setChallenge(null), []),
    needsCode: challenge !== null,
    isSigningIn: loginState.isLoading || codeState.isLoading,
    hasSignedIn: (loginState.isSuccess && challenge === null) || codeState.isSuccess,
  };
};
