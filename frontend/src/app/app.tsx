import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from '../lib/store';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { notificationConfig } from '../lib/toast';
import { appTheme } from './theme';
import { useBrowserProtection } from './use-browser-protection';

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
        <AntApp notification={notificationConfig}>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
};
