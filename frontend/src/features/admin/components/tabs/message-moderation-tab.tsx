import { Flex } from 'antd';
import { AllMessagesTable } from './all-messages-table';
import { ReportedMessagesTable } from './reported-messages-table';

/** The message-moderation tab: reported messages, then all messages. */
export const MessageModerationTab = () => (
  <Flex vertical gap="large">
    <ReportedMessagesTable />
    <AllMessagesTable />
  </Flex>
);
