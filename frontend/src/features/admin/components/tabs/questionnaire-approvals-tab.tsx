import { EyeOutlined } from '@ant-design/icons';
import { Button, Segmented, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { QuestionnaireReviewFilter, QuestionnaireReviewItem } from '@mithaq/contracts';
import { useAdminQuestionnaireApprovalsQuery } from '../../api/users-api';
import { formatDateTime } from '../../../../lib/format';
import { genderLabel, humanize } from '../../lib/user-labels';
import { AdminTable, localPagination } from '../admin-table';
import { QuestionnaireDialog } from './questionnaire-dialog';

const filters: { value: QuestionnaireReviewFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const statusColors = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** Questionnaires for review; one opens in a dialog to approve or reject. */
export const QuestionnaireApprovalsTab = () => {
  const [status, setStatus] = useState<QuestionnaireReviewFilter>('pending');
  const { data, isFetching, error } = useAdminQuestionnaireApprovalsQuery(status);
  const [open, setOpen] = useState<QuestionnaireReviewItem | null>(null);

  const columns: TableColumnsType<QuestionnaireReviewItem> = [
    { title: 'Name', key: 'name', render: (_value, item) => item.fullName || '—' },
    { title: 'Gender', key: 'gender', render: (_value, item) => genderLabel(item.gender) },
    {
      title: 'Submitted',
      key: 'submittedAt',
      render: (_value, item) => formatDateTime(item.submittedAt),
    },
    {
      title: 'Updated',
      key: 'updatedAt',
      render: (_value, item) => formatDateTime(item.updatedAt),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, item) => (
        <>
          <Tag color={statusColors[item.reviewStatus]}>{humanize(item.reviewStatus)}</Tag>
          {item.needsReview && <Tag color="orange">Needs re-review</Tag>}
        </>
      ),
    },
    { title: 'Reason', key: 'reason', render: (_value, item) => item.reviewReason ?? '—' },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, item) => (
        <Button icon={<EyeOutlined />} onClick={() => setOpen(item)}>
          View Questionnaire
        </Button>
      ),
    },
  ];

  return (
    <AdminTable<QuestionnaireReviewItem>
      title="Questionnaire Approvals"
      toolbar={
        <Segmented<QuestionnaireReviewFilter>
          options={filters}
          value={status}
          onChange={(value) => setStatus(value)}
        />
      }
      what="questionnaires"
      error={error}
      emptyText="No questionnaires to review"
      rowKey="userId"
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
      pagination={localPagination}
    >
      {open && <QuestionnaireDialog item={open} onClose={() => setOpen(null)} />}
    </AdminTable>
  );
};
