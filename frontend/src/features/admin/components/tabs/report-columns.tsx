import {
  reportReasonLabels,
  type AdminMemberRef,
  type ReportReason,
  type ReportStatus,
} from '@mithaq/contracts';
import { App, Flex, Select, Tag, Typography, type TableColumnType } from 'antd';
import { useCallback } from 'react';
import { formatDateTime } from '../../../../lib/format';
import type { ReportStatusFilter } from '../../api/messaging-api';
import { memberLabel } from '../../lib/member-ref';

interface ReportRow {
  reporter: AdminMemberRef;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  createdAt: string;
  action: string | null;
}

const statusColors: Record<ReportStatus, string> = {
  open: 'orange',
  dismissed: 'default',
  actioned: 'green',
};

export const MemberCell = ({ member }: { member: AdminMemberRef | null }) => (
  <Flex vertical>
    <Typography.Text>{memberLabel(member)}</Typography.Text>
    {member?.email && !member.deleted && (
      <Typography.Text type="secondary">{member.email}</Typography.Text>
    )}
  </Flex>
);

/** Reporter, reason (and note), date and status: the columns both report lists share. */
export const reportColumns = <T extends ReportRow>(): TableColumnType<T>[] => [
  {
    title: 'Reporter',
    key: 'reporter',
    render: (_value, report) => <MemberCell member={report.reporter} />,
  },
  {
    title: 'Reason',
    key: 'reason',
    render: (_value, report) => (
      <Flex vertical>
        <Typography.Text>{reportReasonLabels[report.reason]}</Typography.Text>
        {report.note && <Typography.Text type="secondary">{report.note}</Typography.Text>}
      </Flex>
    ),
  },
  {
    title: 'Reported',
    key: 'createdAt',
    render: (_value, report) => formatDateTime(report.createdAt),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_value, report) => (
      <Tag color={statusColors[report.status]}>
        {report.status}
        {report.action ? ` (${report.action})` : ''}
      </Tag>
    ),
  },
];

export const ReportStatusSelect = ({
  value,
  onChange,
}: {
  value: ReportStatusFilter;
  onChange: (value: ReportStatusFilter) => void;
}) => (
  <Select<ReportStatusFilter>
    aria-label="Filter reports"
    value={value}
    onChange={onChange}
    style={{ width: 160 }}
    options={[
      { value: 'open', label: 'Open reports' },
      { value: 'dismissed', label: 'Dismissed' },
      { value: 'actioned', label: 'Actioned' },
      { value: 'all', label: 'All reports' },
    ]}
  />
);

/** Asks before a moderation action that cannot be taken back (removing, suspending). */
export const useConfirmAction = () => {
  const { modal } = App.useApp();
  return useCallback(
    (title: string, content: string, okText: string, onConfirm: () => Promise<unknown>): void => {
      modal.confirm({
        title,
        content,
        okText,
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
