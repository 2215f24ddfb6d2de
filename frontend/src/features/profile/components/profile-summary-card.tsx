import { Card, Descriptions, Divider, Flex, Progress, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { InitialsAvatar } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { displayNameOf } from '../../../lib/session';
import {
  ageOf,
  maritalStatusLabels,
  practiceLevelLabelOf,
  type MemberUser,
} from '../lib/member-details';
import { CompatibilityGuide } from './compatibility-guide';

interface ProfileSummaryCardProps {
  user: MemberUser;
  /** Hides the Edit Profile link, e.g. on the profile page itself. */
  showEditLink?: boolean;
}

/** The member's profile summary card; reused on other screens. */
export const ProfileSummaryCard = ({ user, showEditLink = true }: ProfileSummaryCardProps) => {
  const age = ageOf(user);
  const completion = user.profileCompletion;
  const details = [
    { key: 'age', label: 'Age', children: age === null ? '—' : String(age) },
    { key: 'ethnicity', label: 'Ethnicity', children: user.ethnicity || '—' },
    {
      key: 'maritalStatus',
      label: 'Marital Status',
      children: user.maritalStatus ? maritalStatusLabels[user.maritalStatus] : '—',
    },
    { key: 'practiceLevel', label: 'Practice Level', children: practiceLevelLabelOf(user) ?? '—' },
  ];

  return (
    <Card title="Profile Summary" aria-label="Profile summary">
      <Flex vertical gap="middle">
        <Flex align="center" gap="middle">
          <InitialsAvatar name={displayNameOf(user)} />
          <Flex vertical>
            <Typography.Text strong>{displayNameOf(user)}</Typography.Text>
            <Typography.Text type="secondary">@{user.username}</Typography.Text>
          </Flex>
        </Flex>
        <Flex wrap gap="small">
          {user.isApproved && <Tag color="green">Approved</Tag>}
          {user.isWaliVerified === true && <Tag color="blue">Wali Verified</Tag>}
          {user.isMarriageCourseCertified === true && (
            <Tag color="gold">Marriage Course Certified</Tag>
          )}
        </Flex>
        <Descriptions column={1} size="small" items={details} />
        <Flex vertical gap={4}>
          <Flex justify="space-between">
            <Typography.Text>Profile Completion</Typography.Text>
            <Typography.Text strong>{completion}%</Typography.Text>
          </Flex>
          <Progress percent={completion} showInfo={false} aria-label="Profile completion" />
        </Flex>
        {showEditLink && <Link to={paths.profile}>Edit Profile</Link>}
        <Divider style={{ margin: 0 }} />
        <CompatibilityGuide />
      </Flex>
    </Card>
  );
};
