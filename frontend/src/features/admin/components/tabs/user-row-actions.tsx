import {
  CrownOutlined,
  DeleteOutlined,
  KeyOutlined,
  StopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { AdminUser } from '@mithaq/contracts';
import { CompleteCourseButton } from '../complete-course-button';

/** An icon button named for screen readers and shown in a tooltip on hover and focus. */
const IconAction = ({
  label,
  icon,
  danger = false,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick: () => void;
}) => (
  <Tooltip title={label}>
    <Button icon={icon} aria-label={label} danger={danger} onClick={onClick} />
  </Tooltip>
);

export interface UserRowActionsProps {
  user: AdminUser;
  onProfile: () => void;
  onPassword: () => void;
  onMembership: () => void;
  onRevoke: () => void;
  onDelete: () => void;
}

/**
 * Every action on one member as a row of icons, narrow enough to stay pinned at the table's
 * right edge, so the admin reaches them without scrolling sideways.
 */
export const UserRowActions = ({
  user,
  onProfile,
  onPassword,
  onMembership,
  onRevoke,
  onDelete,
}: UserRowActionsProps) => (
  <Flex gap="small" wrap={false}>
    <IconAction label="View Profile" icon={<UserOutlined />} onClick={onProfile} />
    <IconAction label="Change Password" icon={<KeyOutlined />} onClick={onPassword} />
    <IconAction label="Grant Membership" icon={<CrownOutlined />} onClick={onMembership} />
    {user.membershipTier !== 'free' && (
      <IconAction label="Revoke Membership" icon={<StopOutlined />} onClick={onRevoke} />
    )}
    <CompleteCourseButton
      compact
      userId={user.id}
      name={user.fullName || user.username}
      certified={user.hasCompletedMarriageCourse && user.isMarriageCourseCertified}
    />
    <IconAction label="Delete Profile" icon={<DeleteOutlined />} danger onClick={onDelete} />
  </Flex>
);
