import type { LoginRequest } from '@mithaq/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { destinationAfterSignIn, displayNameOf } from '../../../lib/session';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useLoginMutation } from '../api/auth-api';

export const useSignIn = () => {
  const [login, { isLoading, isSuccess }] = useLoginMutation();
  const navigate = useNavigate();
  const run = useMutationAction();

  const signIn = useCallback(
    async (values: LoginRequest) => {
      const outcome = await run(login(values), {
        success: {
          title: 'Login successful',
          description: (user) => `Welcome back, ${displayNameOf(user)}!`,
        },
        failure: { title: 'Login failed', description: (error) => error.text || 'Login failed' },
      });
      if (outcome.ok) {
        await navigate(destinationAfterSignIn(outcome.data), { replace: true });
      }
    },
    [login, navigate, run],
  );

  return { signIn, isSigningIn: isLoading, hasSignedIn: isSuccess };
};
