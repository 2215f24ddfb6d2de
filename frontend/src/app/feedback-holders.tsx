import { message, Modal, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import type { ArgsProps, ConfigOptions } from 'antd/es/message/interface';
import type { NotificationConfig } from 'antd/es/notification/interface';
import { useEffect } from 'react';

export type Feedback = useAppProps;
export type { ArgsProps as MessageArgs };

export interface FeedbackHoldersProps {
  messageConfig: ConfigOptions;
  notificationConfig: NotificationConfig;
  onReady: (feedback: Feedback) => void;
}

/**
 * antd's toasts, messages and confirmation dialogs, as antd's App component would mount them:
 * the hooks give the APIs, and their holders render the open ones inside the app's theme.
 */
export const FeedbackHolders = ({
  messageConfig,
  notificationConfig,
  onReady,
}: FeedbackHoldersProps) => {
  const [messageApi, messageHolder] = message.useMessage(messageConfig);
  const [notificationApi, notificationHolder] = notification.useNotification(notificationConfig);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
};
