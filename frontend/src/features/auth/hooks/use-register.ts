import type { CurrentUser, RegisterInput } from '@mithaq/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { questionnaireAfterRegistration } from '../../../config/paths';
import { ApiRequestError, apiErrorOf, type ApiError } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import { useRegisterMutation } from '../api/auth-api';

/** "Registration failed: {status} {response body text}" (member-experience.md §8). */
export const registrationFailureText = (error: ApiError): string =>
  ['Registration failed:', error.status, error.text]
    .filter((part) => part !== null && part !== '')
    .join(' ');

export const useRegister = () => {
  const [registerAccount, { isLoading, isSuccess }] = useRegisterMutation();
  const navigate = useNavigate();
  const toast = useToast();

  /** Resolves with the new user; on failure shows the toast and re-raises (ApiRequestError). */
  const register = useCallback(
    async (values: RegisterInput): Promise<CurrentUser> => {
      const result = await registerAccount(values);
      if (result.error) {
        const error = apiErrorOf(result.error);
        toast.error('Registration failed', registrationFailureText(error));
        throw new ApiRequestError(error);
      }
      toast.success('Registration successful', 'Your account has been created successfully!');
      await navigate(questionnaireAfterRegistration, { replace: true });
      return result.data;
    },
    [navigate, registerAccount, toast],
  );

  return { register, isRegistering: isLoading, hasRegistered: isSuccess };
};
