import type { RegisterInput } from '@mithaq/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { questionnaireAfterRegistration } from '../../../config/paths';
import type { ApiError } from '../../../lib/api-error';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useRegisterMutation } from '../api/auth-api';

/** "Registration failed: {status} {response body text}". */
export const registrationFailureText = (error: ApiError): string =>
  ['Registration failed:', error.status, error.text]
    .filter((part) => part !== null && part !== '')
    .join(' ');

export const useRegister = () => {
  const [registerAccount, { isLoading, isSuccess }] = useRegisterMutation();
  const navigate = useNavigate();
  const run = useMutationAction();

  /** Registers and continues to the questionnaire; resolves to the server's field messages. */
  const register = useCallback(
    async (values: RegisterInput): Promise<Record<string, string> | undefined> => {
      const outcome = await run(registerAccount(values), {
        success: {
          title: 'Registration successful',
          description: 'Your account has been created successfully!',
        },
        failure: { title: 'Registration failed', description: registrationFailureText },
      });
      if (!outcome.ok) {
        return outcome.error.fields;
      }
      await navigate(questionnaireAfterRegistration, { replace: true });
      return undefined;
    },
    [navigate, registerAccount, run],
  );

  return { register, isRegistering: isLoading, hasRegistered: isSuccess };
};
