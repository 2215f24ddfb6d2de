import { App } from 'antd';
import { useCallback } from 'react';

export interface ConfirmDeleteOptions {
  title: string;
  content: string;
  onConfirm: () => Promise<unknown>;
}

/** Asks before anything is deleted; the dialog stays open, loading, until the call settles. */
export const useConfirmDelete = () => {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, content, onConfirm }: ConfirmDeleteOptions) => {
      modal.confirm({
        title,
        content,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: async () => {
          await onConfirm();
        },
      });
    },
    [modal],
  );
};
