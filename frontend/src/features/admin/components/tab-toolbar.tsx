import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A tab's heading with its actions on the right. */
export const TabToolbar = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
    <Typography.Title level={3} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
    <Flex gap="small">{children}</Flex>
  </Flex>
);
