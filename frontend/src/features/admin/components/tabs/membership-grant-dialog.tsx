import type { AdminUser, PlanTier } from '@mithaq/contracts';
import { Descriptions, Form, Input, Radio, Select, Typography } from 'antd';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { formatDay } from '../../../../lib/format';
import {
  useAdminGrantComplimentaryMutation,
  useAdminMemberMembershipQuery,
} from '../../api/memberships-api';
import { membershipTierLabel } from '../../lib/user-labels';
import { FormDialog } from '../form-dialog';

interface GrantValues {
  tier: PlanTier;
  reason: string;
  ends: 'never' | 'on';
  endsOn?: string;
}

const tierOptions = [
  { value: 'bronze', label: 'Bronze' },
  { value: 'silver', label: 'Silver' },
  { value: 'gold', label: 'Gold' },
];

const today = () => new Date().toISOString().slice(0, 10);

/** The member's current membership and any open grant, above the form. */
const CurrentGrant = ({ user }: { user: AdminUser }) => {
  const { data } = useAdminMemberMembershipQuery(user.id);
  const grant = data?.complimentary;
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'tier',
          label: 'Current membership',
          children: membershipTierLabel(data?.tier ?? user.membershipTier),
        },
        ...(grant
          ? [
              {
                key: 'grant',
                label: 'Complimentary',
                children: `${membershipTierLabel(grant.tier)} since ${formatDay(grant.grantedAt)}, ${
                  grant.endsOn ? `until ${formatDay(grant.endsOn)}` : 'no end date'
                }: ${grant.reason}`,
              },
            ]
          : []),
      ]}
    />
  );
};

/** Grant membership: a tier without payment, a reason, and an end date or never. */
export const MembershipGrantDialog = ({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) => {
  const [grant] = useAdminGrantComplimentaryMutation();
  const run = useMutationAction();
  const submit = async (values: GrantValues) =>
    (
      await run(
        grant({
          id: user.id,
          tier: values.tier,
          reason: values.reason,
          endsOn: values.ends === 'on' && values.endsOn ? values.endsOn : null,
        }),
        {
          success: {
            title: 'Membership granted',
            description: (reply) =>
              `${user.username} now has ${membershipTierLabel(reply.tier)} ${
                reply.endsOn ? `until ${formatDay(reply.endsOn)}` : 'with no end date'
              }.`,
          },
          failure: { title: 'Grant failed', description: 'Failed to grant the membership' },
        },
      )
    ).ok;

  return (
    <FormDialog<GrantValues>
      title={`Grant membership to ${user.username}`}
      okText="Grant Membership"
      initialValues={{ tier: 'bronze', ends: 'never' }}
      onSubmit={submit}
      onClose={onClose}
    >
      <CurrentGrant user={user} />
      <Typography.Paragraph type="secondary">
        A complimentary membership needs no payment: for a support case or a refund made outside
        Stripe. It is recorded with your name and the time.
      </Typography.Paragraph>
      <Form.Item name="tier" label="Tier" rules={[{ required: true, message: 'Choose a tier' }]}>
        <Select options={tierOptions} aria-label="Tier" />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Reason"
        rules={[
          { required: true, whitespace: true, message: 'A reason is required' },
          { min: 3, message: 'A reason is required' },
          { max: 500, message: 'The reason must be at most 500 characters' },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="ends" label="Ends">
        <Radio.Group
          options={[
            { value: 'never', label: 'Never' },
            { value: 'on', label: 'On a date' },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['ends']}>
        {({ getFieldValue }) =>
          getFieldValue('ends') === 'on' ? (
            <Form.Item
              name="endsOn"
              label="End date"
              rules={[{ required: true, message: 'Choose the end date' }]}
            >
              <Input type="date" min={today()} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </FormDialog>
  );
};
