import type { MemberReport, MemberReportAction } from '@mithaq/contracts';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import {
  useAdminActOnMemberReportMutation,
  useAdminReportedMembersQuery,
  type ReportStatusFilter,
} from '../../api/messaging-api';
import { AdminTable, localPagination } from '../admin-table';
import { MemberCell, reportColumns, ReportStatusSelect, useConfirmAction } from './report-columns';

/** The spec's static text, kept as what the list says when no report is open. */
export const NO_REPORTED_USERS = 'No reported users at this time.';

const outcomeText: Record<MemberReportAction, string> = {
  dismiss: 'The report was dismissed',
  'suspend-member': "The member's account was suspended",
};

/** Members reported by other members, with dismiss and suspend. */
export const ReportedUsersTab = () => {
  const [status, setStatus] = useState<ReportStatusFilter>('open');
  const { data, isLoading, error } = useAdminReportedMembersQuery(status);
  const [act] = useAdminActOnMemberReportMutation();
  const run = useMutationAction();
  const confirm = useConfirmAction();

  const take = (report: MemberReport, action: MemberReportAction) =>
    run(act({ id: report.id, action }), {
      success: { title: 'Report handled', description: outcomeText[action] },
      failure: { title: 'Action failed', description: 'Failed to handle the report' },
    });

  const columns: TableColumnsType<MemberReport> = [
    {
      title: 'Reported member',
      key: 'member',
      render: (_value, report) => <MemberCell member={report.member} />,
    },
    ...reportColumns<MemberReport>(),
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
                  'Suspend member',
                  "The member's account is suspended: they can no longer sign in.",
                  'Suspend',
                  () => take(report, 'suspend-member'),
                )
              }
            >
              Suspend member
            </Button>
          </Flex>
        ),
    },
  ];

  return (
    <AdminTable<MemberReport>
      title="Reported Users"
      what="reported users"
      error={error}
      columns={columns}
      dataSource={data ?? []}
      loading={isLoading}
      pagination={localPagination}
      emptyText={NO_REPORTED_USERS}
      toolbar={<ReportStatusSelect value={status} onChange={setStatus} />}
    />
  );
};
