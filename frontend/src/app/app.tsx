import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppStore } from '../lib/store';
import { notificationConfig } from '../lib/toast';
import { appTheme } from './theme';
import { useBrowserProtection } from './use-browser-protection';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
}

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
