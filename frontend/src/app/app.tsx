import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { TOAST_DURATION_SECONDS } from '../config/site';
import type { AppStore } from '../lib/store';
import { appTheme } from './theme';
import { useBrowserProtection } from './use-browser-protection';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Only one toast is visible at a time (member-experience.md §4). */
const notificationConfig = { maxCount: 1, duration: TOAST_DURATION_SECONDS };

export const App = ({ store, router }: AppProps) => {
  useBrowserProtection();
  return (
    <Provider store={store}>
      <ConfigProvider theme={appTheme}>
        <AntApp notification={notificationConfig}>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
};
