import { practiceLevelLabels, type MatchProfileView } from '@mithaq/contracts';
import { Alert, Descriptions, Divider, Flex, Modal, Progress, Spin, Tag, Typography } from 'antd';
import { apiErrorOf } from '../../../lib/api-error';
import { useGetMatchProfileQuery } from '../api/matches-api';
import { bandColors, bandOf, barPercentOf } from '../lib/compatibility';

interface MatchProfileDialogProps {
  /** The match whose profile is open, or null when the dialog is closed. */
  match: { userId: string; username: string } | null;
  onClose: () => void;
}

const capitalised = (value: string): string =>
  value ? value.charAt(0).toUpperCase() + value.slice(1) : value;

const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

const ProfileDetails = ({ profile }: { profile: MatchProfileView }) => {
  const band = bandOf(profile.compatibilityScore);
  const personal = [
    { key: 'name', label: 'Name', children: profile.name },
    { key: 'age', label: 'Age', children: String(profile.age) },
    { key: 'gender', label: 'Gender', children: capitalised(profile.gender) },
    { key: 'country', label: 'Country of Residence', children: profile.countryOfResidence },
    { key: 'nationality', label: 'Nationality', children: orDash(profile.nationality) },
    { key: 'ethnicity', label: 'Ethnicity', children: orDash(profile.ethnicity) },
    { key: 'marital', label: 'Marital Status', children: capitalised(profile.maritalStatus) },
    {
      key: 'practice',
      label: 'Practice Level',
      children: practiceLevelLabels[profile.practiceLevel],
    },
    {
      key: 'sect',
      label: 'Islamic Sect',
      children: profile.islamicSect ? capitalised(profile.islamicSect) : '—',
    },
    { key: 'education', label: 'Education', children: orDash(profile.educationLevel) },
    { key: 'occupation', label: 'Occupation', children: orDash(profile.occupation) },
    {
      key: 'height',
      label: 'Height',
      children: profile.height === null ? '—' : `${profile.height} cm`,
    },
  ];
  return (
    <Flex vertical gap="small">
      <Flex wrap gap={4}>
        {profile.isCertified && <Tag color="gold">Certified</Tag>}
        {profile.isWaliVerified && <Tag color="blue">Wali Verified</Tag>}
      </Flex>
      <Typography.Title level={5}>Personal Information</Typography.Title>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={personal} />
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={5}>About</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {profile.bio || 'No description yet.'}
      </Typography.Paragraph>
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={5}>Compatibility Analysis</Typography.Title>
      <Flex justify="space-between">
        <Typography.Text>Overall compatibility</Typography.Text>
        <Typography.Text strong style={{ color: bandColors[band] }}>
          {profile.compatibilityScore}% · {band}
        </Typography.Text>
      </Flex>
      <Progress
        percent={barPercentOf(profile.compatibilityScore)}
        showInfo={false}
        strokeColor={bandColors[band]}
        aria-label={`Compatibility ${profile.compatibilityScore}%`}
      />
      <Typography.Text type="secondary">Matching factors</Typography.Text>
      {profile.matchingFactors.length === 0 ? (
        <Typography.Text type="secondary">No shared factors yet</Typography.Text>
      ) : (
        <ul aria-label="Matching factors" style={{ margin: 0, paddingInlineStart: 20 }}>
          {profile.matchingFactors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
      )}
    </Flex>
  );
};

/** View Profile: what a match may see of the other member. */
export const MatchProfileDialog = ({ match, onClose }: MatchProfileDialogProps) => {
  const { data, error, isFetching } = useGetMatchProfileQuery(match?.userId ?? '', {
    skip: !match,
  });
  const profile = data && match && data.userId === match.userId ? data : undefined;
  return (
    <Modal
      open={match !== null}
      title={match ? `Profile of @${match.username}` : undefined}
      onCancel={onClose}
      footer={null}
      width={680}
      destroyOnHidden
    >
      {error !== undefined ? (
        <Alert
          type="error"
          showIcon
          title="Could not load this profile"
          description={apiErrorOf(error).message}
        />
      ) : profile ? (
        <ProfileDetails profile={profile} />
      ) : (
        isFetching && (
          <Flex justify="center" role="status" aria-label="Loading profile">
            <Spin />
          </Flex>
        )
      )}
    </Modal>
  );
};
