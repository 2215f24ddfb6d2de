import { CheckOutlined, DeleteOutlined, FormOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ContactSubmission, ContactStatus } from '@mithaq/contracts';
import {
  useAdminContactSubmissionsQuery,
  useAdminDeleteSubmissionMutation,
  useAdminUpdateSubmissionMutation,
} from '../../api/inbox-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import { formatDateTime } from '../../../../lib/format';
import { AdminTable, localPagination } from '../admin-table';
import { NotesDialog, ReplyDialog } from './contact-submission-dialogs';

const statusTags: Record<ContactStatus, { color: string; label: string }> = {
  unread: { color: 'blue', label: 'Unread' },
  read: { color: 'default', label: 'Read' },
  responded: { color: 'green', label: 'Responded' },
};

const SubmissionDetails = ({ submission }: { submission: ContactSubmission }) => (
  <Descriptions column={1} size="small" bordered>
    <Descriptions.Item label="Message">
      <span style={{ whiteSpace: 'pre-wrap' }}>{submission.message}</span>
    </Descriptions.Item>
    <Descriptions.Item label="Admin notes">{submission.adminNotes || '—'}</Descriptions.Item>
    <Descriptions.Item label="Responded">
      {formatDateTime(submission.respondedAt)}
    </Descriptions.Item>
    <Descriptions.Item label="IP address">{submission.ipAddress ?? '—'}</Descriptions.Item>
    <Descriptions.Item label="User agent">{submission.userAgent ?? '—'}</Descriptions.Item>
  </Descriptions>
);

type Dialog = { kind: 'reply' | 'notes'; submission: ContactSubmission } | null;

export const ContactSubmissionsTab = () => {
  const { data, isLoading, error } = useAdminContactSubmissionsQuery();
  const [update] = useAdminUpdateSubmissionMutation();
  const [remove] = useAdminDeleteSubmissionMutation();
  const run = useMutationAction();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog>(null);

  const markRead = (submission: ContactSubmission) =>
    void run(update({ id: submission.id, status: 'read' }), {
      failure: { title: 'Update Failed', description: 'Failed to update submission' },
    });

  const askDelete = (submission: ContactSubmission) =>
    confirmDelete({
      title: 'Delete submission',
      content:
        'Are you sure you want to delete this contact submission? This action cannot be undone.',
      onConfirm: () =>
        run(remove(submission.id), {
          success: {
            title: 'Submission Deleted',
            description: `The message from ${submission.name} has been deleted`,
          },
          failure: { title: 'Delete Failed', description: 'Failed to delete submission' },
        }),
    });

  const columns: TableColumnsType<ContactSubmission> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (_value, submission) => (
        <Tag color={statusTags[submission.status].color}>{statusTags[submission.status].label}</Tag>
      ),
    },
    {
      title: 'Submitted',
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      render: (_value, submission) => formatDateTime(submission.submittedAt),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, submission) => (
        <Flex gap="small" wrap>
          {submission.status === 'unread' && (
            <Button icon={<CheckOutlined />} onClick={() => markRead(submission)}>
              Mark Read
            </Button>
          )}
          <Button icon={<MailOutlined />} onClick={() => setDialog({ kind: 'reply', submission })}>
            Reply
          </Button>
          <Button icon={<FormOutlined />} onClick={() => setDialog({ kind: 'notes', submission })}>
            Notes
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => askDelete(submission)}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const close = () => setDialog(null);
  return (
    <AdminTable<ContactSubmission>
      title="Contact Messages"
      what="contact submissions"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={localPagination}
      expandable={{
        expandedRowRender: (submission) => <SubmissionDetails submission={submission} />,
      }}
    >
      {dialog?.kind === 'reply' && <ReplyDialog submission={dialog.submission} onClose={close} />}
      {dialog?.kind === 'notes' && <NotesDialog submission={dialog.submission} onClose={close} />}
    </AdminTable>
  );
};
