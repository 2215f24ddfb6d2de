import { fieldErrorsOf, registerSchema, type RegisterInput } from '@mithaq/contracts';
import { Button, Checkbox, Col, Form, Input, Row, Select, Typography, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { schemaMessage, schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { genderOptions, maritalStatusOptions, practiceLevelOptions } from './register-options';

type RegisterValues = Partial<RegisterInput>;
type FieldName = keyof RegisterValues;

interface RegisterFormProps {
  busy: boolean;
  /** Resolves to the server's field messages when it refuses the registration. */
  onSubmit: (values: RegisterInput) => Promise<Record<string, string> | undefined>;
}

const { shape } = registerSchema;
const fieldNames = Object.keys(shape) as FieldName[];
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const confirmPasswordRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: unknown) => {
    const message =
      schemaMessage(shape.confirmPassword, value) ??
      (value === getFieldValue('password') ? null : PASSWORDS_DO_NOT_MATCH);
    return message === null ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

/** A legal page in a new tab, so the half-filled form stays as it is. */
const LegalLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Typography.Link href={to} target="_blank" rel="noopener">
    {children}
  </Typography.Link>
);

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const Field = ({
  name,
  label,
  children,
}: {
  name: FieldName;
  label: string;
  children: ReactNode;
}) => (
  <Col xs={24} md={12}>
    <Form.Item name={name} label={label} rules={[schemaRule(shape[name])]}>
      {children}
    </Form.Item>
  </Col>
);

export const RegisterForm = ({ busy, onSubmit }: RegisterFormProps) => {
  const [form] = Form.useForm<RegisterValues>();

  const onFinish = async (values: RegisterValues) => {
    const parsed = registerSchema.safeParse({
      ...values,
      acceptTerms: values.acceptTerms === true,
    });
    if (!parsed.success) {
      showFieldErrors(form, fieldErrorsOf(parsed.error), fieldNames);
      return;
    }
    // Field messages from the server are shown under their fields too.
    showFieldErrors(form, await onSubmit(parsed.data), fieldNames);
  };

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      onFinish={(values) => void onFinish(values)}
      disabled={busy}
    >
      <Row gutter={16}>
        <Field name="fullName" label="Full Name">
          <Input autoComplete="name" placeholder="Enter your full name" />
        </Field>
        <Field name="username" label="Username">
          <Input autoComplete="username" placeholder="Choose a username" />
        </Field>
        <Field name="email" label="Email">
          <Input type="email" autoComplete="email" placeholder="Enter your email" />
        </Field>
        <Field name="gender" label="Gender">
          <Select options={genderOptions} placeholder="Select your gender" />
        </Field>
        <Col xs={24} md={12}>
          <Form.Item
            name="dateOfBirth"
            label="Date of Birth"
            rules={[schemaRule(shape.dateOfBirth)]}
            normalize={emptyToUndefined}
          >
            <Input type="date" />
          </Form.Item>
        </Col>
        <Field name="nationality" label="Nationality">
          <Input placeholder="Enter your nationality" />
        </Field>
        <Field name="ethnicity" label="Ethnicity">
          <Input placeholder="Enter your ethnicity" />
        </Field>
        <Field name="countryOfResidence" label="Country of Residence">
          <Input autoComplete="country-name" placeholder="Enter your country of residence" />
        </Field>
        <Field name="maritalStatus" label="Marital Status">
          <Select options={maritalStatusOptions} placeholder="Select your marital status" />
        </Field>
        <Field name="practiceLevel" label="Practice Level">
          <Select options={practiceLevelOptions} placeholder="Select your practice level" />
        </Field>
        <Field name="lookingFor" label="Looking For">
          <Select options={genderOptions} placeholder="Select who you are looking for" />
        </Field>
        <Field name="waliContact" label="Wali Contact (Optional)">
          <Input placeholder="Your wali's name, phone or email" />
        </Field>
        <Col span={24}>
          <Form.Item name="bio" label="Bio" rules={[schemaRule(shape.bio)]}>
            <Input.TextArea rows={4} placeholder="Tell us a little about yourself" />
          </Form.Item>
        </Col>
        <Field name="password" label="Password">
          <Input.Password autoComplete="new-password" placeholder="Create a password" />
        </Field>
        <Col xs={24} md={12}>
          <Form.Item
            name="confirmPassword"
            label="Confirm Password"
            dependencies={['password']}
            rules={[confirmPasswordRule]}
          >
            <Input.Password autoComplete="new-password" placeholder="Confirm your password" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="acceptTerms" valuePropName="checked">
            <Checkbox>
              I agree to the <LegalLink to={paths.termsOfService}>Terms of Service</LegalLink> and{' '}
              <LegalLink to={paths.privacyPolicy}>Privacy Policy</LegalLink>
            </Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </Form>
  );
};
