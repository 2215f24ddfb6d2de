import { UserOutlined } from '@ant-design/icons';
import type { TopMatch } from '@mithaq/contracts';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { InitialsAvatar } from '../../../components/user-avatar';
import { compatibilityOf } from '../lib/compatibility';
import { SendRequestButton } from './send-request-button';

/** Long factor names wrap inside the card instead of running past its edge. */
const wrappingTag = { whiteSpace: 'normal', maxWidth: '100%', marginInlineEnd: 0 } as const;

interface TopMatchItemProps {
  match: TopMatch;
  canSend?: boolean;
  onViewProfile: (match: { userId: string; username: string }) => void;
}

/** One of the dashboard's top matches, led by the same name the match cards show. */
export const TopMatchItem = ({ match, canSend, onViewProfile }: TopMatchItemProps) => {
  const words = compatibilityOf(match.compatibilityScore);
  return (
    <Card size="small" role="article" aria-label={`Top match @${match.username}`}>
      <Flex vertical gap="small">
        <Flex gap="middle" align="flex-start">
          <InitialsAvatar name={match.username} />
          <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              @{match.username}
            </Typography.Text>
            <Typography.Text type="secondary">
              {match.name} · {match.age} years · {match.location}
            </Typography.Text>
            <Flex wrap gap={4}>
              <Tag color={words.color} style={wrappingTag}>
                {words.text}
              </Tag>
              {match.keyMatchingAreas.map((area) => (
                <Tag key={area} style={wrappingTag}>
                  {area}
                </Tag>
              ))}
            </Flex>
          </Flex>
        </Flex>
        <Flex wrap gap="small" justify="flex-end">
          <Button
            icon={<UserOutlined />}
            onClick={() => onViewProfile({ userId: match.id, username: match.username })}
          >
            View Profile
          </Button>
          <SendRequestButton
            target={{ id: match.id, username: match.username }}
            canSend={canSend}
          />
        </Flex>
      </Flex>
    </Card>
  );
};
