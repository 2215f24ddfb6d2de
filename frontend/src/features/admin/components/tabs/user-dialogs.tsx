import { Descriptions, Form, Input, Modal, Tag } from 'antd';
import { passwordSchema, type AdminUser } from '@mithaq/contracts';
import { useAdminChangePasswordMutation } from '../../api/users-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { formatDateTime } from '../../../../lib/format';
import {
  approvalLabel,
  courseStatusLabel,
  genderLabel,
  membershipTierLabel,
  practiceLevelLabel,
  roleLabel,
} from '../../lib/user-labels';
import { schemaRule, showFieldErrors } from '../../../../lib/form-rules';
import { FormDialog } from '../form-dialog';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** Every field the admin area reads of a user. */
export const UserProfileDialog = ({ user, onClose }: { user: AdminUser; onClose: () => void }) => (
  <Modal
    open
    title={`User Profile: ${user.fullName ?? user.username}`}
    onCancel={onClose}
    footer={null}
    width={640}
    destroyOnHidden
  >
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="Full name">{user.fullName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
      <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
      <Descriptions.Item label="Role">{roleLabel(user.role)}</Descriptions.Item>
      <Descriptions.Item label="Approval">{approvalLabel(user.approvalStatus)}</Descriptions.Item>
      <Descriptions.Item label="Joined">{formatDateTime(user.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Last active">{formatDateTime(user.lastActive)}</Descriptions.Item>
      <Descriptions.Item label="Gender">{genderLabel(user.gender)}</Descriptions.Item>
      <Descriptions.Item label="Wali contact">{user.waliContact || '—'}</Descriptions.Item>
      <Descriptions.Item label="Practice level">
        {practiceLevelLabel(user.practiceLevel)}
      </Descriptions.Item>
      <Descriptions.Item label="Profile completed">
        {yesNo(user.profileCompleted)}
      </Descriptions.Item>
      <Descriptions.Item label="Questionnaire completed">
        {yesNo(user.questionnaireCompleted)}
      </Descriptions.Item>
      <Descriptions.Item label="Membership tier">
        {membershipTierLabel(user.membershipTier)}
      </Descriptions.Item>
      <Descriptions.Item label="Marriage course">
        <Tag>{courseStatusLabel(user)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="Course completed on">
        {formatDateTime(user.marriageCourseCompletionDate)}
      </Descriptions.Item>
    </Descriptions>
  </Modal>
);

interface PasswordFields {
  newPassword: string;
  confirmPassword: string;
}

/** Both fields required and equal, else 'Passwords do not match'. */
export const ChangePasswordDialog = ({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) => {
  const [changePassword] = useAdminChangePasswordMutation();
  const run = useMutationAction();
  const [form] = Form.useForm<PasswordFields>();
  const submit = async ({ newPassword, confirmPassword }: PasswordFields) => {
    const outcome = await run(changePassword({ id: user.id, newPassword, confirmPassword }), {
      success: { title: 'Password changed successfully' },
      failure: {
        title: 'Update failed',
        // A refused password is named under its field as well; the toast says why.
        description: (error) =>
          error.fields?.['newPassword'] ?? (error.text.trim() || 'Failed to update user'),
      },
    });
    if (!outcome.ok) {
      showFieldErrors(form, outcome.error.fields, ['newPassword', 'confirmPassword']);
    }
    return outcome.ok;
  };
  return (
    <FormDialog<PasswordFields>
      form={form}
      title={`Change Password: ${user.username}`}
      okText="Change Password"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="newPassword"
        label="New password"
        required
        rules={[
          { required: true, message: 'New password is required' },
          schemaRule(passwordSchema),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm password"
        required
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Please confirm the password' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error('Passwords do not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
};

/** The warning shown before a profile is deleted. */
export const deleteProfileWarning = (user: AdminUser): string =>
  `This will permanently delete ${user.fullName ?? user.username}'s profile, messages, matches, ` +
  'questionnaire and course records. This action cannot be undone.';
