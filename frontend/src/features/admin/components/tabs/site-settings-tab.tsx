import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { SiteSetting } from '@mithaq/contracts';
import { useAdminSiteSettingsQuery } from '../../api/site-api';
import { settingPreview } from '../../lib/preview';
import { AdminTable, editColumn, lastUpdatedColumn } from '../admin-table';
import { AddSettingDialog, EditSettingDialog } from './site-settings-dialogs';

export const SiteSettingsTab = () => {
  const { data, isLoading, error } = useAdminSiteSettingsQuery();
  const [editing, setEditing] = useState<SiteSetting | null>(null);
  const [adding, setAdding] = useState(false);

  return (
    <AdminTable<SiteSetting>
      title="Site Settings"
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Setting
        </Button>
      }
      what="site settings"
      error={error}
      dataSource={data ?? []}
      loading={isLoading}
      columns={[
        { title: 'Key', dataIndex: 'key', key: 'key' },
        {
          title: 'Value',
          dataIndex: 'value',
          key: 'value',
          render: (_value, record) => settingPreview(record.value),
        },
        lastUpdatedColumn<SiteSetting>(),
        editColumn<SiteSetting>(setEditing),
      ]}
    >
      {editing && <EditSettingDialog record={editing} onClose={() => setEditing(null)} />}
      {adding && <AddSettingDialog onClose={() => setAdding(false)} />}
    </AdminTable>
  );
};
