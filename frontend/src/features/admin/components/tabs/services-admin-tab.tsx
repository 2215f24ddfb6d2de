import { EditOutlined } from '@ant-design/icons';
import type { ServiceItem } from '@mithaq/contracts';
import { Button, Form, InputNumber, Switch, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { packageLabels } from '../../../../entities/services/service-pricing';
import { formatPence, penceToPounds, poundsToPence } from '../../../../lib/format';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { useAdminServicesQuery, useAdminUpdateServiceMutation } from '../../api/course-admin-api';
import { AdminTable } from '../admin-table';
import { FormDialog } from '../form-dialog';

interface ServiceValues {
  /** Pounds, as entered. */
  price: number;
  teessideOnly: boolean;
  isActive: boolean;
}

/** Only what changed is sent; the price goes in pence. */
const changesOf = (item: ServiceItem, values: ServiceValues) => {
  const price = poundsToPence(values.price);
  return {
    ...(price !== item.price ? { price } : {}),
    ...(values.teessideOnly !== item.teessideOnly ? { teessideOnly: values.teessideOnly } : {}),
    ...(values.isActive !== item.isActive ? { isActive: values.isActive } : {}),
  };
};

const EditServiceDialog = ({ item, onClose }: { item: ServiceItem; onClose: () => void }) => {
  const [update] = useAdminUpdateServiceMutation();
  const run = useMutationAction();
  const submit = async (values: ServiceValues): Promise<boolean> => {
    const changes = changesOf(item, values);
    if (Object.keys(changes).length === 0) {
      return true;
    }
    return (
      await run(update({ serviceId: item.id, ...changes }), {
        success: { title: 'Service updated', description: `${item.name} has been updated` },
        failure: { title: 'Update failed', description: 'Failed to update service' },
      })
    ).ok;
  };
  return (
    <FormDialog<ServiceValues>
      title={`Edit ${item.name}`}
      okText="Save"
      initialValues={{
        price: penceToPounds(item.price),
        teessideOnly: item.teessideOnly,
        isActive: item.isActive,
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="price"
        label={item.perPerson ? 'Price per person (£)' : 'Price (£)'}
        rules={[
          { required: true, message: 'Price is required' },
          { type: 'number', min: 0, message: 'Price cannot be negative' },
        ]}
      >
        <InputNumber<number> min={0} step={0.01} prefix="£" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="teessideOnly" label="Teesside only" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="isActive" label="Active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
};

/** The wedding-services catalogue: prices, the Teesside-only mark and activation. */
export const ServicesAdminTab = () => {
  const { data, isFetching, error } = useAdminServicesQuery();
  const [editing, setEditing] = useState<ServiceItem | null>(null);

  const columns: TableColumnsType<ServiceItem> = [
    { title: 'Service', dataIndex: 'name', key: 'name' },
    {
      title: 'Package',
      key: 'package',
      render: (_value, item) => packageLabels[item.package],
    },
    {
      title: 'Price',
      key: 'price',
      render: (_value, item) => `${formatPence(item.price)} ${item.priceUnit}`.trim(),
    },
    {
      title: 'Area',
      key: 'teessideOnly',
      render: (_value, item) =>
        item.teessideOnly ? <Tag color="purple">Teesside only</Tag> : 'Anywhere',
    },
    {
      title: 'Status',
      key: 'isActive',
      render: (_value, item) =>
        item.isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, item) => (
        <Button
          icon={<EditOutlined />}
          aria-label={`Edit ${item.name}`}
          onClick={() => setEditing(item)}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <AdminTable<ServiceItem>
      title="Services"
      what="services"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
    >
      {editing && <EditServiceDialog item={editing} onClose={() => setEditing(null)} />}
    </AdminTable>
  );
};
