import { Flex, Spin, Typography } from 'antd';
import { paths } from '../../../config/paths';
import { isAdmin, useSession } from '../../../lib/session';
import { AccessDenied } from '../components/access-denied';
import { AdminDashboard } from '../components/admin-dashboard';

const CheckingAuthentication = () => (
  <Flex
    vertical
    align="center"
    justify="center"
    gap="middle"
    style={{ minHeight: '50vh' }}
    role="status"
    aria-label="Checking authentication"
  >
    <Spin size="large" />
    <Typography.Text type="secondary">Checking authentication...</Typography.Text>
  </Flex>
);

/** Route /admin: admins get the dashboard, everyone else Access Denied. */
export const AdminPage = () => {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return <CheckingAuthentication />;
  }
  if (!user) {
    return (
      <AccessDenied
        message="Please log in to access the admin panel."
        linkTo={paths.auth}
        linkLabel="Go to Sign In"
      />
    );
  }
  if (!isAdmin(user)) {
    return (
      <AccessDenied
        message="You don't have permission to access the admin panel."
        linkTo={paths.home}
        linkLabel="Return to Home"
      />
    );
  }
  return <AdminDashboard user={user} />;
};
