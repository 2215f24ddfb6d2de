import {
  documentLabels,
  documentTypes,
  MEETING_FEE_PENCE,
  type DocumentMatch,
  type DocumentReviewSet,
  type DocumentType,
  type MeetingDetails,
  type MeetingRequest,
  type MemberDocument,
} from '@mithaq/contracts';

export const MATCH_ID = '2b7c9d1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const PARTNER_ID = '6e5d4c3b-2a19-4f8e-9d7c-6b5a4f3e2d1c';
export const MEETING_ID = '8c7b6a59-4e3d-4c2b-9a1f-0e9d8c7b6a59';

/** A document of one type, never uploaded unless overridden. */
export const aDocument = (
  type: DocumentType,
  overrides: Partial<MemberDocument> = {},
): MemberDocument => ({
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
  ...overrides,
});

/** A submitted document uploaded on 1 March 2099, deleted 30 days later. */
export const aSubmittedDocument = (
  type: DocumentType,
  overrides: Partial<MemberDocument> = {},
): MemberDocument =>
  aDocument(type, {
    id: `00000000-0000-4000-8000-00000000000${documentTypes.indexOf(type) + 1}`,
    status: 'submitted',
    contentType: type === 'id_document' ? 'application/pdf' : 'image/jpeg',
    size: 120_000,
    issueDate: type === 'proof_of_address' ? '2099-02-20' : null,
    uploadedAt: '2099-03-01T10:00:00.000Z',
    deleteAt: '2099-03-31T10:00:00.000Z',
    ...overrides,
  });

export const aMeeting = (overrides: Partial<MeetingDetails> = {}): MeetingDetails => ({
  open: false,
  paid: false,
  paymentStatus: 'not_started',
  fee: MEETING_FEE_PENCE,
  included: false,
  paidBy: null,
  proposal: null,
  arranged: null,
  ...overrides,
});

/** The match page of an accepted match with Yusuf, nothing uploaded yet. */
export const aDocumentMatch = (overrides: Partial<DocumentMatch> = {}): DocumentMatch => ({
  id: MATCH_ID,
  name: 'Yusuf',
  status: 'accepted',
  partner: { userId: PARTNER_ID, username: 'yusuf_a', fullName: 'Yusuf Ahmed', isVerified: false },
  documentStatus: 'requested',
  notes: null,
  documents: documentTypes.map((type) => aDocument(type)),
  partnerDocumentsStatus: 'pending',
  reveal: { mine: false, partner: false, photosVisible: false },
  partnerPhotos: [],
  meetingDetails: aMeeting(),
  ...overrides,
});

export const aReviewSet = (overrides: Partial<DocumentReviewSet> = {}): DocumentReviewSet => ({
  userId: PARTNER_ID,
  username: 'yusuf_a',
  fullName: 'Yusuf Ahmed',
  email: 'yusuf@example.com',
  submittedAt: '2099-03-01T10:00:00.000Z',
  documents: documentTypes.map((type) => aSubmittedDocument(type)),
  ...overrides,
});

export const aMeetingRequest = (overrides: Partial<MeetingRequest> = {}): MeetingRequest => ({
  id: MEETING_ID,
  matchId: MATCH_ID,
  members: [
    {
      userId: PARTNER_ID,
      username: 'yusuf_a',
      fullName: 'Yusuf Ahmed',
      email: 'yusuf@example.com',
    },
    {
      userId: '7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50',
      username: 'aisha_k',
      fullName: 'Aisha Khan',
      email: 'aisha@example.com',
    },
  ],
  paidAt: '2099-03-10T09:00:00.000Z',
  included: false,
  proposal: {
    dates: ['2099-04-01', '2099-04-03'],
    area: 'Central Manchester',
    proposedBy: PARTNER_ID,
    proposedAt: '2099-03-11T09:00:00.000Z',
  },
  arranged: null,
  ...overrides,
});
