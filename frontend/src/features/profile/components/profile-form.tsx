import { fieldErrorsOf } from '@mithaq/contracts';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { schemaRule, showFieldErrors } from '../../../lib/form-rules';
import type { ProfileChanges } from '../api/profile-api';
import type { MemberUser } from '../lib/member-details';
import {
  profileFormSchema,
  type ProfileFormField,
  type ProfileFormValues,
} from '../lib/profile-form-schema';
import {
  genderOptions,
  islamicSectOptions,
  maritalStatusOptions,
  practiceLevelOptions,
  ukResidencyStatusOptions,
  workingStatusOptions,
} from '../lib/profile-options';

interface ProfileFormProps {
  user: MemberUser;
  busy: boolean;
  /** Resolves with the server's field messages when the save is refused, else undefined. */
  onSubmit: (changes: ProfileChanges) => Promise<Record<string, string> | undefined>;
}

const { shape } = profileFormSchema;
const fieldNames = Object.keys(shape) as ProfileFormField[];

/** Who the member is stays as registered: the server refuses a change, the form says so. */
const FIXED_FIELD_HELP = 'Set at registration; please contact us if it is wrong.';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const integerOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;

const initialValuesOf = (user: MemberUser): ProfileFormValues => ({
  fullName: user.fullName ?? '',
  gender: user.gender,
  dateOfBirth: user.dateOfBirth?.slice(0, 10),
  nationality: user.nationality ?? '',
  ethnicity: user.ethnicity ?? '',
  countryOfResidence: user.countryOfResidence ?? '',
  maritalStatus: user.maritalStatus,
  practiceLevel: user.practiceLevel,
  lookingFor: user.lookingFor,
  waliContact: user.waliContact ?? '',
  bio: user.bio ?? '',
  occupation: user.occupation ?? '',
  educationLevel: user.educationLevel ?? '',
  height: user.height ?? null,
  islamicSect: user.islamicSect ?? null,
  ukResidencyStatus: user.ukResidencyStatus ?? null,
  ukResidencyYears: user.ukResidencyYears ?? null,
  workingStatus: user.workingStatus ?? null,
});

const Field = ({
  name,
  label,
  children,
  normalize,
  extra,
}: {
  name: ProfileFormField;
  label: string;
  children: ReactNode;
  normalize?: (value: unknown) => unknown;
  extra?: string;
}) => (
  <Col xs={24} md={12}>
    <Form.Item
      name={name}
      label={label}
      rules={[schemaRule(shape[name])]}
      normalize={normalize}
      extra={extra}
    >
      {children}
    </Form.Item>
  </Col>
);

/** "Your Profile": every personal field; the email is read-only. */
export const ProfileForm = ({ user, busy, onSubmit }: ProfileFormProps) => {
  const [form] = Form.useForm<ProfileFormValues>();

  const onFinish = async (values: ProfileFormValues) => {
    const parsed = profileFormSchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(form, fieldErrorsOf(parsed.error), fieldNames);
      return;
    }
    showFieldErrors(form, await onSubmit(parsed.data), fieldNames);
  };

  return (
    <Card title="Your Profile">
      <Form<ProfileFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValuesOf(user)}
        onFinish={(values) => void onFinish(values)}
        disabled={busy}
      >
        <Row gutter={16}>
          <Field name="fullName" label="Full Name">
            <Input autoComplete="name" />
          </Field>
          <Col xs={24} md={12}>
            <Form.Item label="Email" htmlFor="email">
              <Input id="email" value={user.email} readOnly disabled />
            </Form.Item>
          </Col>
          <Field name="gender" label="Gender" extra={FIXED_FIELD_HELP}>
            <Select options={genderOptions} placeholder="Select your gender" disabled />
          </Field>
          <Field
            name="dateOfBirth"
            label="Date of Birth"
            normalize={emptyToUndefined}
            extra={FIXED_FIELD_HELP}
          >
            <Input type="date" disabled />
          </Field>
          <Field name="nationality" label="Nationality">
            <Input />
          </Field>
          <Field name="ethnicity" label="Ethnicity">
            <Input />
          </Field>
          <Field name="countryOfResidence" label="Country of Residence">
            <Input autoComplete="country-name" />
          </Field>
          <Field name="maritalStatus" label="Marital Status">
            <Select options={maritalStatusOptions} placeholder="Select your marital status" />
          </Field>
          <Field name="practiceLevel" label="Practice Level">
            <Select options={practiceLevelOptions} placeholder="Select your practice level" />
          </Field>
          <Field name="lookingFor" label="Looking For" extra={FIXED_FIELD_HELP}>
            <Select options={genderOptions} placeholder="Select who you are looking for" disabled />
          </Field>
          <Field name="waliContact" label="Wali Contact (Optional)">
            <Input placeholder="Your wali's name, phone or email" />
          </Field>
          <Field name="occupation" label="Occupation">
            <Input />
          </Field>
          <Field name="educationLevel" label="Education Level">
            <Input />
          </Field>
          <Field name="height" label="Height (cm)" normalize={integerOrNull}>
            <InputNumber style={{ width: '100%' }} />
          </Field>
          <Field name="islamicSect" label="Islamic Sect">
            <Select options={islamicSectOptions} placeholder="Select your sect" allowClear />
          </Field>
          <Field name="workingStatus" label="Working Status">
            <Select
              options={workingStatusOptions}
              placeholder="Select your working status"
              allowClear
            />
          </Field>
          <Field name="ukResidencyStatus" label="UK Residency Status">
            <Select
              options={ukResidencyStatusOptions}
              placeholder="Select your UK residency status"
              allowClear
            />
          </Field>
          <Field name="ukResidencyYears" label="Years in the UK" normalize={integerOrNull}>
            <InputNumber style={{ width: '100%' }} />
          </Field>
          <Col span={24}>
            <Form.Item name="bio" label="Bio" rules={[schemaRule(shape.bio)]}>
              <Input.TextArea rows={4} placeholder="Tell us a little about yourself" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" disabled={busy}>
          {busy ? 'Updating...' : 'Update Profile'}
        </Button>
      </Form>
    </Card>
  );
};
