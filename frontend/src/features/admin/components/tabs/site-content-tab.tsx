import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SiteContent } from '@mithaq/contracts';
import { useAdminSiteContentQuery } from '../../api/site-api';
import { formatDateTime } from '../../lib/format-date';
import { contentPreview } from '../../lib/preview';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { AddContentDialog, EditContentDialog } from './site-content-dialogs';

export const SiteContentTab = () => {
  const { data, isLoading, error } = useAdminSiteContentQuery();
  const [editing, setEditing] = useState<SiteContent | null>(null);
  const [adding, setAdding] = useState(false);

  const columns: TableColumnsType<SiteContent> = [
    { title: 'Key', dataIndex: 'key', key: 'key' },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Content',
      dataIndex: 'content',
      key: 'content',
      render: (_value, record) => contentPreview(record.content),
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
      <TabToolbar title="Site Content">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Content
        </Button>
      </TabToolbar>
      {error !== undefined && <LoadError what="site content" error={error} />}
      <Table<SiteContent>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: true }}
      />
      {editing && <EditContentDialog record={editing} onClose={() => setEditing(null)} />}
      {adding && <AddContentDialog onClose={() => setAdding(false)} />}
    </>
  );
};
