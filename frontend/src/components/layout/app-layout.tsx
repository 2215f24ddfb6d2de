import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content
        style={{
          padding: token.paddingLG,
          width: '100%',
          maxWidth: 1200,
          marginInline: 'auto',
        }}
      >
        <main>{children}</main>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
};
