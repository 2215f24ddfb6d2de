import { MESSAGE_MAX_LENGTH, type AdminConversation, type Message } from '@mithaq/contracts';
import { Alert, Button, Flex, Input, Modal, Tag, Typography } from 'antd';
import { LoadingSpin } from '../../../../components/loading-spin';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { useAdminConversationQuery, useAdminSupportReplyMutation } from '../../api/messaging-api';
import { memberLabel } from '../../lib/member-ref';
import { LoadError } from '../load-error';

/** Shown wherever an admin can open a conversation. */
export const AUDIT_NOTICE =
  'Opening a conversation is recorded in the messaging audit log (who, when, which conversation).';

const authorOf = (conversation: AdminConversation, message: Message): string => {
  if (message.fromSupport) {
    return 'Support team';
  }
  const member = conversation.members.find((candidate) => candidate.userId === message.senderId);
  return member ? memberLabel(member) : 'Deleted member';
};

const SupportReply = ({ conversationId }: { conversationId: string }) => {
  const [text, setText] = useState('');
  const [reply, { isLoading }] = useAdminSupportReplyMutation();
  const run = useMutationAction();
  const send = async () => {
    const content = text.trim();
    if (!content) {
      return;
    }
    const outcome = await run(reply({ conversationId, content }), {
      success: { title: 'Reply sent' },
      failure: { title: 'Failed to send message', description: 'Please try again.' },
    });
    if (outcome.ok) {
      setText('');
    }
  };
  return (
    <Flex vertical gap="small">
      <Input.TextArea
        aria-label="Reply"
        rows={3}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      <Flex justify="end">
        <Button
          type="primary"
          disabled={text.trim() === ''}
          loading={isLoading}
          onClick={() => void send()}
        >
          Send reply
        </Button>
      </Flex>
    </Flex>
  );
};

interface AdminConversationDialogProps {
  conversationId: string;
  title: string;
  /** The support inbox answers the member as the team. */
  replyable?: boolean;
  onClose: () => void;
}

/** One whole conversation as an admin reads it; the read is audited by the server. */
export const AdminConversationDialog = ({
  conversationId,
  title,
  replyable = false,
  onClose,
}: AdminConversationDialogProps) => {
  const { data, isLoading, error } = useAdminConversationQuery(conversationId);
  return (
    <Modal open title={title} footer={null} onCancel={onClose} width={720} destroyOnHidden>
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={AUDIT_NOTICE} />
        {isLoading && <LoadingSpin label="Loading conversation" />}
        {error !== undefined && <LoadError what="the conversation" error={error} />}
        {data && (
          <>
            <Typography.Text type="secondary">
              {data.kind === 'support' ? 'Support thread' : 'Member conversation'} ·{' '}
              {data.members.map(memberLabel).join(', ')}
              {data.closed && ` · Closed (${data.closedReason ?? 'closed'})`}
            </Typography.Text>
            <div
              role="list"
              aria-label="Conversation messages"
              style={{ maxHeight: 400, overflowY: 'auto' }}
            >
              {data.messages.length === 0 && (
                <Typography.Text type="secondary">No messages yet.</Typography.Text>
              )}
              {data.messages.map((message) => (
                <Flex key={message.id} vertical role="listitem" style={{ marginBottom: 12 }}>
                  <Flex gap="small" align="center" wrap>
                    <Typography.Text strong>{authorOf(data, message)}</Typography.Text>
                    <Typography.Text type="secondary">
                      {formatDateTime(message.createdAt)}
                    </Typography.Text>
                    {message.isFlagged && <Tag color="orange">Flagged</Tag>}
                    {message.isRemoved && <Tag color="red">Removed</Tag>}
                  </Flex>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {message.content}
                  </Typography.Paragraph>
                </Flex>
              ))}
            </div>
            {replyable && <SupportReply conversationId={conversationId} />}
          </>
        )}
      </Flex>
    </Modal>
  );
};
