import { z } from 'zod';
import { DocumentMessage, documentTypes, MEETING_MAX_PROPOSED_DATES } from './constants';

// The plain values live apart from the schemas, so a page that reads a label or a limit does not
// load the schema library with them.
export * from './constants';

const uuid = z.uuid('The id must be a UUID');
export const documentTypeSchema = z.enum(documentTypes, { error: 'Unknown document type' });
export const documentTypeParams = z.object({ type: documentTypeSchema }).strict();
export const documentIdParams = z.object({ documentId: uuid }).strict();
export const matchIdParams = z.object({ matchId: uuid }).strict();
export const meetingIdParams = z.object({ meetingId: uuid }).strict();

/** The non-file fields of a document upload (multipart form fields). */
export const documentUploadFieldsSchema = z
  .object({
    issueDate: z.iso.date('The date must be a date (YYYY-MM-DD)').optional(),
  })
  .strict();

export const documentReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
  })
  .strict()
  .refine((value) => value.decision === 'approve' || (value.notes ?? '').length >= 3, {
    message: DocumentMessage.NotesRequired,
    path: ['notes'],
  });
export type DocumentReview = z.output<typeof documentReviewSchema>;

export const revealSchema = z.object({ reveal: z.boolean() }).strict();

export const meetingProposalSchema = z
  .object({
    dates: z
      .array(z.iso.date('Each date must be a date (YYYY-MM-DD)'))
      .min(1, 'Please propose at least one date')
      .max(MEETING_MAX_PROPOSED_DATES, `Please propose at most ${MEETING_MAX_PROPOSED_DATES} dates`)
      .refine((dates) => new Set(dates).size === dates.length, 'A date is proposed twice'),
    area: z
      .string({ error: 'Please enter a preferred area' })
      .trim()
      .min(2, 'Please enter a preferred area')
      .max(200, 'The area must be at most 200 characters'),
  })
  .strict();
export type MeetingProposal = z.output<typeof meetingProposalSchema>;

export const meetingArrangementSchema = z
  .object({
    date: z.iso.datetime({ offset: true, error: 'The date must be a date and time' }),
    venue: z.string().trim().min(2, 'Please enter the venue').max(300),
  })
  .strict();
export type MeetingArrangement = z.output<typeof meetingArrangementSchema>;
