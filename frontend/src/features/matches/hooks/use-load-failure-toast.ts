import { useEffect } from 'react';
import { apiErrorOf } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';

/** Toasts a failed load once per failure, with "status: text". */
export const useLoadFailureToast = (error: unknown, title: string): void => {
  const toast = useToast();
  useEffect(() => {
    if (error !== undefined) {
      toast.error(title, apiErrorOf(error).message);
    }
  }, [error, title, toast]);
};
