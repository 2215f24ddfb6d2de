import { Form, Input } from 'antd';
import type { SiteSetting } from '@mithaq/contracts';
import {
  useAdminCreateSiteSettingMutation,
  useAdminUpdateSiteSettingMutation,
} from '../../api/site-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { FormDialog } from '../form-dialog';
import { fieldRules } from '../field-rules';

export const EditSettingDialog = ({
  record,
  onClose,
}: {
  record: SiteSetting;
  onClose: () => void;
}) => {
  const [update] = useAdminUpdateSiteSettingMutation();
  const run = useMutationAction();
  const submit = async ({ value }: { value?: string }) =>
    (
      await run(update({ key: record.key, value: value ?? '' }), {
        success: { title: 'Setting updated', description: `"${record.key}" has been saved` },
        failure: { title: 'Update failed', description: 'Failed to update site setting' },
      })
    ).ok;
  return (
    <FormDialog<{ value?: string }>
      title={`Edit Site Setting: ${record.key}`}
      okText="Save"
      initialValues={{ value: record.value }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="value" label="Value" rules={fieldRules.settingValue}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </FormDialog>
  );
};

/** A new setting needs key and value. */
export const AddSettingDialog = ({ onClose }: { onClose: () => void }) => {
  const [create] = useAdminCreateSiteSettingMutation();
  const run = useMutationAction();
  const submit = async ({ key, value }: { key: string; value: string }) =>
    (
      await run(create({ key: key.trim(), value }), {
        success: { title: 'Setting created', description: `"${key.trim()}" has been added` },
        failure: { title: 'Creation failed', description: 'Failed to create site setting' },
      })
    ).ok;
  return (
    <FormDialog<{ key: string; value: string }>
      title="Add Site Setting"
      okText="Create"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="key" label="Key" required rules={fieldRules.key}>
        <Input placeholder="e.g. site-name" />
      </Form.Item>
      <Form.Item name="value" label="Value" required rules={fieldRules.newSettingValue}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </FormDialog>
  );
};
