import {
  documentContentTypes,
  documentMaxBytes,
  DocumentMessage,
  DomainError,
  ErrorCode,
  PROOF_OF_ADDRESS_MAX_AGE_MONTHS,
  type DocumentType,
} from '@mithaq/contracts';

export type SniffedType = 'image/jpeg' | 'image/png' | 'application/pdf';

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [...'%PDF-'].map((char) => char.charCodeAt(0));
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** A PDF ends with %%EOF, possibly followed by line breaks or a little trailing junk. */
const PDF_END_WINDOW = 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The file's type from its first bytes; the name and the declared type are ignored, so an HTML
 * or SVG file named .png is no image. Null when the bytes are none of the accepted kinds.
 */
export const sniffContentType = (bytes: Uint8Array): SniffedType | null => {
  if (startsWith(bytes, JPEG)) {
    return 'image/jpeg';
  }
  if (startsWith(bytes, PNG)) {
    return 'image/png';
  }
  if (startsWith(bytes, PDF)) {
    return 'application/pdf';
  }
  return null;
};

/** A PDF whose end marker is missing was cut short (or is not a PDF at all). */
export const pdfLooksComplete = (bytes: Buffer): boolean =>
  bytes.subarray(Math.max(0, bytes.length - PDF_END_WINDOW)).includes(PDF_END);

export const extensionOf = (contentType: string): string =>
  contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';

export const fileTooLarge = (type: DocumentType): DomainError => {
  const message = `${DocumentMessage.FileTooLarge}: ${DocumentMessage.maxSize(type)}`;
  return new DomainError(ErrorCode.PayloadTooLarge, message, { file: message });
};

const wrongType = (): DomainError =>
  new DomainError(ErrorCode.ValidationFailed, DocumentMessage.WrongType, {
    file: DocumentMessage.WrongType,
  });

export const unreadable = (): DomainError =>
  new DomainError(ErrorCode.Unprocessable, DocumentMessage.Unreadable, {
    file: DocumentMessage.Unreadable,
  });

/** Throws unless the file's size is within its type's limit (the limit itself is allowed). */
export const checkSize = (type: DocumentType, size: number): void => {
  if (size === 0) {
    throw new DomainError(ErrorCode.ValidationFailed, DocumentMessage.FileRequired, {
      file: DocumentMessage.FileRequired,
    });
  }
  if (size > documentMaxBytes(type)) {
    throw fileTooLarge(type);
  }
};

/**
 * Checks size and type of an upload from its bytes: photos JPEG or PNG, the ID and proof of
 * address also PDF. Returns the sniffed content type.
 */
export const checkFile = (type: DocumentType, bytes: Buffer): SniffedType => {
  checkSize(type, bytes.length);
  const contentType = sniffContentType(bytes);
  if (!contentType || !documentContentTypes(type).includes(contentType)) {
    throw wrongType();
  }
  if (contentType === 'application/pdf' && !pdfLooksComplete(bytes)) {
    throw unreadable();
  }
  return contentType;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `months` before `day` (YYYY-MM-DD), clamped to that month's last day. */
export const monthsBefore = (day: string, months: number): string => {
  const match = DATE.exec(day);
  if (!match) {
    throw new Error(`not a date: ${day}`);
  }
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
};

const invalidDate = (message: string): DomainError =>
  new DomainError(ErrorCode.ValidationFailed, message, { issueDate: message });

/**
 * A proof of address carries the date printed on it: required, not after `today`, and not
 * older than three months before `today` (that day itself still counts). Both YYYY-MM-DD.
 */
export const checkIssueDate = (issueDate: string | undefined, today: string): string => {
  if (!issueDate) {
    throw invalidDate(DocumentMessage.IssueDateRequired);
  }
  if (issueDate > today) {
    throw invalidDate(DocumentMessage.IssueDateInFuture);
  }
  if (issueDate < monthsBefore(today, PROOF_OF_ADDRESS_MAX_AGE_MONTHS)) {
    throw invalidDate(DocumentMessage.IssueDateTooOld);
  }
  return issueDate;
};
