import { CustomerServiceOutlined, UserOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@mithaq/contracts';
import { Avatar, Badge, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Text } from '../../../components/light-typography';
import { previewOf } from '../../../entities/messaging/conversations';
import { formatDate } from '../../../lib/format';
import { keyOf, SUPPORT_KEY, type ConversationGroups } from '../lib/conversation-groups';

/** The conversation list is 600 px tall. */
export const CONVERSATION_LIST_HEIGHT = 600;

interface EntryProps {
  entryKey: string;
  name: string;
  icon: ReactNode;
  conversation: ConversationSummary | null;
  selected: boolean;
  onSelect: (key: string) => void;
}

const Entry = ({ entryKey, name, icon, conversation, selected, onSelect }: EntryProps) => {
  const { token } = theme.useToken();
  const last = conversation?.lastMessage;
  const unread = conversation?.unreadCount ?? 0;
  return (
    <button
      type="button"
      aria-label={`Conversation with ${name}`}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(entryKey)}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        border: 'none',
        cursor: 'pointer',
        padding: token.paddingSM,
        borderRadius: token.borderRadius,
        background: selected ? token.controlItemBgActive : 'transparent',
      }}
    >
      <Flex gap="small" align="center">
        <Avatar icon={icon} aria-hidden style={{ flexShrink: 0 }} />
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="space-between" gap="small">
            <Text strong ellipsis>
              {name}
            </Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {formatDate(last?.createdAt)}
            </Typography.Text>
          </Flex>
          <Flex justify="space-between" gap="small">
            <Typography.Text type="secondary" data-testid="preview">
              {last ? previewOf(last.content) : conversation ? 'No messages yet' : 'Write to us'}
            </Typography.Text>
            {unread > 0 && <Badge count={unread} aria-label={`${unread} unread`} />}
          </Flex>
          {conversation?.closed && (
            <Typography.Text type="secondary" italic>
              Closed
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </button>
  );
};

interface ConversationListProps {
  groups: ConversationGroups;
  supportName: string;
  selectedKey: string;
  onSelect: (key: string) => void;
}

/** The left column: the Support entry, then the member conversations, newest first. */
export const ConversationList = ({
  groups,
  supportName,
  selectedKey,
  onSelect,
}: ConversationListProps) => (
  <nav
    aria-label="Conversations"
    style={{ height: CONVERSATION_LIST_HEIGHT, overflowY: 'auto' }}
    data-testid="conversation-list"
  >
    <Typography.Title level={2} style={{ fontSize: 16 }}>
      Support
    </Typography.Title>
    <Entry
      entryKey={SUPPORT_KEY}
      name={groups.support?.counterpart.displayName ?? supportName}
      icon={<CustomerServiceOutlined />}
      conversation={groups.support}
      selected={selectedKey === SUPPORT_KEY}
      onSelect={onSelect}
    />
    <Typography.Title level={2} style={{ marginTop: 16, fontSize: 16 }}>
      Matches
    </Typography.Title>
    {groups.matches.length === 0 ? (
      <Typography.Paragraph type="secondary">
        You can message a member once a match request between you is accepted.
      </Typography.Paragraph>
    ) : (
      groups.matches.map((conversation) => (
        <Entry
          key={conversation.id}
          entryKey={keyOf(conversation)}
          name={conversation.counterpart.displayName}
          icon={<UserOutlined />}
          conversation={conversation}
          selected={selectedKey === conversation.id}
          onSelect={onSelect}
        />
      ))
    )}
  </nav>
);
