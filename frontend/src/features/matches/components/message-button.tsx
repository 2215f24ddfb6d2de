import { MessageOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  CONVERSATION_PARAM,
  conversationWith,
  useGetConversationsQuery,
} from '../../../entities/messaging/conversations';

interface MessageButtonProps {
  userId: string;
  /** Hide the button until the pair may message each other, instead of explaining on click. */
  onlyWhenAllowed?: boolean;
}

/**
 * Opens the pair's conversation. The messaging service opens one when a request between them is
 * accepted, so its existence is what says messaging is allowed.
 */
export const MessageButton = ({ userId, onlyWhenAllowed = false }: MessageButtonProps) => {
  const navigate = useNavigate();
  const { data: conversations } = useGetConversationsQuery();
  const [explained, setExplained] = useState(false);
  const conversation = conversationWith(conversations, userId);
  if (!conversation && onlyWhenAllowed) {
    return null;
  }
  const open = () => {
    if (conversation) {
      void navigate(`${paths.messages}?${CONVERSATION_PARAM}=${conversation.id}`);
    } else {
      setExplained(true);
    }
  };
  return (
    <Flex vertical gap={4}>
      <Button icon={<MessageOutlined />} onClick={open}>
        Message
      </Button>
      {explained && (
        <Typography.Text type="secondary" role="status">
          You can message each other once a match request between you is accepted.
        </Typography.Text>
      )}
    </Flex>
  );
};
