import type { DocumentReviewSet } from '@mithaq/contracts';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { formatDateTime } from '../../../../lib/format';
import { useAdminDocumentReviewsQuery } from '../../api/documents-admin-api';
import { AdminTable, localPagination } from '../admin-table';
import { DocumentReviewItem } from './document-review-item';

const nameOf = (set: DocumentReviewSet): string =>
  set.fullName || (set.username ? `@${set.username}` : (set.email ?? 'Member'));

/**
 * Members whose documents await review, oldest submission first. Each file opens through the
 * authorised route (every view is audited); approve, or reject with a note.
 */
export const DocumentVerificationTab = () => {
  const { data, isFetching, error } = useAdminDocumentReviewsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  const columns: TableColumnsType<DocumentReviewSet> = [
    {
      title: 'Member',
      key: 'member',
      width: 220,
      render: (_value, set) => (
        <Flex vertical>
          <Typography.Text strong>{nameOf(set)}</Typography.Text>
          {set.username && <Typography.Text type="secondary">@{set.username}</Typography.Text>}
          {set.email && <Typography.Text type="secondary">{set.email}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Submitted',
      key: 'submittedAt',
      width: 160,
      render: (_value, set) => formatDateTime(set.submittedAt),
    },
    {
      title: 'Documents',
      key: 'documents',
      render: (_value, set) => (
        <ul aria-label={`Documents of ${nameOf(set)}`} style={{ margin: 0, padding: 0 }}>
          {set.documents.map((document) => (
            <DocumentReviewItem key={document.type} document={document} member={nameOf(set)} />
          ))}
        </ul>
      ),
    },
  ];

  return (
    <AdminTable<DocumentReviewSet>
      title="Document Verification"
      what="documents awaiting review"
      error={error}
      rowKey="userId"
      columns={columns}
      dataSource={data ?? []}
      loading={isFetching}
      pagination={localPagination}
      emptyText="No documents are awaiting review."
    />
  );
};
