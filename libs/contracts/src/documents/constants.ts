import type { DocumentType } from './types';

export const documentTypes = [
  'face_photo',
  'full_body_photo',
  'casual_photo',
  'id_document',
  'proof_of_address',
] as const satisfies readonly DocumentType[];

export const documentLabels: Record<DocumentType, string> = {
  face_photo: 'Face Photo',
  full_body_photo: 'Full Body Photo',
  casual_photo: 'Casual Photo',
  id_document: 'ID Document',
  proof_of_address: 'Proof of Address',
};

export const PHOTO_TYPES = ['face_photo', 'full_body_photo', 'casual_photo'] as const;
export const isPhotoType = (type: DocumentType): boolean =>
  (PHOTO_TYPES as readonly string[]).includes(type);

/** Size limits: photos 5 MB, the ID and proof of address 10 MB. */
export const MB = 1024 * 1024;
export const documentMaxBytes = (type: DocumentType): number => (isPhotoType(type) ? 5 : 10) * MB;
/** Content types accepted per type, decided from the bytes (never the name). */
export const documentContentTypes = (type: DocumentType): readonly string[] =>
  isPhotoType(type) ? ['image/jpeg', 'image/png'] : ['image/jpeg', 'image/png', 'application/pdf'];
/** The bytes of a document are deleted this many days after upload. */
export const DOCUMENT_RETENTION_DAYS = 30;
/** A proof of address must be dated within this many months. */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 3;
/** The non-refundable meeting arrangement fee, integer pence. */
export const MEETING_FEE_PENCE = 5000;
export const MEETING_MAX_PROPOSED_DATES = 3;

export const DocumentMessage = {
  FileTooLarge: 'File too large',
  maxSize: (type: DocumentType) => `Maximum file size is ${documentMaxBytes(type) / MB}MB`,
  WrongType: 'Photos must be JPG or PNG images; the ID and proof of address may also be PDF',
  Unreadable: 'The file could not be read as an image or a PDF',
  FileRequired: 'Please choose a file to upload',
  MissingRequired: 'Missing required documents',
  IssueDateRequired: 'Please enter the date on your proof of address',
  IssueDateTooOld: 'Proof of address must be from the last 3 months',
  IssueDateInFuture: 'The date on your proof of address cannot be in the future',
  AlreadyApproved: 'This document is already approved',
  NotSubmitted: 'This document is not awaiting review',
  DocumentNotFound: 'Document not found',
  FileDeleted: 'This file was deleted 30 days after upload',
  MatchNotFound:
    'Match not found: The match you are looking for does not exist or you do not have permission to view it.',
  MeetingClosed: "The meeting can be arranged once both members' documents are approved",
  MeetingAlreadyPaid: 'The meeting arrangement fee is already paid',
  MeetingPaymentInProgress: 'A payment for this meeting is already in progress',
  MeetingNotPaid: 'Please pay the meeting arrangement fee first',
  NotesRequired: 'Please say why the document is rejected',
} as const;
