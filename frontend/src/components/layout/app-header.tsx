import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { settingKeys, useSetting, useSiteName } from '../../entities/site/site-settings';
import { useLogout } from '../../lib/use-logout';
import { ConfiguredLogo } from '../site-logo';
import { navLinksFor } from './nav-links';
import { Text } from '../light-typography';
import { useScreenAtLeast } from '../../lib/media-query';
import { useThemeToken } from '../../lib/theme-token';
import { ShellHeader } from './light-layout';

/*
 * The menus are not part of the first paint: each loads with its own chunk, the row of links only
 * on a wide screen (a phone never needs it), the user menu once someone is signed in and the
 * drawer the first time it is opened.
 */
const MainNavMenu = lazy(async () => ({
  default: (await import('./main-nav-menu')).MainNavMenu,
}));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const MobileNavDrawer = lazy(async () => ({
  default: (await import('./mobile-nav-drawer')).MobileNavDrawer,
}));

/** Holds the user menu's place (antd's 32 px round button) while it loads, so nothing moves. */
const userMenuPlaceholder = (
  <span aria-hidden style={{ display: 'inline-block', width: 32, height: 32, flexShrink: 0 }} />
);

export const AppHeader = () => {
  const { token } = useThemeToken();
  // antd's md breakpoint (768 px and up) is the desktop one.
  const isWideScreen = useScreenAtLeast('md');
  const { user } = useSession();
  const siteName = useSiteName();
  const headerLogo = useSetting(settingKeys.headerLogo);
  const { signOut } = useLogout();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so its closing animation still plays afterwards.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpen(true);
  };
  const onSignOut = () => void signOut();

  return (
    <ShellHeader
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: token.paddingLG,
      }}
    >
      <Flex align="center" gap="middle" style={{ height: '100%' }}>
        <Link to={paths.home} aria-label={`${siteName} home`}>
          <Flex align="center" gap="small">
            <ConfiguredLogo value={headerLogo} alt={`${siteName} logo`} />
            <Text strong style={{ fontSize: token.fontSizeLG }}>
              {siteName}
            </Text>
          </Flex>
        </Link>
        {isWideScreen ? (
          // The landmark and its width are there from the first paint; the links fill it.
          <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
            <Suspense fallback={null}>
              <MainNavMenu
                links={navLinksFor(user, isWideScreen)}
                signedIn={user !== null}
                selectedPath={pathname}
              />
            </Suspense>
          </nav>
        ) : (
          <div style={{ flex: 1 }} />
        )}
        {user && (
          <Suspense fallback={userMenuPlaceholder}>
            <UserMenu user={user} onSignOut={onSignOut} />
          </Suspense>
        )}
        {/* On /auth the form's own Sign In button is the only one. */}
        {!user && pathname !== paths.auth && (
          <Button type="primary" onClick={() => void navigate(paths.auth)}>
            Sign In
          </Button>
        )}
        {!isWideScreen && (
          <Button type="text" icon={<MenuOutlined />} aria-label="Open menu" onClick={openDrawer} />
        )}
      </Flex>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen && !isWideScreen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            selectedPath={pathname}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </ShellHeader>
  );
};
