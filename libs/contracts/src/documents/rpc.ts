import { z } from 'zod';
import { defineRpc, ServiceName } from '../rpc';
import {
  documentIdParams,
  documentReviewSchema,
  documentTypeSchema,
  matchIdParams,
  meetingArrangementSchema,
  meetingIdParams,
  meetingProposalSchema,
  MB,
  revealSchema,
} from './schemas';
import type {
  DocumentMatch,
  DocumentMatchSummary,
  DocumentReviewSet,
  MeetingCheckout,
  MeetingRequest,
  MemberDocument,
  MemberVerification,
} from './types';

export * from './schemas';
export type * from './types';
export type * from './events';

const rpc = (pattern: string) => `${ServiceName.Profile}.${pattern}`;
const none = z.object({}).strict();

/** A file as it crosses the bus: base64 bytes and the type sniffed from them. */
export interface DocumentFile {
  contentType: string;
  base64: string;
  fileName: string;
}

/**
 * The documents and meetings calls, served by the profile service (a member's verification).
 * The gateway passes the session's actor with each; the service applies every ownership rule.
 */
export const DocumentRpc = {
  myDocuments: defineRpc<MemberVerification>()(ServiceName.Profile, rpc('document.mine'), none),
  /** The file arrives base64-encoded; the service sniffs its type and enforces the size rules. */
  upload: defineRpc<MemberDocument>()(
    ServiceName.Profile,
    rpc('document.upload'),
    z
      .object({
        type: documentTypeSchema,
        issueDate: z.iso.date().optional(),
        fileName: z.string().max(255).optional(),
        base64: z.string().max(Math.ceil((10 * MB + 1) / 3) * 4 + 4),
      })
      .strict(),
  ),
  file: defineRpc<DocumentFile>()(ServiceName.Profile, rpc('document.file'), documentIdParams),
  myMatches: defineRpc<DocumentMatchSummary[]>()(ServiceName.Profile, rpc('match.mine'), none),
  match: defineRpc<DocumentMatch>()(ServiceName.Profile, rpc('match.get'), matchIdParams),
  reveal: defineRpc<DocumentMatch>()(
    ServiceName.Profile,
    rpc('match.reveal'),
    matchIdParams.extend(revealSchema.shape),
  ),
  payMeeting: defineRpc<MeetingCheckout>()(ServiceName.Profile, rpc('meeting.pay'), matchIdParams),
  proposeMeeting: defineRpc<DocumentMatch>()(
    ServiceName.Profile,
    rpc('meeting.propose'),
    matchIdParams.extend(meetingProposalSchema.shape),
  ),
  adminReviews: defineRpc<DocumentReviewSet[]>()(
    ServiceName.Profile,
    rpc('admin.document.reviews'),
    none,
  ),
  adminReview: defineRpc<MemberDocument>()(
    ServiceName.Profile,
    rpc('admin.document.review'),
    z
      .object({ documentId: documentIdParams.shape.documentId, review: documentReviewSchema })
      .strict(),
  ),
  adminMeetings: defineRpc<MeetingRequest[]>()(
    ServiceName.Profile,
    rpc('admin.meeting.list'),
    none,
  ),
  adminArrangeMeeting: defineRpc<MeetingRequest>()(
    ServiceName.Profile,
    rpc('admin.meeting.arrange'),
    meetingIdParams.extend(meetingArrangementSchema.shape),
  ),
} as const;
