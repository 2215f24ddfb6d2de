import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, Menu, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { settingKeys, useSetting, useSiteName } from '../../entities/site/site-settings';
import { useLogout } from '../../lib/use-logout';
import { ConfiguredLogo } from '../site-logo';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { NavLinkLabel } from './nav-link-label';
import { navLinksFor } from './nav-links';
import { UserMenu } from './user-menu';

export const AppHeader = () => {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  // md (768 px and up) is the desktop breakpoint.
  const isWideScreen = screens.md === true;
  const { user } = useSession();
  const siteName = useSiteName();
  const headerLogo = useSetting(settingKeys.headerLogo);
  const { signOut } = useLogout();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const onSignOut = () => void signOut();

  const menuItems = navLinksFor(user, isWideScreen).map((link) => ({
    key: link.to,
    label: (
      <Link to={link.to}>
        <NavLinkLabel link={link} signedIn={user !== null} />
      </Link>
    ),
  }));

  return (
    <Layout.Header
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
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
              {siteName}
            </Typography.Text>
          </Flex>
        </Link>
        {isWideScreen ? (
          <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
            <Menu
              mode="horizontal"
              items={menuItems}
              selectedKeys={[pathname]}
              style={{ borderBottom: 'none' }}
            />
          </nav>
        ) : (
          <div style={{ flex: 1 }} />
        )}
        {user && <UserMenu user={user} onSignOut={onSignOut} />}
        {/* On /auth the form's own Sign In button is the only one. */}
        {!user && pathname !== paths.auth && (
          <Button type="primary" onClick={() => void navigate(paths.auth)}>
            Sign In
          </Button>
        )}
        {!isWideScreen && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label="Open menu"
            onClick={() => setDrawerOpen(true)}
          />
        )}
      </Flex>
      <MobileNavDrawer
        open={drawerOpen && !isWideScreen}
        onClose={() => setDrawerOpen(false)}
        user={user}
        selectedPath={pathname}
        onSignOut={onSignOut}
      />
    </Layout.Header>
  );
};
