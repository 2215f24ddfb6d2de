import { signInCodeSchema } from '@mithaq/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { schemaRule } from '../../../lib/form-rules';

interface TwoFactorStepProps {
  busy: boolean;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}

/** The second sign-in step: a code from the authenticator app or a recovery code. */
export const TwoFactorStep = ({ busy, onSubmit, onBack }: TwoFactorStepProps) => (
  <Form<{ code?: string }>
    layout="vertical"
    disabled={busy}
    onFinish={(values) => void onSubmit((values.code ?? '').trim())}
  >
    <Typography.Title level={4}>Two-step verification</Typography.Title>
    <Typography.Paragraph>
      Enter the 6-digit code from your authenticator app, or one of your recovery codes.
    </Typography.Paragraph>
    <Form.Item label="Authentication code" name="code" rules={[schemaRule(signInCodeSchema)]}>
      <Input
        autoFocus
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={40}
        placeholder="123456"
      />
    </Form.Item>
    <Flex vertical gap="small">
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="link" onClick={onBack} disabled={busy}>
        Back to sign in
      </Button>
    </Flex>
  </Form>
);
