import { MessageOutlined, UserOutlined } from '@ant-design/icons';
import { practiceLevelLabels, type MatchCard as MatchCardData } from '@mithaq/contracts';
import { Avatar, Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { initialsOf } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { bandColors, bandOf, barPercentOf, CARD_FACTOR_COUNT } from '../lib/compatibility';
import { SendRequestButton } from './send-request-button';

interface MatchCardProps {
  match: MatchCardData;
  onViewProfile: (match: MatchCardData) => void;
}

/** One match on the matches page (member-experience.md §2 match card). */
export const MatchCard = ({ match, onViewProfile }: MatchCardProps) => {
  const navigate = useNavigate();
  const band = bandOf(match.compatibilityScore);
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
          <Avatar size={48} aria-hidden style={{ flexShrink: 0 }}>
            {initialsOf(match.username)}
          </Avatar>
          <Flex vertical>
            <Typography.Text strong>@{match.username}</Typography.Text>
            <Typography.Text type="secondary">
              {match.age} years · {match.countryOfResidence}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex wrap gap={4}>
          {match.isCertified && <Tag color="gold">Certified</Tag>}
          {match.isWaliVerified && <Tag color="blue">Wali Verified</Tag>}
          <Tag>{practiceLevelLabels[match.practiceLevel]}</Tag>
        </Flex>
        <Flex vertical gap={2}>
          <Flex justify="space-between">
            <Typography.Text>Compatibility</Typography.Text>
            <Typography.Text strong style={{ color: bandColors[band] }}>
              {match.compatibilityScore}% · {band}
            </Typography.Text>
          </Flex>
          <Progress
            percent={barPercentOf(match.compatibilityScore)}
            showInfo={false}
            strokeColor={bandColors[band]}
            aria-label={`Compatibility ${match.compatibilityScore}%`}
          />
        </Flex>
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
          <Button icon={<MessageOutlined />} onClick={() => void navigate(paths.messages)}>
            Message
          </Button>
          <SendRequestButton target={{ id: match.userId, username: match.username }} />
        </Flex>
      </Flex>
    </Card>
  );
};
