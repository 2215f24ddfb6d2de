import { practiceLevelLabels, type MatchProfileView } from '@mithaq/contracts';
import { Alert, Descriptions, Divider, Flex, Modal, Tag, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { apiErrorOf } from '../../../lib/api-error';
import { useGetMatchProfileQuery } from '../api/matches-api';
import { useMatchRequests } from '../hooks/use-match-requests';
import { AcceptedNextSteps } from './accepted-next-steps';
import { CompatibilityMeter } from './compatibility-meter';
import { MessageButton } from './message-button';
import { SendRequestButton } from './send-request-button';

interface MatchProfileDialogProps {
  /** The match whose profile is open, or null when the dialog is closed. */
  match: { userId: string; username: string } | null;
  onClose: () => void;
  /** False on the free tier: Send Request becomes the upgrade link, as on the cards. */
  canSend?: boolean;
}

const capitalised = (value: string): string =>
  value ? value.charAt(0).toUpperCase() + value.slice(1) : value;

const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

const ProfileDetails = ({ profile }: { profile: MatchProfileView }) => {
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
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Personal Information
      </Typography.Title>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={personal} />
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        About
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {profile.bio || 'No description yet.'}
      </Typography.Paragraph>
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Compatibility Analysis
      </Typography.Title>
      <CompatibilityMeter score={profile.compatibilityScore} label="Overall compatibility" />
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

/** Send Request and Message where the member is reading, and what comes next once accepted. */
const DialogActions = ({
  match,
  canSend,
}: {
  match: { userId: string; username: string };
  canSend?: boolean;
}) => {
  const { stateOf } = useMatchRequests();
  const accepted = stateOf(match.userId)?.status === 'accepted';
  return (
    <Flex vertical gap="middle" style={{ textAlign: 'start' }}>
      <Flex wrap gap="small" role="group" aria-label="Profile actions">
        <SendRequestButton
          target={{ id: match.userId, username: match.username }}
          canSend={canSend}
        />
        <MessageButton userId={match.userId} onlyWhenAllowed />
      </Flex>
      {accepted && <AcceptedNextSteps partnerId={match.userId} partnerUsername={match.username} />}
    </Flex>
  );
};

/** View Profile: what a match may see of the other member. */
export const MatchProfileDialog = ({ match, onClose, canSend }: MatchProfileDialogProps) => {
  const { data, error, isFetching } = useGetMatchProfileQuery(match?.userId ?? '', {
    skip: !match,
  });
  const profile = data && match && data.userId === match.userId ? data : undefined;
  return (
    <Modal
      open={match !== null}
      title={match ? `Profile of @${match.username}` : undefined}
      onCancel={onClose}
      footer={match && <DialogActions match={match} canSend={canSend} />}
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
        isFetching && <LoadingSpin label="Loading profile" centered />
      )}
    </Modal>
  );
};
