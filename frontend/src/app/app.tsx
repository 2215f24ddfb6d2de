import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from '../lib/store';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { notificationConfig } from '../lib/toast';
import { FeedbackProvider } from './feedback-provider';
import { appTheme } from './theme';
import { useBrowserProtection } from './use-browser-protection';

/**
 * Toasts stay clear of the header, where the user menu and Sign Out live: notifications rise from
 * the bottom right, and short messages open below the 64 px header bar.
 */
const notificationPlacement = { ...notificationConfig, placement: 'bottomRight' } as const;
const messagePlacement = { top: 80, maxCount: 1, duration: notificationConfig.duration } as const;

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

export const App = ({ store, router }: AppProps) => {
  useBrowserProtection();
  const reducedMotion = usePrefersReducedMotion();
  // Visitors who ask their system for less motion get none: antd's animations are switched off.
  const theme = useMemo(
    () => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reducedMotion],
  );
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <FeedbackProvider notification={notificationPlacement} message={messagePlacement}>
          <RouterProvider router={router} />
        </FeedbackProvider>
      </ConfigProvider>
    </Provider>
  );
};
