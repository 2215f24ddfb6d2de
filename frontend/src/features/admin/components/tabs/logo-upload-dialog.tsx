import { Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../../lib/toast';
import type { LogoSettingKey } from '@mithaq/contracts';
import { useAdminUploadLogoMutation } from '../../api/site-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { imageProblems } from '../../lib/image-file';
import { ImagePicker, type PickedImage } from '../image-picker';

export interface LogoSlot {
  settingKey: LogoSettingKey;
  label: string;
  /** Recommended size in pixels. */
  width: number;
  height: number;
}

/** Opens for header-logo or footer-logo; choosing a file previews it; saving clears it. */
export const LogoUploadDialog = ({ slot, onClose }: { slot: LogoSlot; onClose: () => void }) => {
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [upload, { isLoading }] = useAdminUploadLogoMutation();
  const run = useMutationAction();
  const toast = useToast();

  const save = async () => {
    // A picked file has passed the type and size checks already.
    if (!picked) {
      toast.error(imageProblems.missing.title, imageProblems.missing.description);
      return;
    }
    const uploaded = await run(upload({ file: picked.file, settingKey: slot.settingKey }), {
      success: {
        title: 'Image uploaded',
        description: `The ${slot.label.toLowerCase()} has been updated`,
      },
      failure: { title: 'Upload failed', description: 'Failed to upload image' },
    });
    if (uploaded.ok) {
      setPicked(null);
      onClose();
    }
  };

  return (
    <Modal
      open
      title={`Upload ${slot.label}`}
      okText="Upload"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">
          Recommended size: {slot.width}x{slot.height} pixels. JPEG, PNG, GIF or WebP, up to 5MB.
        </Typography.Text>
        <ImagePicker picked={picked} onPick={setPicked} previewAlt={`${slot.label} preview`} />
      </Flex>
    </Modal>
  );
};
