import { EyeOutlined } from '@ant-design/icons';
import type { AdminMessage } from '@mithaq/contracts';
import { Button, Flex, Input, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { useAdminAllMessagesQuery } from '../../api/messaging-api';
import { memberLabel } from '../../lib/member-ref';
import { AdminTable, serverPagination } from '../admin-table';
import { AdminConversationDialog, AUDIT_NOTICE } from './admin-conversation-dialog';

const recipientOf = (message: AdminMessage): string =>
  message.receiver ? memberLabel(message.receiver) : 'Support team';

/** Every message, newest first, paged and searched by the server; a row opens its conversation. */
export const AllMessagesTable = () => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [search, setSearch] = useState('');
  const { data, isFetching, error } = useAdminAllMessagesQuery({
    page,
    pageSize,
    ...(search ? { search } : {}),
  });
  const [open, setOpen] = useState<AdminMessage | null>(null);

  const columns: TableColumnsType<AdminMessage> = [
    {
      title: 'From',
      key: 'sender',
      render: (_value, message) =>
        message.fromSupport ? 'Support team' : memberLabel(message.sender),
    },
    { title: 'To', key: 'receiver', render: (_value, message) => recipientOf(message) },
    { title: 'Message', dataIndex: 'preview', key: 'preview' },
    {
      title: 'Sent',
      key: 'createdAt',
      render: (_value, message) => formatDateTime(message.createdAt),
    },
    {
      title: 'Flags',
      key: 'flags',
      render: (_value, message) => (
        <Flex gap={4} wrap>
          {message.isFlagged && <Tag color="orange">Flagged</Tag>}
          {message.isFirstContact && <Tag>First contact</Tag>}
          {message.isRemoved && <Tag color="red">Removed</Tag>}
          <Tag color={message.isRead ? 'green' : 'blue'}>{message.isRead ? 'Read' : 'Unread'}</Tag>
        </Flex>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, message) => (
        <Button icon={<EyeOutlined />} onClick={() => setOpen(message)}>
          Open conversation
        </Button>
      ),
    },
  ];

  return (
    <AdminTable<AdminMessage>
      title="All Messages"
      what="messages"
      error={error}
      columns={columns}
      dataSource={data?.items ?? []}
      loading={isFetching}
      emptyText="No messages yet."
      filters={
        <Flex vertical gap="small" style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">{AUDIT_NOTICE}</Typography.Text>
          <Input.Search
            aria-label="Search messages"
            placeholder="Search messages"
            allowClear
            style={{ maxWidth: 360 }}
            onSearch={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
          />
        </Flex>
      }
      pagination={serverPagination({
        page,
        pageSize,
        total: data?.total ?? 0,
        noun: 'message',
        onChange: (nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
        },
      })}
    >
      {open && (
        <AdminConversationDialog
          conversationId={open.conversationId}
          title={`Conversation: ${memberLabel(open.sender)} and ${recipientOf(open)}`}
          onClose={() => setOpen(null)}
        />
      )}
    </AdminTable>
  );
};
