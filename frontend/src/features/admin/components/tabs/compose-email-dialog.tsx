import { Form, Input } from 'antd';
import type { ComposeEmailRequest as ComposedEmail } from '@mithaq/contracts';
import { useAdminComposeEmailMutation } from '../../api/inbox-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { FormDialog } from '../form-dialog';
import { fieldRules } from '../field-rules';

/** 'Compose new email': needs to, subject and message. */
export const ComposeEmailDialog = ({ onClose }: { onClose: () => void }) => {
  const [compose] = useAdminComposeEmailMutation();
  const run = useMutationAction();
  const submit = async ({ to, subject, message }: ComposedEmail) =>
    (
      await run(compose({ to: to.trim(), subject: subject.trim(), message }), {
        success: {
          title: 'Email Sent Successfully',
          description: ({ recipientEmail }) => `Your email has been sent to ${recipientEmail}`,
        },
        failure: { title: 'Email Failed', description: 'Failed to send email' },
      })
    ).ok;
  return (
    <FormDialog<ComposedEmail>
      title="Compose New Email"
      okText="Send Email"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="to" label="To" required rules={fieldRules.to}>
        <Input type="email" placeholder="name@example.com" />
      </Form.Item>
      <Form.Item name="subject" label="Subject" required rules={fieldRules.subject}>
        <Input />
      </Form.Item>
      <Form.Item name="message" label="Message" required rules={fieldRules.message}>
        <Input.TextArea rows={8} />
      </Form.Item>
    </FormDialog>
  );
};
