import { Flex, Layout, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { settingKeys, useSetting, useSiteName } from '../../entities/site/site-settings';
import { ConfiguredLogo } from '../site-logo';

export const AppFooter = () => {
  const siteName = useSiteName();
  const footerLogo = useSetting(settingKeys.footerLogo);
  const year = new Date().getFullYear();
  return (
    <Layout.Footer>
      <Flex vertical align="center" gap="small">
        <Flex align="center" gap="small">
          <ConfiguredLogo value={footerLogo} alt={`${siteName} logo`} />
          <Typography.Text strong>{siteName}</Typography.Text>
        </Flex>
        <Flex component="nav" aria-label="Footer" gap="large" wrap justify="center">
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          <Link to={paths.termsOfService}>Terms of Service</Link>
          <Link to={paths.contact}>Contact Us</Link>
        </Flex>
        <Typography.Text type="secondary">
          © {year} {siteName}. All rights reserved.
        </Typography.Text>
      </Flex>
    </Layout.Footer>
  );
};
