import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../lib/toast';
import { imageFileProblem, readAsDataUrl } from '../lib/image-file';

export interface PickedImage {
  file: File;
  /** data: URL for the preview only: the upload sends the file itself. */
  dataUrl: string;
}

interface ImagePickerProps {
  picked: PickedImage | null;
  onPick: (image: PickedImage) => void;
  previewAlt: string;
}

/** File input with a preview; refuses non-images and files over 5MB with the upload messages. */
export const ImagePicker = ({ picked, onPick, previewAlt }: ImagePickerProps) => {
  const toast = useToast();
  const [reading, setReading] = useState(false);

  const pick = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    setReading(true);
    try {
      onPick({ file, dataUrl: await readAsDataUrl(file) });
    } catch {
      toast.error('Upload failed', 'The file could not be read');
    } finally {
      setReading(false);
    }
  };

  return (
    <Flex vertical gap="small">
      <Upload
        accept="image/*"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          void pick(file);
          // Nothing is sent by the Upload itself: the dialog's save button sends the file.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={reading}>
          Choose Image
        </Button>
      </Upload>
      {picked && (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">{picked.file.name}</Typography.Text>
          <img
            src={picked.dataUrl}
            alt={previewAlt}
            style={{ maxWidth: '100%', maxHeight: 160, objectFit: 'contain', alignSelf: 'start' }}
          />
        </Flex>
      )}
    </Flex>
  );
};
