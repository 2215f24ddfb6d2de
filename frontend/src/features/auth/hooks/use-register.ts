import type { RegisterInput } from '@mithaq/contracts';
import { useCallback } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useRegisterMutation } from '../api/auth-api';

/** "Registration failed: {status} {response body text}". */
export const registrationFailureText = (error: ApiError): string =>
  ['Registration failed:', error.status, error.text]
    .filter((part) => part !== null && part !== '')
    .join(' ');

/**
 * Registering signs nobody in: the server answers the same for a new address and a known one,
 * and the member verifies the address from the email before signing in.
 */
export const useRegister = () => {
  const [registerAccount, { isLoading, data, reset }] = useRegisterMutation();
  const run = useMutationAction();

  /** Sends the registration; resolves to the server's field messages when it refuses it. */
  const register = useCallback(
    async (values: RegisterInput): Promise<Record<string, string> | undefined> => {
      const outcome = await run(registerAccount(values), {
        success: { title: 'Registration successful' },
        failure: { title: 'Registration failed', description: registrationFailureText },
      });
      return outcome.ok ? undefined : outcome.error.fields;
    },
    [registerAccount, run],
  );

  return {
    register,
    isRegistering: isLoading,
    /** The server's answer to the registration, shown in place of the form. */
    registeredMessage: data?.message ?? null,
    startOver: reset,
  };
};
