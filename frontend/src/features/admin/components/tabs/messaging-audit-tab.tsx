import type { MessagingAuditEntry } from '@mithaq/contracts';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../../lib/format';
import { useAdminMessagingAuditQuery } from '../../api/messaging-api';
import { AdminTable, localPagination } from '../admin-table';

const actionLabels: Record<MessagingAuditEntry['action'], string> = {
  'read-conversation': 'Read a conversation',
  'list-messages': 'Listed messages',
  moderate: 'Moderated',
  'reply-support': 'Answered a support thread',
  'contact-exchange': 'Member opened a contact exchange',
  'contact-reveal': 'Member revealed contact details',
};

/** Who read which member conversation and when, and the moderation actions, newest first. */
export const MessagingAuditTab = () => {
  const { data, isLoading, error } = useAdminMessagingAuditQuery();
  const columns: TableColumnsType<MessagingAuditEntry> = [
    { title: 'When', key: 'at', render: (_value, entry) => formatDateTime(entry.at) },
    {
      title: 'Admin',
      key: 'admin',
      render: (_value, entry) => (entry.adminUsername ? `@${entry.adminUsername}` : entry.adminId),
    },
    { title: 'Action', key: 'action', render: (_value, entry) => actionLabels[entry.action] },
    {
      title: 'Conversation',
      key: 'conversationId',
      render: (_value, entry) => entry.conversationId ?? '—',
    },
    { title: 'Detail', key: 'detail', render: (_value, entry) => entry.detail ?? '—' },
  ];
  return (
    <AdminTable<MessagingAuditEntry>
      title="Messaging Audit Log"
      what="the audit log"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={localPagination}
      emptyText="No admin has read a conversation yet."
    />
  );
};
