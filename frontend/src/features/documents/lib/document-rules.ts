import {
  DocumentMessage,
  documentContentTypes,
  documentLabels,
  documentMaxBytes,
  isPhotoType,
  PROOF_OF_ADDRESS_MAX_AGE_MONTHS,
  type DocumentType,
} from '@mithaq/contracts';

/** A check that failed: a toast title and what to do about it. */
export interface RuleFailure {
  title: string;
  description: string;
}

const extensionsOf = (type: DocumentType): readonly string[] =>
  isPhotoType(type) ? ['jpg', 'jpeg', 'png'] : ['jpg', 'jpeg', 'png', 'pdf'];

/** The picker's accept attribute: photos JPG or PNG, the ID and proof of address also PDF. */
export const acceptOf = (type: DocumentType): string =>
  [...extensionsOf(type).map((extension) => `.${extension}`), ...documentContentTypes(type)].join(
    ',',
  );

/** What the picker says it takes. */
export const acceptedText = (type: DocumentType): string =>
  isPhotoType(type) ? 'JPG, JPEG or PNG, up to 5MB' : 'JPG, JPEG, PNG or PDF, up to 10MB';

const extensionOf = (name: string): string => name.split('.').pop()?.toLowerCase() ?? '';

/**
 * The browser's checks before a file is sent: its size and its kind, by the name and the type the
 * browser reports. The server decides again from the bytes themselves.
 */
export const checkFile = (type: DocumentType, file: File): RuleFailure | null => {
  if (file.size > documentMaxBytes(type)) {
    return { title: DocumentMessage.FileTooLarge, description: DocumentMessage.maxSize(type) };
  }
  const byName = extensionsOf(type).includes(extensionOf(file.name));
  const byType = file.type === '' || documentContentTypes(type).includes(file.type);
  if (!byName || !byType) {
    return { title: 'Invalid file type', description: DocumentMessage.WrongType };
  }
  return null;
};

/** Today as YYYY-MM-DD in the member's own calendar. */
export const todayIso = (now: Date = new Date()): string => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/**
 * The earliest issue date a proof of address may carry: the same day 3 months ago, clamped to
 * that month's last day (31 May gives 28 or 29 February).
 */
export const earliestIssueDate = (now: Date = new Date()): string => {
  const month = now.getMonth() - PROOF_OF_ADDRESS_MAX_AGE_MONTHS;
  const lastDay = new Date(now.getFullYear(), month + 1, 0).getDate();
  return todayIso(new Date(now.getFullYear(), month, Math.min(now.getDate(), lastDay)));
};

/** The proof of address's date: present, not in the future, and within the last 3 months. */
export const checkIssueDate = (
  value: string | undefined,
  now: Date = new Date(),
): string | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return DocumentMessage.IssueDateRequired;
  }
  if (value > todayIso(now)) {
    return DocumentMessage.IssueDateInFuture;
  }
  if (value < earliestIssueDate(now)) {
    return DocumentMessage.IssueDateTooOld;
  }
  return null;
};

/** 'Missing required documents': the labels of the types still needed that have no file chosen. */
export const missingDocuments = (
  needed: readonly DocumentType[],
  chosen: Partial<Record<DocumentType, File>>,
): RuleFailure | null => {
  const missing = needed.filter((type) => !chosen[type]);
  return missing.length === 0
    ? null
    : {
        title: DocumentMessage.MissingRequired,
        description: missing.map((type) => documentLabels[type]).join(', '),
      };
};

export const SUBMISSION_FAILED = {
  title: 'Submission failed',
  description: 'There was an error submitting your documents. Please try again.',
} as const;

/** "Deleted automatically on {date}", or that the file is already gone. */
export const retentionText = (
  deleteAt: string | null,
  fileDeleted: boolean,
  format: (iso: string) => string,
): string | null => {
  if (fileDeleted) {
    return DocumentMessage.FileDeleted;
  }
  return deleteAt ? `Deleted automatically on ${format(deleteAt)}` : null;
};
