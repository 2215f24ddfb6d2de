import type { DocumentStatus, PartnerDocumentsStatus } from '@mithaq/contracts';
import { Tag } from 'antd';

const documentStatus: Record<DocumentStatus, { color: string; text: string }> = {
  requested: { color: 'orange', text: 'Requested' },
  submitted: { color: 'blue', text: 'Submitted' },
  approved: { color: 'green', text: 'Approved' },
};

const partnerStatus: Record<PartnerDocumentsStatus, { color: string; text: string }> = {
  pending: { color: 'default', text: 'Pending' },
  submitted: { color: 'blue', text: 'Submitted' },
  approved: { color: 'green', text: 'Approved' },
};

export const DocumentStatusTag = ({ status }: { status: DocumentStatus }) => (
  <Tag color={documentStatus[status].color}>{documentStatus[status].text}</Tag>
);

export const PartnerStatusTag = ({ status }: { status: PartnerDocumentsStatus }) => (
  <Tag color={partnerStatus[status].color}>{partnerStatus[status].text}</Tag>
);
