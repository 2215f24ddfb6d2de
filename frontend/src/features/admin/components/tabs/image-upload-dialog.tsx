import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../../lib/toast';
import { libraryImageCategories, type LibraryImageCategory } from '@mithaq/contracts';
import { useAdminCreateSiteImageMutation } from '../../api/site-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { imageProblems } from '../../lib/image-file';
import { FormDialog } from '../form-dialog';
import { ImagePicker, type PickedImage } from '../image-picker';
import { fieldRules } from '../field-rules';

export const categoryLabels: Record<LibraryImageCategory, string> = {
  'service-hero': 'Service Hero',
  testimonial: 'Testimonial',
};

interface ImageFields {
  category: LibraryImageCategory;
  title: string;
  alt?: string;
}

export const ImageUploadDialog = ({
  category,
  onClose,
}: {
  category: LibraryImageCategory;
  onClose: () => void;
}) => {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [create] = useAdminCreateSiteImageMutation();
  const run = useMutationAction();
  const toast = useToast();

  const submit = async ({ category: chosen, title, alt }: ImageFields) => {
    if (!picked) {
      toast.error(imageProblems.missing.title, imageProblems.missing.description);
      return false;
    }
    const created = await run(
      create({
        file: picked.file,
        category: chosen,
        title: title.trim(),
        // Every image gets a text alternative: the title stands in when none is given.
        alt: alt?.trim() || title.trim(),
      }),
      {
        success: { title: 'Image uploaded', description: `"${title.trim()}" has been added` },
        failure: { title: 'Upload failed', description: 'Failed to upload image' },
      },
    );
    return created.ok;
  };

  return (
    <FormDialog<ImageFields>
      title="Upload Site Image"
      okText="Upload"
      initialValues={{ category }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="category"
        label="Category"
        rules={[{ required: true, message: 'Category is required' }]}
      >
        <Select
          options={libraryImageCategories.map((value) => ({ value, label: categoryLabels[value] }))}
        />
      </Form.Item>
      <Form.Item name="title" label="Title" required rules={fieldRules.imageTitle}>
        <Input />
      </Form.Item>
      <Form.Item
        name="alt"
        label="Alt text"
        rules={fieldRules.imageAlt}
        extra="Describes the image for screen readers."
      >
        <Input />
      </Form.Item>
      <Form.Item label="Image" required>
        <ImagePicker picked={picked} onPick={setPicked} previewAlt="Image preview" />
      </Form.Item>
    </FormDialog>
  );
};
