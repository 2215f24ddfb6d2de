import type { LoginRequest } from '@mithaq/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorOf } from '../../../lib/api-error';
import { destinationAfterSignIn, displayNameOf } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useLoginMutation } from '../api/auth-api';

export const useSignIn = () => {
  const [login, { isLoading, isSuccess }] = useLoginMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const signIn = useCallback(
    async (values: LoginRequest) => {
      const result = await login(values);
      if (result.error) {
        toast.error('Login failed', apiErrorOf(result.error).text || 'Login failed');
        return;
      }
      toast.success('Login successful', `Welcome back, ${displayNameOf(result.data)}!`);
      await navigate(destinationAfterSignIn(result.data), { replace: true });
    },
    [login, navigate, toast],
  );

  return { signIn, isSigningIn: isLoading, hasSignedIn: isSuccess };
};
