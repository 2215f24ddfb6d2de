import { ConfigProvider } from 'antd';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../lib/store';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { notificationConfig } from '../lib/toast';
import { FeedbackProvider } from './feedback-provider';
import { AppRoutes } from './routes';
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
  /** Holds the address: BrowserRouter in the browser, a MemoryRouter in tests. */
  router: ComponentType<{ children?: ReactNode }>;
}

export const App = ({ store, router: Router }: AppProps) => {
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
          <Router>
            <AppRoutes />
          </Router>
        </FeedbackProvider>
      </ConfigProvider>
    </Provider>
  );
};
