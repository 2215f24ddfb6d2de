import type { CurrentUser } from '@mithaq/contracts';
import { Flex } from 'antd';
import { isAdmin } from '../../../lib/session';
import { AdminCounters } from './admin-counters';
import { AdminHeader } from './admin-header';
import { AdminTabs } from './admin-tabs';

/** Renders nothing, and so runs no admin query, unless the user's role is admin. */
export const AdminDashboard = ({ user }: { user: CurrentUser }) => {
  if (!isAdmin(user)) {
    return null;
  }
  return (
    <Flex vertical gap="large" style={{ width: '100%', maxWidth: 1280, margin: '0 auto' }}>
      <AdminHeader user={user} />
      <AdminCounters />
      <AdminTabs />
    </Flex>
  );
};
