import { lazy, Suspense, type ReactNode } from 'react';
import { EmailVerificationBanner } from '../account/email-verification-banner';
import { useSession } from '../../lib/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useThemeToken } from '../../lib/theme-token';
import { ShellContent, ShellLayout } from './light-layout';

/*
 * One live connection per tab while signed in: new messages and requests update the cache. It
 * draws nothing, so its code loads only once someone is signed in; a visitor never needs it.
 */
const LiveUpdates = lazy(async () => ({
  default: (await import('../../entities/messaging/live-updates')).LiveUpdates,
}));

export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { token } = useThemeToken();
  const { user } = useSession();
  return (
    <ShellLayout style={{ minHeight: '100vh' }}>
      {user !== null && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
      <SkipLink />
      <AppHeader />
      {/* antd's Content is the page's one <main> landmark; the skip link moves focus here. */}
      <ShellContent
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
      </ShellContent>
      <AppFooter />
    </ShellLayout>
  );
};
