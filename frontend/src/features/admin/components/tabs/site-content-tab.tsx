import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { SiteContent } from '@mithaq/contracts';
import { useAdminSiteContentQuery } from '../../api/site-api';
import { contentPreview } from '../../lib/preview';
import { AdminTable, editColumn, lastUpdatedColumn } from '../admin-table';
import { AddContentDialog, EditContentDialog } from './site-content-dialogs';

export const SiteContentTab = () => {
  const { data, isLoading, error } = useAdminSiteContentQuery();
  const [editing, setEditing] = useState<SiteContent | null>(null);
  const [adding, setAdding] = useState(false);

  return (
    <AdminTable<SiteContent>
      title="Site Content"
      toolbar={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Add Content
        </Button>
      }
      what="site content"
      error={error}
      dataSource={data ?? []}
      loading={isLoading}
      columns={[
        { title: 'Key', dataIndex: 'key', key: 'key' },
        { title: 'Title', dataIndex: 'title', key: 'title' },
        {
          title: 'Content',
          dataIndex: 'content',
          key: 'content',
          render: (_value, record) => contentPreview(record.content),
        },
        lastUpdatedColumn<SiteContent>(),
        editColumn<SiteContent>(setEditing),
      ]}
    >
      {editing && <EditContentDialog record={editing} onClose={() => setEditing(null)} />}
      {adding && <AddContentDialog onClose={() => setAdding(false)} />}
    </AdminTable>
  );
};
