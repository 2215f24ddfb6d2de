import { FileProtectOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { practiceLevelLabels, type MatchCard as MatchCardData } from '@mithaq/contracts';
import { Avatar, Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { initialsOf } from '../../../components/user-avatar';
import { documentUploadPath, paths } from '../../../config/paths';
import {
  CONVERSATION_PARAM,
  conversationWith,
  useGetConversationsQuery,
} from '../../../entities/messaging/conversations';
import {
  documentMatchWith,
  useGetDocumentMatchesQuery,
} from '../../../entities/documents/document-matches';
import { bandColors, bandOf, barPercentOf, CARD_FACTOR_COUNT } from '../lib/compatibility';
import { SendRequestButton } from './send-request-button';

interface MatchCardProps {
  match: MatchCardData;
  onViewProfile: (match: MatchCardData) => void;
  canSend?: boolean;
}

/** One match card on the matches page. */
export const MatchCard = ({ match, onViewProfile, canSend }: MatchCardProps) => {
  const navigate = useNavigate();
  const { data: conversations } = useGetConversationsQuery();
  const { data: documentMatches } = useGetDocumentMatchesQuery();
  const accepted = documentMatchWith(documentMatches, match.userId);
  const [noConversation, setNoConversation] = useState(false);
  const band = bandOf(match.compatibilityScore);
  const shown = match.matchingFactors.slice(0, CARD_FACTOR_COUNT);
  const more = match.matchingFactors.length - shown.length;

  /** Opens the pair's conversation; without one (no accepted request yet) says why instead. */
  const openConversation = () => {
    const conversation = conversationWith(conversations, match.userId);
    if (conversation) {
      void navigate(`${paths.messages}?${CONVERSATION_PARAM}=${conversation.id}`);
    } else {
      setNoConversation(true);
    }
  };
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
          {match.isVerified && <Tag color="green">Verified</Tag>}
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
          <Button icon={<MessageOutlined />} onClick={openConversation}>
            Message
          </Button>
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
        {noConversation && (
          <Typography.Text type="secondary" role="status">
            You can message each other once a match request between you is accepted.
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
};
