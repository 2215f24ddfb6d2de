import { Flex } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { settingKeys, useSetting, useSiteName } from '../../entities/site/site-settings';
import { ConfiguredLogo, DEFAULT_LOGO_SIZE } from '../site-logo';
import { Text } from '../light-typography';
import { ShellFooter } from './light-layout';

export const AppFooter = () => {
  const siteName = useSiteName();
  const footerLogo = useSetting(settingKeys.footerLogo);
  const year = new Date().getFullYear();
  return (
    <ShellFooter>
      <Flex vertical align="center" gap="small">
        {/* A fixed line height: the configured logo arrives after the page and must not move it. */}
        <Flex align="center" gap="small" style={{ height: DEFAULT_LOGO_SIZE }}>
          <ConfiguredLogo value={footerLogo} alt={`${siteName} logo`} />
          <Text strong>{siteName}</Text>
        </Flex>
        <Flex component="nav" aria-label="Footer" gap="large" wrap justify="center">
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          <Link to={paths.termsOfService}>Terms of Service</Link>
          <Link to={paths.contact}>Contact Us</Link>
        </Flex>
        <Text type="secondary">
          © {year} {siteName}. All rights reserved.
        </Text>
      </Flex>
    </ShellFooter>
  );
};
