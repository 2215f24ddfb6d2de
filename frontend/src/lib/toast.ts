import AppContext from 'antd/es/app/context';
import { useContext, useMemo } from 'react';
import { TOAST_DURATION_SECONDS } from '../config/site';

/** Only one toast is visible at a time; each stays 5 seconds. */
export const notificationConfig = { maxCount: 1, duration: TOAST_DURATION_SECONDS } as const;

export interface Toast {
  success(title: string, description?: string): void;
  /** The red "destructive" toast. */
  error(title: string, description?: string): void;
}

/** Toasts through antd notifications; the App provider keeps at most one visible. */
export const useToast = (): Toast => {
  // What App.useApp() reads, without importing antd's App component into every page.
  const { notification } = useContext(AppContext);
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      error: (title, description) => notification.error({ title, description }),
    }),
    [notification],
  );
};
