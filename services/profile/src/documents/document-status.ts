import {
  documentLabels,
  documentTypes,
  type DocumentStatus,
  type DocumentType,
  type MemberDocument,
  type PartnerDocumentsStatus,
} from '@mithaq/contracts';

/** A document's row as the service reads it (no bytes). */
export interface DocumentRecord {
  id: string;
  userId: string;
  type: DocumentType;
  status: DocumentStatus;
  notes: string | null;
  contentType: string;
  size: number;
  issueDate: string | null;
  uploadedAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  deleteAt: Date;
  fileDeletedAt: Date | null;
}

const emptyDocument = (type: DocumentType): MemberDocument => ({
  id: null,
  type,
  label: documentLabels[type],
  status: 'requested',
  notes: null,
  contentType: null,
  size: null,
  issueDate: null,
  uploadedAt: null,
  reviewedAt: null,
  deleteAt: null,
  fileDeleted: false,
});

export const toMemberDocument = (record: DocumentRecord): MemberDocument => ({
  id: record.id,
  type: record.type,
  label: documentLabels[record.type],
  status: record.status,
  notes: record.notes,
  contentType: record.contentType,
  size: record.size,
  issueDate: record.issueDate,
  uploadedAt: record.uploadedAt.toISOString(),
  reviewedAt: record.reviewedAt?.toISOString() ?? null,
  deleteAt: record.deleteAt.toISOString(),
  fileDeleted: record.fileDeletedAt !== null,
});

/** All five types in their fixed order, the ones never uploaded as requested. */
export const fullSet = (records: readonly DocumentRecord[]): MemberDocument[] =>
  documentTypes.map((type) => {
    const record = records.find((candidate) => candidate.type === type);
    return record ? toMemberDocument(record) : emptyDocument(type);
  });

/**
 * A member's set as a whole: approved when all five are, submitted once all five were sent
 * (approved or awaiting review), requested while any is missing or was sent back.
 */
export const setStatus = (
  records: readonly Pick<DocumentRecord, 'type' | 'status'>[],
): DocumentStatus => {
  const statuses = documentTypes.map(
    (type) => records.find((record) => record.type === type)?.status ?? 'requested',
  );
  if (statuses.every((status) => status === 'approved')) {
    return 'approved';
  }
  return statuses.includes('requested') ? 'requested' : 'submitted';
};

/** A partner sees only where the set stands, with "pending" for a set not yet sent. */
export const partnerStatusOf = (status: DocumentStatus): PartnerDocumentsStatus =>
  status === 'requested' ? 'pending' : status;

/** Verified: an approved ID document and face photo (the bytes may since have been deleted). */
export const isVerifiedSet = (
  records: readonly Pick<DocumentRecord, 'type' | 'status'>[],
): boolean =>
  (['id_document', 'face_photo'] as const).every((type) =>
    records.some((record) => record.type === type && record.status === 'approved'),
  );

/** The reviewer's note of the first document sent back, for the match page. */
export const firstNote = (records: readonly DocumentRecord[]): string | null =>
  records.find((record) => record.status === 'requested' && record.notes)?.notes ?? null;
