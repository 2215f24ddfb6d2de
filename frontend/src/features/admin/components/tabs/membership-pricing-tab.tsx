import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { MAX_PLAN_PRICE, type MembershipPlan } from '@mithaq/contracts';
import {
  useAdminMembershipPlansQuery,
  useAdminUpdatePlanPriceMutation,
} from '../../api/dashboard-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { formatPence, penceToPounds, poundsToPence } from '../../../../lib/format';
import { FormDialog } from '../form-dialog';
import { AdminTable } from '../admin-table';

const MAX_PRICE_POUNDS = penceToPounds(MAX_PLAN_PRICE);

export const EXISTING_SUBSCRIBERS_NOTE =
  'Existing subscribers keep the price they signed up at. A new price applies to new purchases and new subscriptions only.';

const EditPriceDialog = ({ plan, onClose }: { plan: MembershipPlan; onClose: () => void }) => {
  const [updatePrice] = useAdminUpdatePlanPriceMutation();
  const run = useMutationAction();
  const submit = async ({ price }: { price: number }) => {
    const pence = poundsToPence(price);
    return (
      await run(updatePrice({ tier: plan.tier, price: pence }), {
        success: {
          title: 'Pricing updated',
          description: `${plan.name} now costs ${formatPence(pence)}`,
        },
        failure: { title: 'Update failed', description: 'Failed to update membership pricing' },
      })
    ).ok;
  };
  return (
    <FormDialog<{ price: number }>
      title={`Edit ${plan.name} Price`}
      okText="Save"
      initialValues={{ price: penceToPounds(plan.price) }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{EXISTING_SUBSCRIBERS_NOTE}</Typography.Paragraph>
      <Form.Item
        name="price"
        label="Price (£)"
        rules={[{ required: true, message: 'Price is required' }]}
      >
        <InputNumber<number>
          min={0}
          max={MAX_PRICE_POUNDS}
          step={0.01}
          prefix="£"
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormDialog>
  );
};

export const MembershipPricingTab = () => {
  const { data, isLoading, error } = useAdminMembershipPlansQuery();
  const [editing, setEditing] = useState<MembershipPlan | null>(null);

  const columns: TableColumnsType<MembershipPlan> = [
    {
      title: 'Plan',
      dataIndex: 'name',
      key: 'name',
      render: (_value, plan) => (
        <>
          {plan.name} {plan.isPopular && <Tag color="gold">Most Popular</Tag>}
        </>
      ),
    },
    {
      title: 'Price',
      dataIndex: 'price',
      key: 'price',
      render: (_value, plan) => formatPence(plan.price),
    },
    {
      title: 'Billing',
      key: 'billing',
      render: (_value, plan) => (plan.isOneTimeFee ? 'One-time fee' : 'Monthly'),
    },
    {
      title: 'Matches',
      dataIndex: 'matchesLimit',
      key: 'matchesLimit',
      render: (_value, plan) => (plan.matchesLimit === -1 ? 'Unlimited' : plan.matchesLimit),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, plan) => (
        <Button
          icon={<EditOutlined />}
          aria-label={`Edit ${plan.name} price`}
          onClick={() => setEditing(plan)}
        >
          Edit Price
        </Button>
      ),
    },
  ];

  return (
    <AdminTable<MembershipPlan>
      title="Membership Pricing"
      filters={<Alert type="info" showIcon title={EXISTING_SUBSCRIBERS_NOTE} />}
      what="membership plans"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
    >
      {editing && <EditPriceDialog plan={editing} onClose={() => setEditing(null)} />}
    </AdminTable>
  );
};
