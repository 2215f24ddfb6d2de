import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
  type TwoFactorEnrolment,
} from '@mithaq/contracts';
import { Alert, Button, Card, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../../lib/form-rules';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import {
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorEnrolmentMutation,
  useTwoFactorStatusQuery,
} from '../../api/two-factor-api';
import { LoadError } from '../load-error';

const { Paragraph, Text, Title } = Typography;

/** The new secret as a QR code and as text, and the first code that turns it on. */
const EnrolmentStep = ({
  enrolment,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (codes: string[]) => void;
}) => {
  const [confirm, { isLoading }] = useConfirmTwoFactorEnrolmentMutation();
  const run = useMutationAction();
  const submit = async (values: { code?: string }) => {
    const outcome = await run(confirm({ code: (values.code ?? '').replace(/\s+/g, '') }), {
      success: { title: 'Two-factor sign-in is on' },
      failure: { title: 'Could not turn on two-factor sign-in', description: 'Please try again.' },
    });
    if (outcome.ok) {
      onConfirmed(outcome.data.recoveryCodes);
    }
  };
  return (
    <Flex vertical gap="middle">
      <Paragraph>
        Scan this QR code with your authenticator app, or type the secret key into it. Then enter
        the 6-digit code the app shows.
      </Paragraph>
      {/* A plain image: the QR code needs no zoom, and no viewer lands in the admin bundle. */}
      <img
        src={enrolment.qrCode}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
      />
      <div>
        <Text strong>Secret key: </Text>
        <Text code copyable>
          {enrolment.secret}
        </Text>
      </div>
      <Form<{ code?: string }>
        layout="vertical"
        disabled={isLoading}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          label="Code from the app"
          name="code"
          rules={[schemaRule(confirmTwoFactorSchema.shape.code)]}
        >
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={7} />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={isLoading}>
          Turn on
        </Button>
      </Form>
    </Flex>
  );
};

/** Shown once, right after turning it on or renewing them: the server keeps only their hashes. */
const RecoveryCodes = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => (
  <Flex vertical gap="middle">
    <Alert
      type="warning"
      showIcon
      title="Save these recovery codes now"
      description="Each code signs you in once if you lose your authenticator app. They will not be shown again."
    />
    <ol aria-label="Recovery codes" style={{ columns: 2, margin: 0 }}>
      {codes.map((code) => (
        <li key={code}>
          <Text code>{code}</Text>
        </li>
      ))}
    </ol>
    <Button type="primary" onClick={onDone}>
      I have saved my recovery codes
    </Button>
  </Flex>
);

/** Ten new recovery codes for a current code; the old ones stop working. */
const NewCodesForm = ({ onRenewed }: { onRenewed: (codes: string[]) => void }) => {
  const [regenerate, { isLoading }] = useRegenerateRecoveryCodesMutation();
  const run = useMutationAction();
  const submit = async (values: { code?: string }) => {
    const outcome = await run(regenerate({ code: (values.code ?? '').trim() }), {
      success: { title: 'New recovery codes made', description: 'The old ones no longer work.' },
      failure: { title: 'Could not make new recovery codes', description: 'Please try again.' },
    });
    if (outcome.ok) {
      onRenewed(outcome.data.recoveryCodes);
    }
  };
  return (
    // Named, so its field's id differs from the turn-off form's code field on the same card.
    <Form<{ code?: string }>
      name="new-recovery-codes"
      layout="vertical"
      disabled={isLoading}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item
        label="Code for new recovery codes"
        name="code"
        rules={[schemaRule(regenerateRecoveryCodesSchema.shape.code)]}
      >
        <Input autoComplete="one-time-code" maxLength={40} />
      </Form.Item>
      <Button htmlType="submit" disabled={isLoading}>
        Make new recovery codes
      </Button>
    </Form>
  );
};

const TurnOffForm = () => {
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [form] = Form.useForm<{ password?: string; code?: string }>();
  const run = useMutationAction();
  const submit = async (values: { password?: string; code?: string }) => {
    const outcome = await run(
      disable({ password: values.password ?? '', code: (values.code ?? '').trim() }),
      {
        success: { title: 'Two-factor sign-in is off' },
        failure: {
          title: 'Could not turn off two-factor sign-in',
          description: 'Please try again.',
        },
      },
    );
    if (outcome.ok) {
      form.resetFields();
    }
  };
  const { shape } = disableTwoFactorSchema;
  return (
    <Form form={form} layout="vertical" disabled={isLoading} onFinish={(v) => void submit(v)}>
      <Form.Item label="Password" name="password" rules={[schemaRule(shape.password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Authentication code" name="code" rules={[schemaRule(shape.code)]}>
        <Input autoComplete="one-time-code" maxLength={40} />
      </Form.Item>
      <Button danger htmlType="submit" disabled={isLoading}>
        Turn off two-factor sign-in
      </Button>
    </Form>
  );
};

/** The admin's own account security: two-factor sign-in with an authenticator app. */
export const SecurityTab = () => {
  const { data, isLoading, error } = useTwoFactorStatusQuery();
  const [start, { isLoading: starting }] = useStartTwoFactorEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const run = useMutationAction();

  const begin = async () => {
    const outcome = await run(start(), {
      failure: { title: 'Could not start the set-up', description: 'Please try again.' },
    });
    if (outcome.ok) {
      setEnrolment(outcome.data);
    }
  };

  const body = () => {
    if (recoveryCodes) {
      return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
    }
    if (data?.enabled) {
      return (
        <Flex vertical gap="middle">
          <Paragraph>
            Signing in asks for a code from your authenticator app after your password. Recovery
            codes left: {data.recoveryCodesLeft}.
          </Paragraph>
          <Title level={5}>New recovery codes</Title>
          <Paragraph>
            Used some, or lost them? Enter a code from your authenticator app to get ten new
            recovery codes. The old ones stop working.
          </Paragraph>
          <NewCodesForm onRenewed={setRecoveryCodes} />
          <Title level={5}>Turn off</Title>
          <TurnOffForm />
        </Flex>
      );
    }
    if (enrolment) {
      return (
        <EnrolmentStep
          enrolment={enrolment}
          onConfirmed={(codes) => {
            setEnrolment(null);
            setRecoveryCodes(codes);
          }}
        />
      );
    }
    return (
      <Flex vertical gap="middle" align="start">
        <Paragraph>
          Protect your administrator account with a second step at sign-in: a 6-digit code from an
          authenticator app on your phone.
        </Paragraph>
        <Button type="primary" loading={starting} onClick={() => void begin()}>
          Set up two-factor sign-in
        </Button>
      </Flex>
    );
  };

  return (
    <Flex vertical gap="middle">
      <Title level={3}>Security</Title>
      {error ? (
        <LoadError what="your two-factor sign-in" error={error} />
      ) : (
        <Card
          loading={isLoading}
          title={
            <Flex gap="small" align="center">
              Two-factor sign-in
              {data && (
                <Tag color={data.enabled ? 'green' : 'default'}>{data.enabled ? 'On' : 'Off'}</Tag>
              )}
            </Flex>
          }
        >
          {body()}
        </Card>
      )}
    </Flex>
  );
};
