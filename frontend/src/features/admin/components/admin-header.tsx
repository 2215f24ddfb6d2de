import { LogoutOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@mithaq/contracts';
import { Button, Flex, Typography, theme } from 'antd';
import { displayNameOf } from '../../../lib/session';
import { useLogout } from '../../../lib/use-logout';

export const AdminHeader = ({ user }: { user: CurrentUser }) => {
  const { token } = theme.useToken();
  const { signOut, isSigningOut } = useLogout();
  return (
    <Flex justify="space-between" align="center" gap="middle" wrap>
      <Flex vertical>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2 }}>
          Admin Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">Welcome, {displayNameOf(user)}</Typography.Text>
      </Flex>
      <Button icon={<LogoutOutlined />} loading={isSigningOut} onClick={() => void signOut()}>
        Sign Out
      </Button>
    </Flex>
  );
};
