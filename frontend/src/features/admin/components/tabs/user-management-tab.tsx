import { App, Flex, Input, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { AdminUser } from '@mithaq/contracts';
import { useAdminDeleteUserMutation, useAdminUsersQuery } from '../../api/users-api';
import { useAdminRevokeComplimentaryMutation } from '../../api/memberships-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import {
  approvalLabel,
  courseStatusLabel,
  genderLabel,
  membershipTierLabel,
  practiceLevelLabel,
  roleLabel,
} from '../../lib/user-labels';
import { AdminTable, serverPagination } from '../admin-table';
import { DayCell, EmailVerificationTag } from '../user-cells';
import { MembershipGrantDialog } from './membership-grant-dialog';
import { ChangePasswordDialog, deleteProfileWarning, UserProfileDialog } from './user-dialogs';
import { UserRowActions } from './user-row-actions';

const DEFAULT_PAGE_SIZE = 20;

const roleColors = { admin: 'red', wali: 'purple', member: 'blue' } as const;
const approvalColors = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

const Flag = ({ done, label }: { done: boolean; label: string }) => (
  <Tag color={done ? 'green' : 'default'}>{`${label}: ${done ? 'Yes' : 'No'}`}</Tag>
);

type Dialog = { kind: 'profile' | 'password' | 'membership'; user: AdminUser } | null;

const tierColors = { free: 'default', bronze: 'orange', silver: 'geekblue', gold: 'gold' } as const;

/** All users, paged, sorted and searched by the server. */
export const UserManagementTab = () => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const { data, isFetching, error } = useAdminUsersQuery({ page, pageSize, search });
  const [remove] = useAdminDeleteUserMutation();
  const run = useMutationAction();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [revoke] = useAdminRevokeComplimentaryMutation();
  const { modal } = App.useApp();

  const askRevoke = (user: AdminUser) => {
    modal.confirm({
      title: 'Revoke membership',
      content: `End ${user.username}'s complimentary membership now? A membership they paid for is not affected.`,
      okText: 'Revoke',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        run(revoke(user.id), {
          success: { title: 'Membership revoked' },
          failure: { title: 'Revoke failed', description: 'Failed to revoke the membership' },
        }),
    });
  };

  const askDelete = (user: AdminUser) =>
    confirmDelete({
      title: 'Delete profile',
      content: deleteProfileWarning(user),
      onConfirm: () =>
        run(remove(user.id), {
          success: { title: 'User profile deleted successfully' },
          failure: { title: 'Delete Failed', description: 'Failed to update user' },
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
          <span>
            <EmailVerificationTag verified={user.isEmailVerified} />
          </span>
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
      render: (_value, user) => <DayCell iso={user.createdAt} />,
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
      render: (_value, user) => (
        <Tag color={tierColors[user.membershipTier]}>
          {membershipTierLabel(user.membershipTier)}
        </Tag>
      ),
    },
    {
      title: 'Marriage Course',
      key: 'course',
      render: (_value, user) => courseStatusLabel(user),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'end',
      render: (_value, user) => (
        <UserRowActions
          user={user}
          onProfile={() => setDialog({ kind: 'profile', user })}
          onPassword={() => setDialog({ kind: 'password', user })}
          onMembership={() => setDialog({ kind: 'membership', user })}
          onRevoke={() => askRevoke(user)}
          onDelete={() => askDelete(user)}
        />
      ),
    },
  ];

  const close = () => setDialog(null);
  return (
    <AdminTable<AdminUser>
      title="User Management"
      toolbar={
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
      }
      what="users"
      error={error}
      columns={columns}
      // The table scrolls inside its card; the Actions column stays pinned on the right.
      scroll={{ x: 'max-content' }}
      dataSource={data?.items ?? []}
      loading={isFetching}
      pagination={serverPagination({
        page,
        pageSize,
        total: data?.total ?? 0,
        noun: 'user',
        onChange: (nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        },
      })}
    >
      {dialog?.kind === 'profile' && <UserProfileDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'password' && <ChangePasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'membership' && (
        <MembershipGrantDialog user={dialog.user} onClose={close} />
      )}
    </AdminTable>
  );
};
