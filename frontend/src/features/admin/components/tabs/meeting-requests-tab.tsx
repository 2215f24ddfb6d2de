import type { MeetingRequest } from '@mithaq/contracts';
import { Button, Flex, Form, Input, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { showFieldErrors } from '../../../../lib/form-rules';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import {
  useAdminArrangeMeetingMutation,
  useAdminMeetingRequestsQuery,
} from '../../api/documents-admin-api';
import { AdminTable, localPagination } from '../admin-table';
import { FormDialog } from '../form-dialog';

type Member = MeetingRequest['members'][number];

const nameOf = (member: Member): string =>
  member.fullName || (member.username ? `@${member.username}` : (member.email ?? 'Member'));

const pairOf = (request: MeetingRequest): string => request.members.map(nameOf).join(' & ');

interface RecordValues {
  /** The browser's local date and time (datetime-local). */
  date: string;
  venue: string;
}

const RecordMeetingDialog = ({
  request,
  onClose,
}: {
  request: MeetingRequest;
  onClose: () => void;
}) => {
  const [arrange] = useAdminArrangeMeetingMutation();
  const run = useMutationAction();
  const [form] = Form.useForm<RecordValues>();
  const submit = async ({ date, venue }: RecordValues): Promise<boolean> => {
    const outcome = await run(
      arrange({ meetingId: request.id, date: new Date(date).toISOString(), venue: venue.trim() }),
      {
        success: { title: 'Meeting recorded', description: `${pairOf(request)} can now see it.` },
        failure: { title: 'Update failed', description: 'Failed to record the meeting' },
      },
    );
    if (!outcome.ok) {
      showFieldErrors(form, outcome.error.fields, ['date', 'venue']);
    }
    return outcome.ok;
  };
  return (
    <FormDialog<RecordValues>
      title="Record meeting"
      okText="Record Meeting"
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{pairOf(request)}</Typography.Paragraph>
      <Form.Item
        name="date"
        label="Date and time"
        rules={[{ required: true, message: 'Please enter the date and time' }]}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item
        name="venue"
        label="Venue"
        rules={[
          { required: true, whitespace: true, message: 'Please enter the venue' },
          { min: 2, message: 'Please enter the venue' },
        ]}
      >
        <Input maxLength={300} />
      </Form.Item>
    </FormDialog>
  );
};

/** Paid meeting requests, oldest first: the members, their proposal, and recording the meeting. */
export const MeetingRequestsTab = () => {
  const { data, isFetching, error } = useAdminMeetingRequestsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [recording, setRecording] = useState<MeetingRequest | null>(null);

  const columns: TableColumnsType<MeetingRequest> = [
    {
      title: 'Members',
      key: 'members',
      render: (_value, request) => (
        <Flex vertical>
          {request.members.map((member) => (
            <Typography.Text key={member.userId}>
              {nameOf(member)}
              {member.email ? ` (${member.email})` : ''}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    {
      title: 'Paid',
      key: 'paid',
      render: (_value, request) => (
        <Flex vertical gap={2}>
          <span>{formatDateTime(request.paidAt)}</span>
          {request.included && <Tag color="gold">Included (Gold)</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Proposal',
      key: 'proposal',
      render: (_value, request) =>
        request.proposal ? (
          <Flex vertical>
            <span>{request.proposal.dates.map((date) => formatDate(date)).join(', ')}</span>
            <Typography.Text type="secondary">{request.proposal.area}</Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">No proposal yet</Typography.Text>
        ),
    },
    {
      title: 'Meeting',
      key: 'arranged',
      render: (_value, request) =>
        request.arranged ? (
          <Flex vertical>
            <span>{formatDateTime(request.arranged.date)}</span>
            <Typography.Text type="secondary">{request.arranged.venue}</Typography.Text>
          </Flex>
        ) : (
          <Button
            type="primary"
            aria-label={`Record meeting of ${pairOf(request)}`}
            onClick={() => setRecording(request)}
          >
            Record meeting
          </Button>
        ),
    },
  ];

  return (
    <AdminTable<MeetingRequest>
      title="Meeting Requests"
      what="meeting requests"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
      pagination={localPagination}
      emptyText="No paid meeting requests yet."
    >
      {recording && <RecordMeetingDialog request={recording} onClose={() => setRecording(null)} />}
    </AdminTable>
  );
};
