import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A tab's heading with its actions on the right. The page title is the only h1, so each tab's
 * heading is the h2 under it, drawn at the smaller h3 size.
 */
export const TabToolbar = ({ title, children }: { title: string; children?: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        {title}
      </Typography.Title>
      <Flex gap="small" wrap>
        {children}
      </Flex>
    </Flex>
  );
};
