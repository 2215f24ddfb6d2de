import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { api } from './api';
import { clearCsrfToken } from './csrf';
import { useAppDispatch } from './hooks';
import { setCurrentUser, useLogoutMutation } from './session';
import { useMutationAction } from './use-mutation-action';

/** Signs out; the user, the stored role and the whole data cache go even when the call fails. */
export const useLogout = () => {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const run = useMutationAction();

  const signOut = useCallback(async () => {
    await run(logout(), {
      success: { title: 'Logged out', description: 'You have been logged out successfully' },
      failure: { title: 'Logout failed', description: (error) => error.message },
    });
    clearCsrfToken();
    dispatch(api.util.resetApiState());
    setCurrentUser(dispatch, null);
    await navigate(paths.auth);
  }, [dispatch, logout, navigate, run]);

  return { signOut, isSigningOut: isLoading };
};
