/** The five documents a member submits for verification. */
export type DocumentType =
  'face_photo' | 'full_body_photo' | 'casual_photo' | 'id_document' | 'proof_of_address';

/**
 * A member's document of one type: requested (nothing yet, or rejected and asked again, with the
 * reviewer's note), submitted (awaiting review), approved.
 */
export type DocumentStatus = 'requested' | 'submitted' | 'approved';

export interface MemberDocument {
  /** Null while nothing was ever uploaded for this type. */
  id: string | null;
  type: DocumentType;
  label: string;
  status: DocumentStatus;
  /** The reviewer's note (the reason of a rejection). */
  notes: string | null;
  /** The sniffed content type of the stored file. */
  contentType: string | null;
  size: number | null;
  /** Proof of address only: the date printed on it (YYYY-MM-DD). */
  issueDate: string | null;
  uploadedAt: string | null;
  reviewedAt: string | null;
  /** When the file's bytes are (or were) deleted: 30 days after upload. */
  deleteAt: string | null;
  /** True once the bytes are gone; the status and dates stay. */
  fileDeleted: boolean;
}

/** A member's verification as a whole. */
export interface MemberVerification {
  userId: string;
  /** requested until all five are submitted; submitted; approved when all five are. */
  documentStatus: DocumentStatus;
  /** An approved id_document and face_photo make a member Verified (kept after deletion). */
  isVerified: boolean;
  documents: MemberDocument[];
}

/** What a partner may know of a member's documents: never the files, only where they stand. */
export type PartnerDocumentsStatus = 'pending' | 'submitted' | 'approved';

/** The meeting's payment, driven by the payment's verified webhook only. */
export type MeetingPaymentStatus = 'not_started' | 'processing' | 'completed';

export interface MeetingDetails {
  /** The meeting tab opens only when both members' documents are approved. */
  open: boolean;
  paid: boolean;
  paymentStatus: MeetingPaymentStatus;
  /** Integer pence: the fee (0 when a gold member's included meeting paid it). */
  fee: number;
  /** A gold member's included meeting covered the fee. */
  included: boolean;
  paidBy: string | null;
  /** Up to three proposed dates (YYYY-MM-DD) and a preferred area, once paid. */
  proposal: { dates: string[]; area: string; proposedBy: string; proposedAt: string } | null;
  /** Recorded by the team. */
  arranged: { date: string; venue: string; arrangedAt: string } | null;
}

/** A photo of the partner, shown only once both revealed and both sets are approved. */
export interface RevealedPhoto {
  documentId: string;
  type: Extract<DocumentType, 'face_photo' | 'full_body_photo' | 'casual_photo'>;
  label: string;
  /** The authorised route that serves it. */
  url: string;
}

/** GET /api/matches/{id}: the match page of one of the two members of an accepted match. */
export interface DocumentMatch {
  /** The accepted match request's id. */
  id: string;
  /** The partner's display name. */
  name: string;
  status: 'accepted';
  partner: { userId: string; username: string; fullName: string | null; isVerified: boolean };
  documentStatus: DocumentStatus;
  notes: string | null;
  documents: MemberDocument[];
  partnerDocumentsStatus: PartnerDocumentsStatus;
  reveal: { mine: boolean; partner: boolean; photosVisible: boolean };
  partnerPhotos: RevealedPhoto[];
  meetingDetails: MeetingDetails;
}

/** A line of GET /api/document-matches: the member's accepted matches. */
export interface DocumentMatchSummary {
  id: string;
  name: string;
  partnerId: string;
  documentStatus: DocumentStatus;
  partnerDocumentsStatus: PartnerDocumentsStatus;
  meetingStatus: MeetingPaymentStatus;
}

/** POST /api/matches/{id}/meeting/payment. */
export type MeetingCheckout =
  | { included: true; orderId: string; amount: 0; description: string }
  | { included: false; orderId: string; clientSecret: string; amount: number; description: string };

/** A member's submitted set in the admin document-verification tab. */
export interface DocumentReviewSet {
  userId: string;
  username: string | null;
  fullName: string | null;
  email: string | null;
  /** The oldest submission awaiting review: the list is oldest first. */
  submittedAt: string;
  documents: MemberDocument[];
}

/** The admin meeting-requests tab: paid meetings to arrange. */
export interface MeetingRequest {
  id: string;
  matchId: string;
  members: {
    userId: string;
    username: string | null;
    fullName: string | null;
    email: string | null;
  }[];
  paidAt: string | null;
  included: boolean;
  proposal: MeetingDetails['proposal'];
  arranged: MeetingDetails['arranged'];
}
