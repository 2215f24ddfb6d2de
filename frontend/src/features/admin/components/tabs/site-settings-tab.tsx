import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SiteSetting } from '@mithaq/contracts';
import { useAdminSiteSettingsQuery } from '../../api/site-api';
import { formatDateTime } from '../../lib/format-date';
import { settingPreview } from '../../lib/preview';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { AddSettingDialog, EditSettingDialog } from './site-settings-dialogs';

export const SiteSettingsTab = () => {
  const { data, isLoading, error } = useAdminSiteSettingsQuery();
  const [editing, setEditing] = useState<SiteSetting | null>(null);
  const [adding, setAdding] = useState(false);

  const columns: TableColumnsType<SiteSetting> = [
    { title: 'Key', dataIndex: 'key', key: 'key' },
    {
      title: 'Value',
      dataIndex: 'value',
      key: 'value',
      render: (_value, record) => settingPreview(record.value),
    },
    {
      title: 'Last Updated',
      dataIndex: 'lastUpdated',
      key: 'lastUpdated',
      render: (_value, record) => formatDateTime(record.lastUpdated),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, record) => (
        <Button
          icon={<EditOutlined />}
          aria-label={`Edit ${record.key}`}
          onClick={() => setEditing(record)}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <TabToolbar title="Site Settings">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Setting
        </Button>
      </TabToolbar>
      {error !== undefined && <LoadError what="site settings" error={error} />}
      <Table<SiteSetting>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: true }}
      />
      {editing && <EditSettingDialog record={editing} onClose={() => setEditing(null)} />}
      {adding && <AddSettingDialog onClose={() => setAdding(false)} />}
    </>
  );
};
