import { DocumentMessage, type MemberDocument } from '@mithaq/contracts';
import { Button, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../../lib/format';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { documentFileUrl, useAdminReviewDocumentMutation } from '../../api/documents-admin-api';
import { FormDialog } from '../form-dialog';

const statusColors = { requested: 'orange', submitted: 'blue', approved: 'green' } as const;
const statusText = {
  requested: 'Requested',
  submitted: 'Submitted',
  approved: 'Approved',
} as const;

interface RejectValues {
  notes: string;
}

const RejectDialog = ({
  document,
  member,
  onClose,
}: {
  document: MemberDocument;
  member: string;
  onClose: () => void;
}) => {
  const [review] = useAdminReviewDocumentMutation();
  const run = useMutationAction();
  const submit = async ({ notes }: RejectValues): Promise<boolean> => {
    if (!document.id) {
      return false;
    }
    const outcome = await run(
      review({ documentId: document.id, decision: 'reject', notes: notes.trim() }),
      {
        success: { title: 'Document rejected', description: `${member} is asked for it again.` },
        failure: { title: 'Rejection failed', description: 'Failed to reject the document' },
      },
    );
    return outcome.ok;
  };
  return (
    <FormDialog<RejectValues>
      title={`Reject ${document.label}`}
      okText="Reject Document"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="notes"
        label="Notes for the member"
        rules={[
          { required: true, whitespace: true, message: DocumentMessage.NotesRequired },
          { min: 3, message: DocumentMessage.NotesRequired },
          { max: 500, message: 'Notes must be at most 500 characters' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
};

/** The file itself: a photo inline (opening full size in a new tab), any other file as a link. */
const FilePreview = ({ document }: { document: MemberDocument }) => {
  if (!document.id) {
    return null;
  }
  if (document.fileDeleted) {
    return <Typography.Text type="secondary">{DocumentMessage.FileDeleted}</Typography.Text>;
  }
  const url = documentFileUrl(document.id);
  return document.contentType?.startsWith('image/') ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <img
        src={url}
        alt={document.label}
        style={{ height: 96, maxWidth: 160, objectFit: 'cover', borderRadius: 4 }}
      />
    </a>
  ) : (
    <a href={url} target="_blank" rel="noopener noreferrer">
      Open {document.label} (new tab)
    </a>
  );
};

/** One document of a submitted set: its file, status and the approve / reject actions. */
export const DocumentReviewItem = ({
  document,
  member,
}: {
  document: MemberDocument;
  member: string;
}) => {
  const [review, { isLoading }] = useAdminReviewDocumentMutation();
  const run = useMutationAction();
  const [rejecting, setRejecting] = useState(false);
  const awaiting = document.status === 'submitted' && document.id !== null;

  const approve = () => {
    if (document.id) {
      void run(review({ documentId: document.id, decision: 'approve' }), {
        success: { title: 'Document approved', description: `${document.label} of ${member}` },
        failure: { title: 'Approval failed', description: 'Failed to approve the document' },
      });
    }
  };

  return (
    <li
      aria-label={`${document.label} of ${member}`}
      style={{ listStyle: 'none', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Flex gap="middle" align="center" wrap>
        <Flex vertical gap={2} style={{ minWidth: 160 }}>
          <Typography.Text strong>{document.label}</Typography.Text>
          <Tag color={statusColors[document.status]} style={{ width: 'fit-content' }}>
            {statusText[document.status]}
          </Tag>
          {document.uploadedAt && (
            <Typography.Text type="secondary">
              Uploaded {formatDate(document.uploadedAt)}
            </Typography.Text>
          )}
          {document.issueDate && (
            <Typography.Text type="secondary">
              Dated {formatDate(document.issueDate)}
            </Typography.Text>
          )}
        </Flex>
        <FilePreview document={document} />
        {awaiting && (
          <Flex gap="small">
            <Button
              type="primary"
              loading={isLoading}
              aria-label={`Approve ${document.label} of ${member}`}
              onClick={approve}
            >
              Approve
            </Button>
            <Button
              danger
              disabled={isLoading}
              aria-label={`Reject ${document.label} of ${member}`}
              onClick={() => setRejecting(true)}
            >
              Reject
            </Button>
          </Flex>
        )}
      </Flex>
      {rejecting && (
        <RejectDialog document={document} member={member} onClose={() => setRejecting(false)} />
      )}
    </li>
  );
};
