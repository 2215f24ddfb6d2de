import { Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { EmailVerificationBanner } from '../account/email-verification-banner';
import { useLiveUpdates } from '../../entities/messaging/live-updates';
import { useSession } from '../../lib/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { token } = theme.useToken();
  const { user } = useSession();
  // One live connection per tab while signed in: new messages and requests update the cache.
  useLiveUpdates(user !== null);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <AppHeader />
      {/* antd's Content is the page's one <main> landmark; the skip link moves focus here. */}
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{
          padding: token.paddingLG,
          width: '100%',
          maxWidth: 1200,
          marginInline: 'auto',
          outline: 'none',
        }}
      >
        <EmailVerificationBanner />
        {children}
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
};
