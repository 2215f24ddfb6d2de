import { Form, Input, Typography } from 'antd';
import type { ContactSubmission } from '@mithaq/contracts';
import {
  useAdminRespondToSubmissionMutation,
  useAdminUpdateSubmissionMutation,
} from '../../api/inbox-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { FormDialog } from '../form-dialog';
import { fieldRules } from '../field-rules';

interface ReplyFields {
  subject: string;
  message: string;
}

/** 'Send email response': needs subject and message. */
export const ReplyDialog = ({
  submission,
  onClose,
}: {
  submission: ContactSubmission;
  onClose: () => void;
}) => {
  const [respond] = useAdminRespondToSubmissionMutation();
  const run = useMutationAction();
  const submit = async ({ subject, message }: ReplyFields) =>
    (
      await run(respond({ id: submission.id, subject: subject.trim(), message }), {
        success: {
          title: 'Email Sent Successfully',
          description: ({ recipientEmail }) => `Your response has been sent to ${recipientEmail}`,
        },
        failure: { title: 'Email Failed', description: 'Failed to send email' },
      })
    ).ok;
  return (
    <FormDialog<ReplyFields>
      title="Send Email Response"
      okText="Send Email"
      initialValues={{ subject: `Re: ${submission.subject}` }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph>
        To: {submission.name} &lt;{submission.email}&gt;
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {submission.message}
      </Typography.Paragraph>
      <Form.Item name="subject" label="Subject" required rules={fieldRules.subject}>
        <Input />
      </Form.Item>
      <Form.Item name="message" label="Message" required rules={fieldRules.message}>
        <Input.TextArea rows={8} />
      </Form.Item>
    </FormDialog>
  );
};

export const NotesDialog = ({
  submission,
  onClose,
}: {
  submission: ContactSubmission;
  onClose: () => void;
}) => {
  const [update] = useAdminUpdateSubmissionMutation();
  const run = useMutationAction();
  const submit = async ({ adminNotes }: { adminNotes?: string }) =>
    (
      await run(update({ id: submission.id, adminNotes: adminNotes ?? '' }), {
        success: { title: 'Notes saved' },
        failure: { title: 'Update Failed', description: 'Failed to update submission' },
      })
    ).ok;
  return (
    <FormDialog<{ adminNotes?: string }>
      title={`Admin Notes: ${submission.subject}`}
      okText="Save Notes"
      initialValues={{ adminNotes: submission.adminNotes ?? '' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="adminNotes" label="Notes">
        <Input.TextArea rows={5} />
      </Form.Item>
    </FormDialog>
  );
};
