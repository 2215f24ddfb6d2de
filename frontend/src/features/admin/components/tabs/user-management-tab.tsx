import { DeleteOutlined, KeyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminUser } from '../../api/admin-types';
import { useAdminDeleteUserMutation, useAdminUsersQuery } from '../../api/users-api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import { formatDateTime } from '../../lib/format-date';
import {
  approvalLabel,
  courseStatusLabel,
  genderLabel,
  membershipTierLabel,
  practiceLevelLabel,
  roleLabel,
} from '../../lib/user-labels';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { ChangePasswordDialog, deleteProfileWarning, UserProfileDialog } from './user-dialogs';

const DEFAULT_PAGE_SIZE = 20;

const roleColors = { admin: 'red', wali: 'purple', member: 'blue' } as const;
const approvalColors = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

const Flag = ({ done, label }: { done: boolean; label: string }) => (
  <Tag color={done ? 'green' : 'default'}>{`${label}: ${done ? 'Yes' : 'No'}`}</Tag>
);

type Dialog = { kind: 'profile' | 'password'; user: AdminUser } | null;

/** All users, paged, sorted and searched by the server. */
export const UserManagementTab = () => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const { data, isFetching, error } = useAdminUsersQuery({ page, pageSize, search });
  const [remove] = useAdminDeleteUserMutation();
  const run = useAdminAction();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog>(null);

  const askDelete = (user: AdminUser) =>
    confirmDelete({
      title: 'Delete profile',
      content: deleteProfileWarning(user),
      onConfirm: () =>
        run(remove(user.id), {
          success: { title: 'User profile deleted successfully' },
          failure: { title: 'Delete Failed', fallback: 'Failed to update user' },
        }),
    });

  const columns: TableColumnsType<AdminUser> = [
    {
      title: 'User',
      key: 'user',
      render: (_value, user) => (
        <Flex vertical>
          <strong>{user.fullName ?? '—'}</strong>
          <span>{user.username}</span>
          <span>{user.email}</span>
        </Flex>
      ),
    },
    {
      title: 'Role',
      key: 'role',
      render: (_value, user) => {
        const role = roleLabel(user.role);
        return <Tag color={roleColors[role]}>{role}</Tag>;
      },
    },
    {
      title: 'Approval',
      key: 'approval',
      render: (_value, user) => (
        <Tag color={approvalColors[user.approvalStatus]}>{approvalLabel(user.approvalStatus)}</Tag>
      ),
    },
    {
      title: 'Joined',
      key: 'createdAt',
      render: (_value, user) => formatDateTime(user.createdAt),
    },
    { title: 'Wali Contact', key: 'wali', render: (_value, user) => user.waliContact || '—' },
    { title: 'Gender', key: 'gender', render: (_value, user) => genderLabel(user.gender) },
    {
      title: 'Completion',
      key: 'completion',
      render: (_value, user) => (
        <Flex vertical gap={4} align="start">
          <Flag done={user.profileCompleted} label="Profile" />
          <Flag done={user.questionnaireCompleted} label="Questionnaire" />
        </Flex>
      ),
    },
    {
      title: 'Practice Level',
      key: 'practiceLevel',
      render: (_value, user) => practiceLevelLabel(user.practiceLevel),
    },
    {
      title: 'Membership',
      key: 'membershipTier',
      render: (_value, user) => membershipTierLabel(user.membershipTier),
    },
    {
      title: 'Marriage Course',
      key: 'course',
      render: (_value, user) => courseStatusLabel(user),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, user) => (
        <Flex gap="small" wrap>
          <Button icon={<UserOutlined />} onClick={() => setDialog({ kind: 'profile', user })}>
            View Profile
          </Button>
          <Button icon={<KeyOutlined />} onClick={() => setDialog({ kind: 'password', user })}>
            Change Password
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => askDelete(user)}>
            Delete Profile
          </Button>
        </Flex>
      ),
    },
  ];

  const close = () => setDialog(null);
  return (
    <>
      <TabToolbar title="User Management">
        <Input.Search
          aria-label="Search users"
          placeholder="Search by name, username or email"
          allowClear
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ width: 320 }}
        />
      </TabToolbar>
      {error !== undefined && <LoadError what="users" error={error} />}
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `${total} ${total === 1 ? 'user' : 'users'}`,
          onChange: (nextPage, nextSize) => {
            setPage(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
        scroll={{ x: true }}
      />
      {dialog?.kind === 'profile' && <UserProfileDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'password' && <ChangePasswordDialog user={dialog.user} onClose={close} />}
    </>
  );
};
