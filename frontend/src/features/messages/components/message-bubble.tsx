import type { Message } from '@mithaq/contracts';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import { formatDateTime } from '../../../lib/format';

interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  /** Who wrote it, as the member sees them. */
  author: string;
  /** Offered on a received member message that is still shown. */
  onReport?: (message: Message) => void;
}

export const MessageBubble = ({ message, mine, author, onReport }: MessageBubbleProps) => {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      role="listitem"
      aria-label={`Message from ${author}`}
      align={mine ? 'end' : 'start'}
      style={{ marginBlock: token.marginXS }}
    >
      <div
        style={{
          maxWidth: '80%',
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          borderRadius: token.borderRadiusLG,
          background: mine ? token.colorPrimaryBg : token.colorFillTertiary,
        }}
      >
        <Typography.Text strong style={{ display: 'block', fontSize: token.fontSizeSM }}>
          {author}
        </Typography.Text>
        {message.isRemoved ? (
          <Typography.Text italic type="secondary">
            This message was removed by our team.
          </Typography.Text>
        ) : (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {message.content}
          </Typography.Paragraph>
        )}
      </div>
      <Flex gap="small" align="center">
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {formatDateTime(message.createdAt)}
          {mine && (message.isRead ? ' · Read' : ' · Sent')}
        </Typography.Text>
        {mine && message.isFlagged && <Tag color="orange">Shared contact details</Tag>}
        {onReport && !message.isRemoved && (
          <Button size="small" type="link" onClick={() => onReport(message)}>
            Report
          </Button>
        )}
      </Flex>
    </Flex>
  );
};
