import { resetPasswordSchema, type ResetPasswordRequest } from '@mithaq/contracts';
import { Alert, Button, Flex, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmPasswordRule } from '../../../components/account/password-rules';
import { paths } from '../../../config/paths';
import { useResetPasswordMutation } from '../../../entities/account/account-api';
import { apiErrorOf, type ApiError } from '../../../lib/api-error';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { AccountPanel } from '../components/account-panel';
import { invalidLinkText, isInvalidLinkError, tokenFromLink } from '../lib/email-link';

type Values = Partial<Omit<ResetPasswordRequest, 'token'>>;
type Outcome =
  | { kind: 'done'; message: string }
  | { kind: 'invalid-link'; error: ApiError | null }
  | { kind: 'failed'; message: string };

const fieldNames = ['password', 'confirmPassword'] as const;

const InvalidLink = ({ error }: { error: ApiError | null }) => (
  <Result
    status="warning"
    title={invalidLinkText(error)}
    subTitle="Reset links work once and only for an hour. You can ask for a new one."
    extra={[
      <Link key="again" to={paths.forgotPassword}>
        Request a new reset link
      </Link>,
    ]}
  />
);

/** Opened from the reset email: the link's token and a new password set the account's password. */
export const ResetPasswordPage = () => {
  const [search] = useSearchParams();
  const token = tokenFromLink(search);
  const [form] = Form.useForm<Values>();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (token === null || outcome?.kind === 'invalid-link') {
    return (
      <AccountPanel title="Reset your password">
        <InvalidLink error={outcome?.kind === 'invalid-link' ? outcome.error : null} />
      </AccountPanel>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <AccountPanel title="Reset your password">
        <Result
          status="success"
          title={outcome.message}
          extra={[
            <Link key="sign-in" to={paths.auth}>
              Go to Sign In
            </Link>,
          ]}
        />
      </AccountPanel>
    );
  }

  const onFinish = async (values: Values) => {
    setOutcome(null);
    const reply = await resetPassword({
      token,
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    if (reply.error === undefined) {
      setOutcome({ kind: 'done', message: reply.data.message });
      return;
    }
    const error = apiErrorOf(reply.error);
    if (isInvalidLinkError(error)) {
      setOutcome({ kind: 'invalid-link', error });
    } else if (error.fields && fieldNames.some((name) => error.fields?.[name])) {
      showFieldErrors(form, error.fields, fieldNames);
    } else {
      setOutcome({
        kind: 'failed',
        message: error.text || 'Your password could not be changed. Please try again.',
      });
    }
  };

  return (
    <AccountPanel title="Reset your password">
      <Typography.Paragraph>Choose a new password for your account.</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
      >
        <Form.Item
          name="password"
          label="New Password"
          rules={[schemaRule(resetPasswordSchema.shape.password)]}
        >
          <Input.Password autoFocus autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirm New Password"
          dependencies={['password']}
          rules={[confirmPasswordRule('password')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {outcome?.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={outcome.message}
            role="alert"
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" block disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Set New Password'}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={paths.auth}>Back to Sign In</Link>
      </Flex>
    </AccountPanel>
  );
};
