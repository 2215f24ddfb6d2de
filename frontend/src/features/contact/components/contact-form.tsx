import type { ContactRequest } from '@mithaq/contracts';
import { Button, Form, Input } from 'antd';
import { showFieldErrors } from '../../../lib/form-rules';
import { useSendContactMessage } from '../hooks/use-send-contact-message';
import { contactMaxLengths, contactRules } from './contact-rules';

type ContactValues = Partial<ContactRequest>;

const fieldNames: readonly (keyof ContactRequest)[] = ['name', 'email', 'subject', 'message'];

export const ContactForm = () => {
  const [form] = Form.useForm<ContactValues>();
  const { send, isSending } = useSendContactMessage();

  const onFinish = async (values: ContactValues) => {
    const outcome = await send({
      name: values.name?.trim() ?? '',
      email: values.email?.trim() ?? '',
      subject: values.subject?.trim() ?? '',
      message: values.message?.trim() ?? '',
    });
    if (outcome.sent) {
      form.resetFields();
      return;
    }
    showFieldErrors(form, outcome.fields, fieldNames);
  };

  return (
    <Form<ContactValues>
      form={form}
      name="contact"
      layout="vertical"
      onFinish={(values) => void onFinish(values)}
      disabled={isSending}
    >
      <Form.Item label="Name" name="name" rules={contactRules.name}>
        <Input autoComplete="name" maxLength={contactMaxLengths.name} placeholder="Your name" />
      </Form.Item>
      <Form.Item label="Email" name="email" rules={contactRules.email}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={contactMaxLengths.email}
          placeholder="you@example.com"
        />
      </Form.Item>
      <Form.Item label="Subject" name="subject" rules={contactRules.subject}>
        <Input maxLength={contactMaxLengths.subject} placeholder="What is your message about?" />
      </Form.Item>
      <Form.Item label="Message" name="message" rules={contactRules.message}>
        <Input.TextArea
          rows={6}
          maxLength={contactMaxLengths.message}
          placeholder="How can we help?"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block disabled={isSending} loading={isSending}>
        {isSending ? 'Sending...' : 'Send Message'}
      </Button>
    </Form>
  );
};
