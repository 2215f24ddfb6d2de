import type { MemberDocument } from '@mithaq/contracts';
import { Flex, Typography } from 'antd';
import { formatDate } from '../../../lib/format';
import { retentionText } from '../lib/document-rules';
import { DocumentStatusTag } from './status-tags';

const DocumentRow = ({ document }: { document: MemberDocument }) => {
  const retention = retentionText(document.deleteAt, document.fileDeleted, formatDate);
  const rejected = document.status === 'requested' && document.notes;
  return (
    <li
      aria-label={document.label}
      style={{ listStyle: 'none', padding: '10px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Flex vertical gap={2} style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" gap="small" wrap>
          <Typography.Text strong>{document.label}</Typography.Text>
          <DocumentStatusTag status={document.status} />
        </Flex>
        {document.uploadedAt && (
          <Typography.Text type="secondary">
            Uploaded {formatDate(document.uploadedAt)}
            {document.issueDate ? ` · dated ${formatDate(document.issueDate)}` : ''}
          </Typography.Text>
        )}
        {rejected && <Typography.Text type="danger">Rejected: {document.notes}</Typography.Text>}
        {retention && <Typography.Text type="secondary">{retention}</Typography.Text>}
      </Flex>
    </li>
  );
};

/** The member's own five documents: status, the reviewer's note, when each file is deleted. */
export const DocumentStatusList = ({ documents }: { documents: readonly MemberDocument[] }) => (
  <ul aria-label="Your documents" style={{ margin: 0, padding: 0 }}>
    {documents.map((document) => (
      <DocumentRow key={document.type} document={document} />
    ))}
  </ul>
);
