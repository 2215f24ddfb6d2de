import { forgotPasswordSchema, type ForgotPasswordRequest } from '@mithaq/contracts';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRequestPasswordResetMutation } from '../../../entities/account/account-api';
import { apiErrorOf } from '../../../lib/api-error';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { AccountPanel } from '../components/account-panel';

type Values = Partial<ForgotPasswordRequest>;

const BackToSignIn = () => <Link to={paths.auth}>Back to Sign In</Link>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export const ForgotPasswordPage = () => {
  const [form] = Form.useForm<Values>();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: Values) => {
    setFailure(null);
    const reply = await requestReset({ email: values.email ?? '' });
    if (reply.error === undefined) {
      setSent(reply.data.message);
      return;
    }
    const error = apiErrorOf(reply.error);
    if (error.fields?.['email']) {
      showFieldErrors(form, error.fields, ['email']);
    } else {
      setFailure(error.text || 'The email could not be sent. Please try again later.');
    }
  };

  if (sent !== null) {
    return (
      <AccountPanel title="Check your email">
        <Flex vertical gap="middle">
          <Alert type="success" showIcon title={sent} role="status" />
          <BackToSignIn />
        </Flex>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title="Forgot your password?">
      <Typography.Paragraph>
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
      >
        <Form.Item
          name="email"
          label="Email"
          rules={[schemaRule(forgotPasswordSchema.shape.email)]}
        >
          <Input type="email" autoFocus autoComplete="email" placeholder="Enter your email" />
        </Form.Item>
        {failure && (
          <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />
        )}
        <Button type="primary" htmlType="submit" block disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <BackToSignIn />
      </Flex>
    </AccountPanel>
  );
};
