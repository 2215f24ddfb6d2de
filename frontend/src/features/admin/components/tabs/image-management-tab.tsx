import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Segmented, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  libraryImageCategories,
  type LibraryImageCategory,
  type SiteImage,
} from '@mithaq/contracts';
import { useAdminDeleteSiteImageMutation, useAdminSiteImagesQuery } from '../../api/site-api';
import { useAdminAction } from '../../hooks/use-admin-action';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import { formatDateTime } from '../../lib/format-date';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { categoryLabels, ImageUploadDialog } from './image-upload-dialog';

const formatSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

export const ImageManagementTab = () => {
  const [category, setCategory] = useState<LibraryImageCategory>('service-hero');
  const { data, isFetching, error } = useAdminSiteImagesQuery(category);
  const [deleteImage] = useAdminDeleteSiteImageMutation();
  const run = useAdminAction();
  const confirmDelete = useConfirmDelete();
  const [uploading, setUploading] = useState(false);

  const askDelete = (image: SiteImage) =>
    confirmDelete({
      title: 'Delete image',
      content: `Are you sure you want to delete "${image.title}"? This action cannot be undone.`,
      onConfirm: () =>
        run(deleteImage(image.id), {
          success: { title: 'Image deleted', description: `"${image.title}" has been deleted` },
          failure: { title: 'Delete Failed', fallback: 'Failed to delete image' },
        }),
    });

  const columns: TableColumnsType<SiteImage> = [
    {
      title: 'Image',
      key: 'thumbnail',
      render: (_value, image) => (
        <img
          src={image.url}
          alt={image.alt}
          width={96}
          height={64}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ),
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Alt Text', dataIndex: 'alt', key: 'alt' },
    {
      title: 'Size',
      dataIndex: 'size',
      key: 'size',
      render: (_value, image) => formatSize(image.size),
    },
    {
      title: 'Uploaded',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (_value, image) => formatDateTime(image.createdAt),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, image) => (
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={`Delete ${image.title}`}
          onClick={() => askDelete(image)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <>
      <TabToolbar title="Image Management">
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          Upload Image
        </Button>
      </TabToolbar>
      <Segmented<LibraryImageCategory>
        value={category}
        onChange={setCategory}
        options={libraryImageCategories.map((value) => ({ value, label: categoryLabels[value] }))}
        style={{ marginBottom: 16 }}
      />
      {error !== undefined && <LoadError what="images" error={error} />}
      <Table<SiteImage>
        rowKey="id"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: true }}
      />
      {uploading && <ImageUploadDialog category={category} onClose={() => setUploading(false)} />}
    </>
  );
};
