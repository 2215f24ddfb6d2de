import {
  changeOwnPasswordSchema,
  ErrorCode,
  type ChangeOwnPasswordRequest,
} from '@mithaq/contracts';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useChangeOwnPasswordMutation } from '../../entities/account/account-api';
import { apiErrorOf, type ApiError } from '../../lib/api-error';
import { schemaRule, showFieldErrors } from '../../lib/form-rules';
import { confirmPasswordRule } from './password-rules';

type Values = Partial<ChangeOwnPasswordRequest>;
type FieldName = keyof ChangeOwnPasswordRequest;

const fieldNames: FieldName[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const { shape } = changeOwnPasswordSchema;

/**
 * The server's messages per field. A refusal of the current password names no field when the
 * server words it as a whole-request error, so it is placed under the current password.
 */
export const changePasswordFieldErrors = (error: ApiError): Record<string, string> | undefined => {
  if (error.fields && fieldNames.some((name) => error.fields?.[name] !== undefined)) {
    return error.fields;
  }
  return error.code === ErrorCode.InvalidCredentials && error.text
    ? { currentPassword: error.text }
    : undefined;
};

type Notice = { type: 'success' | 'error'; text: string };

/** A signed-in member changes their own password; their other sessions end on the server. */
export const ChangePasswordCard = () => {
  const [form] = Form.useForm<Values>();
  const [changePassword, { isLoading }] = useChangeOwnPasswordMutation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const onFinish = async (values: Values) => {
    setNotice(null);
    const reply = await changePassword({
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    if (reply.error === undefined) {
      form.resetFields();
      setNotice({ type: 'success', text: reply.data.message });
      return;
    }
    const error = apiErrorOf(reply.error);
    const fields = changePasswordFieldErrors(error);
    if (fields) {
      showFieldErrors(form, fields, fieldNames);
    } else {
      setNotice({ type: 'error', text: error.text || 'Your password could not be changed.' });
    }
  };

  return (
    <Card title="Change Password">
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
        style={{ maxWidth: 480 }}
      >
        <Form.Item
          name="currentPassword"
          label="Current Password"
          rules={[schemaRule(shape.currentPassword)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label="New Password" rules={[schemaRule(shape.newPassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirm New Password"
          dependencies={['newPassword']}
          rules={[confirmPasswordRule('newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {notice && (
          <Alert
            type={notice.type}
            showIcon
            title={notice.text}
            role={notice.type === 'error' ? 'alert' : 'status'}
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" disabled={isLoading}>
          {isLoading ? 'Changing Password...' : 'Change Password'}
        </Button>
      </Form>
    </Card>
  );
};
