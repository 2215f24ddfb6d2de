import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import type { AdminUser, ApprovalAction } from '@mithaq/contracts';
import {
  useAdminApproveUserMutation,
  useAdminBulkApprovalMutation,
  useAdminPendingApprovalsQuery,
  useAdminRejectUserMutation,
} from '../../api/users-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { genderLabel, matchesUserSearch } from '../../lib/user-labels';
import { AdminTable, localPagination } from '../admin-table';
import { DayCell, EmailVerificationTag } from '../user-cells';

const approveMessages = {
  success: { title: 'User approved' },
  failure: { title: 'Approval failed', description: 'Failed to update user' },
};
const rejectMessages = {
  success: { title: 'User rejected' },
  failure: { title: 'Rejection failed', description: 'Failed to update user' },
};

/**
 * Users awaiting approval: approve or reject one, or select rows and act in bulk. The selection
 * lives in this component, which the tabs unmount when another tab opens, so it resets then.
 */
export const PendingApprovalsTab = () => {
  const { data, isLoading, error } = useAdminPendingApprovalsQuery();
  const [approve] = useAdminApproveUserMutation();
  const [reject] = useAdminRejectUserMutation();
  const [bulk, { isLoading: bulkRunning }] = useAdminBulkApprovalMutation();
  const run = useMutationAction();
  const [picked, setPicked] = useState<Key[]>([]);
  const [search, setSearch] = useState('');
  // The server sends every account awaiting approval, so the search filters in the browser.
  const shown = (data ?? []).filter((user) => matchesUserSearch(user, search));
  // Rows that left the list (approved or rejected one by one) or that the search hides drop out
  // of the selection, so a bulk action only touches rows the admin can see.
  const listed = new Set(shown.map((user) => user.id));
  const selected = picked.filter((key) => listed.has(String(key)));

  const approveOne = (user: AdminUser) =>
    void run(approve(user.id), {
      ...approveMessages,
      success: { title: 'User approved', description: `${user.username} has been approved` },
    });
  const rejectOne = (user: AdminUser) =>
    void run(reject(user.id), {
      ...rejectMessages,
      success: { title: 'User rejected', description: `${user.username} has been rejected` },
    });

  const runBulk = async (action: ApprovalAction) => {
    const userIds = selected.map(String);
    const messages = action === 'approve' ? approveMessages : rejectMessages;
    const verb = action === 'approve' ? 'approved' : 'rejected';
    const reply = await run(bulk({ userIds, action }), {
      failure: messages.failure,
      success: {
        title: messages.success.title,
        description: ({ updated }) =>
          `${updated.length} ${updated.length === 1 ? 'user' : 'users'} ${verb}`,
      },
    });
    if (reply.ok) {
      setPicked([]);
    }
  };

  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'Name',
      dataIndex: 'fullName',
      key: 'fullName',
      render: (_value, user) => user.fullName ?? '—',
    },
    { title: 'Username', dataIndex: 'username', key: 'username' },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      render: (_value, user) => (
        <Flex vertical gap={4} align="start">
          <span>{user.email}</span>
          <EmailVerificationTag verified={user.isEmailVerified} />
        </Flex>
      ),
    },
    {
      title: 'Gender',
      dataIndex: 'gender',
      key: 'gender',
      render: (_value, user) => genderLabel(user.gender),
    },
    {
      title: 'Registered',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (_value, user) => <DayCell iso={user.createdAt} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, user) => (
        <Flex gap="small" wrap={false}>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => approveOne(user)}>
            Approve
          </Button>
          <Button danger icon={<CloseOutlined />} onClick={() => rejectOne(user)}>
            Reject
          </Button>
        </Flex>
      ),
    },
  ];

  const count = selected.length;
  return (
    <AdminTable<AdminUser>
      title="Pending Approvals"
      toolbar={
        <>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={count === 0}
            loading={bulkRunning}
            onClick={() => void runBulk('approve')}
          >
            {`Approve Selected (${count})`}
          </Button>
          <Button
            danger
            icon={<CloseOutlined />}
            disabled={count === 0}
            loading={bulkRunning}
            onClick={() => void runBulk('reject')}
          >
            {`Reject Selected (${count})`}
          </Button>
        </>
      }
      filters={
        <Input.Search
          aria-label="Search pending approvals"
          placeholder="Search by name, username or email"
          allowClear
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => setSearch(value)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
      }
      what="pending approvals"
      error={error}
      emptyText={
        search.trim() !== '' && (data ?? []).length > 0
          ? 'No pending users match this search'
          : 'No users awaiting approval'
      }
      columns={columns}
      dataSource={shown}
      loading={isLoading}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => setPicked(keys),
      }}
      pagination={localPagination}
    />
  );
};
