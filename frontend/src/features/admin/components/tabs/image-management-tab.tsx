import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Segmented, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  libraryImageCategories,
  type LibraryImageCategory,
  type SiteImage,
} from '@mithaq/contracts';
import { useAdminDeleteSiteImageMutation, useAdminSiteImagesQuery } from '../../api/site-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { useConfirmDelete } from '../../hooks/use-confirm-delete';
import { formatDateTime, formatFileSize } from '../../../../lib/format';
import { AdminTable } from '../admin-table';
import { categoryLabels, ImageUploadDialog } from './image-upload-dialog';

export const ImageManagementTab = () => {
  const [category, setCategory] = useState<LibraryImageCategory>('service-hero');
  const { data, isFetching, error } = useAdminSiteImagesQuery(category);
  const [deleteImage] = useAdminDeleteSiteImageMutation();
  const run = useMutationAction();
  const confirmDelete = useConfirmDelete();
  const [uploading, setUploading] = useState(false);

  const askDelete = (image: SiteImage) =>
    confirmDelete({
      title: 'Delete image',
      content: `Are you sure you want to delete "${image.title}"? This action cannot be undone.`,
      onConfirm: () =>
        run(deleteImage(image.id), {
          success: { title: 'Image deleted', description: `"${image.title}" has been deleted` },
          failure: { title: 'Delete Failed', description: 'Failed to delete image' },
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
      render: (_value, image) => formatFileSize(image.size),
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
    <AdminTable<SiteImage>
      title="Image Management"
      toolbar={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          Upload Image
        </Button>
      }
      filters={
        <Segmented<LibraryImageCategory>
          value={category}
          onChange={setCategory}
          options={libraryImageCategories.map((value) => ({ value, label: categoryLabels[value] }))}
          style={{ marginBottom: 16 }}
        />
      }
      what="images"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
    >
      {uploading && <ImageUploadDialog category={category} onClose={() => setUploading(false)} />}
    </AdminTable>
  );
};
