import { MessageOutlined } from '@ant-design/icons';
import { ADMIN_PREVIEW_LENGTH, type SupportThreadSummary } from '@mithaq/contracts';
import { Badge, Button, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { useAdminSupportThreadsQuery } from '../../api/messaging-api';
import { memberLabel } from '../../lib/member-ref';
import { truncate } from '../../lib/preview';
import { AdminTable, localPagination } from '../admin-table';
import { AdminConversationDialog, AUDIT_NOTICE } from './admin-conversation-dialog';

/** Members' threads with the support team, those awaiting an answer first; any admin answers. */
export const SupportInboxTab = () => {
  const { data, isLoading, error } = useAdminSupportThreadsQuery();
  const [open, setOpen] = useState<SupportThreadSummary | null>(null);

  const columns: TableColumnsType<SupportThreadSummary> = [
    { title: 'Member', key: 'member', render: (_value, thread) => memberLabel(thread.member) },
    {
      title: 'Last message',
      key: 'lastMessage',
      render: (_value, thread) =>
        thread.lastMessage
          ? `${thread.lastMessage.fromSupport ? 'Team: ' : ''}${truncate(thread.lastMessage.content, ADMIN_PREVIEW_LENGTH)}`
          : '—',
    },
    {
      title: 'Unread',
      key: 'unreadCount',
      render: (_value, thread) =>
        thread.unreadCount > 0 ? (
          <Badge count={thread.unreadCount} aria-label={`${thread.unreadCount} unread`} />
        ) : (
          '—'
        ),
    },
    {
      title: 'Updated',
      key: 'updatedAt',
      render: (_value, thread) => formatDateTime(thread.updatedAt),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, thread) => (
        <Button icon={<MessageOutlined />} onClick={() => setOpen(thread)}>
          Open and reply
        </Button>
      ),
    },
  ];

  return (
    <AdminTable<SupportThreadSummary>
      title="Support Inbox"
      what="support threads"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={localPagination}
      emptyText="No member has written to the support team yet."
      filters={<Typography.Paragraph type="secondary">{AUDIT_NOTICE}</Typography.Paragraph>}
    >
      {open && (
        <AdminConversationDialog
          conversationId={open.id}
          title={`Support thread with ${memberLabel(open.member)}`}
          replyable
          onClose={() => setOpen(null)}
        />
      )}
    </AdminTable>
  );
};
