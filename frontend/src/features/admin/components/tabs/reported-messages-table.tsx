import type { MessageReport, MessageReportAction } from '@mithaq/contracts';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import {
  useAdminActOnMessageReportMutation,
  useAdminReportedMessagesQuery,
  type ReportStatusFilter,
} from '../../api/messaging-api';
import { AdminTable, localPagination } from '../admin-table';
import { MemberCell, reportColumns, ReportStatusSelect, useConfirmAction } from './report-columns';

const outcomeText: Record<MessageReportAction, string> = {
  dismiss: 'The report was dismissed',
  'remove-message': 'The message was removed',
  'suspend-sender': "The sender's account was suspended",
};

/** Reports of messages: the message's 80-character preview, who sent and reported it, actions. */
export const ReportedMessagesTable = () => {
  const [status, setStatus] = useState<ReportStatusFilter>('open');
  const { data, isLoading, error } = useAdminReportedMessagesQuery(status);
  const [act] = useAdminActOnMessageReportMutation();
  const run = useMutationAction();
  const confirm = useConfirmAction();

  const take = (report: MessageReport, action: MessageReportAction) =>
    run(act({ id: report.id, action }), {
      success: { title: 'Report handled', description: outcomeText[action] },
      failure: { title: 'Action failed', description: 'Failed to handle the report' },
    });

  const columns: TableColumnsType<MessageReport> = [
    {
      title: 'Message',
      key: 'preview',
      render: (_value, report) => (
        <Flex vertical>
          <Typography.Text>{report.preview}</Typography.Text>
          {report.messageRemoved && <Tag color="red">Removed</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Sender',
      key: 'sender',
      render: (_value, report) => <MemberCell member={report.sender} />,
    },
    ...reportColumns<MessageReport>(),
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, report) =>
        report.status === 'open' && (
          <Flex gap="small" wrap>
            <Button onClick={() => void take(report, 'dismiss')}>Dismiss</Button>
            <Button
              danger
              onClick={() =>
                confirm(
                  'Remove message',
                  'The message is replaced for both members by a note that our team removed it.',
                  'Remove',
                  () => take(report, 'remove-message'),
                )
              }
            >
              Remove message
            </Button>
            <Button
              danger
              onClick={() =>
                confirm(
                  'Suspend sender',
                  "The sender's account is suspended: they can no longer sign in.",
                  'Suspend',
                  () => take(report, 'suspend-sender'),
                )
              }
            >
              Suspend sender
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <AdminTable<MessageReport>
      title="Reported Messages"
      what="reported messages"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={localPagination}
      emptyText="No reported messages at this time."
      toolbar={<ReportStatusSelect value={status} onChange={setStatus} />}
    />
  );
};
