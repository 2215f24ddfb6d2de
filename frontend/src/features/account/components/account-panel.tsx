import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The narrow card the pages opened from an account email share. */
export const AccountPanel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Flex vertical style={{ maxWidth: 480, width: '100%', marginInline: 'auto' }}>
    <Card>
      <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  </Flex>
);
