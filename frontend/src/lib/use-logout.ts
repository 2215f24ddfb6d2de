import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { api } from './api';
import { apiErrorOf } from './api-error';
import { clearCsrfToken } from './csrf';
import { useAppDispatch } from './hooks';
import { setCurrentUser, useLogoutMutation } from './session';
import { useToast } from './toast';

/** Signs out; the user, the stored role and the whole data cache go even when the call fails. */
export const useLogout = () => {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const signOut = useCallback(async () => {
    const result = await logout();
    clearCsrfToken();
    dispatch(api.util.resetApiState());
    setCurrentUser(dispatch, null);
    await navigate(paths.auth);
    if (result.error) {
      toast.error('Logout failed', apiErrorOf(result.error).message);
    } else {
      toast.success('Logged out', 'You have been logged out successfully');
    }
  }, [dispatch, logout, navigate, toast]);

  return { signOut, isSigningOut: isLoading };
};
