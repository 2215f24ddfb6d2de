import { FileProtectOutlined, UserOutlined } from '@ant-design/icons';
import { practiceLevelLabels, type MatchCard as MatchCardData } from '@mithaq/contracts';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { Text } from '../../../components/light-typography';
import { InitialsAvatar } from '../../../components/user-avatar';
import { documentUploadPath } from '../../../config/paths';
import {
  documentMatchWith,
  useGetDocumentMatchesQuery,
} from '../../../entities/documents/document-matches';
import { CARD_FACTOR_COUNT } from '../lib/compatibility';
import { CompatibilityMeter } from './compatibility-meter';
import { MessageButton } from './message-button';
import { SendRequestButton } from './send-request-button';

interface MatchCardProps {
  match: MatchCardData;
  onViewProfile: (match: MatchCardData) => void;
  canSend?: boolean;
}

/** One match card on the matches page. */
export const MatchCard = ({ match, onViewProfile, canSend }: MatchCardProps) => {
  const navigate = useNavigate();
  const { data: documentMatches } = useGetDocumentMatchesQuery();
  const accepted = documentMatchWith(documentMatches, match.userId);
  const shown = match.matchingFactors.slice(0, CARD_FACTOR_COUNT);
  const more = match.matchingFactors.length - shown.length;
  return (
    <Card
      role="article"
      aria-label={`Match @${match.username}`}
      style={{ height: '100%' }}
      styles={{ body: { height: '100%' } }}
    >
      <Flex vertical gap="middle" style={{ height: '100%' }}>
        <Flex align="center" gap="middle">
          <InitialsAvatar name={match.username} size={48} />
          <Flex vertical style={{ minWidth: 0 }}>
            <Text strong ellipsis>
              @{match.username}
            </Text>
            <Typography.Text type="secondary">
              {match.age} years · {match.countryOfResidence}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex wrap gap={4}>
          {match.isCertified && <Tag color="gold">Certified</Tag>}
          {match.isVerified && <Tag color="green">Verified</Tag>}
          {match.isWaliVerified && <Tag color="blue">Wali Verified</Tag>}
          <Tag>{practiceLevelLabels[match.practiceLevel]}</Tag>
        </Flex>
        <CompatibilityMeter score={match.compatibilityScore} label="Compatibility" />
        <Flex vertical gap={2} style={{ flex: 1 }}>
          <Typography.Text type="secondary">Matching factors</Typography.Text>
          {shown.length === 0 ? (
            <Typography.Text type="secondary">No shared factors yet</Typography.Text>
          ) : (
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {shown.map((factor) => (
                <li key={factor}>{factor}</li>
              ))}
            </ul>
          )}
          {more > 0 && (
            <Typography.Text type="secondary">+{more} more matching factors</Typography.Text>
          )}
        </Flex>
        <Flex wrap gap="small">
          <Button icon={<UserOutlined />} onClick={() => onViewProfile(match)}>
            View Profile
          </Button>
          <MessageButton userId={match.userId} />
          <SendRequestButton
            target={{ id: match.userId, username: match.username }}
            canSend={canSend}
          />
          {accepted && (
            <Button
              icon={<FileProtectOutlined />}
              onClick={() => void navigate(documentUploadPath(accepted.id))}
            >
              Documents & meeting
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
};
