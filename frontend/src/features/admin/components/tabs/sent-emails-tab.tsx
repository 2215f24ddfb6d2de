import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SentEmail } from '@mithaq/contracts';
import { useAdminDeleteSentEmailMutation, useAdminSentEmailsQuery } from '../../api/inbox-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import { formatDateTime } from '../../../../lib/format';
import { AdminTable, localPagination } from '../admin-table';
import { ComposeEmailDialog } from './compose-email-dialog';

export const DELETE_EMAIL_CONFIRMATION =
  'Are you sure you want to delete this email? This action cannot be undone.';

const deliveryTags: Record<SentEmail['deliveryStatus'], { color: string; label: string }> = {
  queued: { color: 'processing', label: 'Queued' },
  sent: { color: 'success', label: 'Sent' },
  failed: { color: 'error', label: 'Failed' },
};

const DeliveryStatus = ({ email }: { email: SentEmail }) => {
  const { color, label } = deliveryTags[email.deliveryStatus];
  const tag = <Tag color={color}>{label}</Tag>;
  return email.failureReason ? <Tooltip title={email.failureReason}>{tag}</Tooltip> : tag;
};

export const SentEmailsTab = () => {
  const { data, isLoading, error } = useAdminSentEmailsQuery();
  const [remove] = useAdminDeleteSentEmailMutation();
  const run = useMutationAction();
  const confirmDelete = useConfirmDelete();
  const [composing, setComposing] = useState(false);

  const askDelete = (email: SentEmail) =>
    confirmDelete({
      title: 'Delete email',
      content: DELETE_EMAIL_CONFIRMATION,
      onConfirm: () =>
        run(remove(email.id), {
          success: {
            title: 'Email Deleted',
            description: ({ deletedEmail }) => `"${deletedEmail.subject}" has been deleted`,
          },
          failure: { title: 'Delete Failed', description: 'Failed to delete email' },
        }),
    });

  const columns: TableColumnsType<SentEmail> = [
    { title: 'To', dataIndex: 'to', key: 'to' },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Type',
      dataIndex: 'emailType',
      key: 'emailType',
      render: (_value, email) => (
        <Tag color={email.emailType === 'response' ? 'blue' : 'purple'}>
          {email.emailType === 'response' ? 'Response' : 'Compose'}
        </Tag>
      ),
    },
    {
      title: 'Sent At',
      dataIndex: 'sentAt',
      key: 'sentAt',
      render: (_value, email) => formatDateTime(email.sentAt),
    },
    {
      title: 'Delivery Status',
      dataIndex: 'deliveryStatus',
      key: 'deliveryStatus',
      render: (_value, email) => <DeliveryStatus email={email} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, email) => (
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete email ${email.subject}`}
          onClick={() => askDelete(email)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <AdminTable<SentEmail>
      title="Sent Emails"
      toolbar={
        <Button type="primary" icon={<EditOutlined />} onClick={() => setComposing(true)}>
          Compose Email
        </Button>
      }
      what="sent emails"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={localPagination}
      expandable={{
        expandedRowRender: (email) => <div style={{ whiteSpace: 'pre-wrap' }}>{email.body}</div>,
      }}
    >
      {composing && <ComposeEmailDialog onClose={() => setComposing(false)} />}
    </AdminTable>
  );
};
