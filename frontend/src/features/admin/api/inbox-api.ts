import { api } from '../../../lib/api';
import type {
  ContactSubmission,
  ContactStatus,
  ComposeReply,
  RespondReply,
  DeletedEmailReply,
  DeletedReply,
  SentEmail,
} from '@mithaq/contracts';
import { listTags } from './tags';

export interface SubmissionUpdate {
  id: string;
  status?: ContactStatus;
  adminNotes?: string;
}

export interface SubmissionResponse {
  id: string;
  subject: string;
  message: string;
}

export interface ComposedEmail {
  to: string;
  subject: string;
  message: string;
}

const idPath = (id: string): string => encodeURIComponent(id);

/** Contact-form submissions and the emails sent from the admin area. */
export const inboxAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminContactSubmissions: build.query<ContactSubmission[], void>({
      query: () => 'api/admin/contact-submissions',
      providesTags: (items) => listTags('ContactSubmissions', items),
    }),
    adminUpdateSubmission: build.mutation<ContactSubmission, SubmissionUpdate>({
      query: ({ id, ...body }) => ({
        url: `api/admin/contact-submissions/${idPath(id)}/status`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ContactSubmissions', id }],
    }),
    adminRespondToSubmission: build.mutation<RespondReply, SubmissionResponse>({
      query: ({ id, ...body }) => ({
        url: `api/admin/contact-submissions/${idPath(id)}/respond`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ContactSubmissions', id },
        { type: 'SentEmails', id: 'LIST' },
      ],
    }),
    adminDeleteSubmission: build.mutation<DeletedReply, string>({
      query: (id) => ({ url: `api/admin/contact-submissions/${idPath(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'ContactSubmissions', id: 'LIST' }],
    }),
    adminSentEmails: build.query<SentEmail[], void>({
      query: () => 'api/admin/sent-emails',
      providesTags: (items) => listTags('SentEmails', items),
    }),
    adminComposeEmail: build.mutation<ComposeReply, ComposedEmail>({
      query: (body) => ({ url: 'api/admin/compose-email', method: 'POST', body }),
      invalidatesTags: [{ type: 'SentEmails', id: 'LIST' }],
    }),
    adminDeleteSentEmail: build.mutation<DeletedEmailReply, string>({
      query: (id) => ({ url: `api/admin/sent-emails/${idPath(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'SentEmails', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminContactSubmissionsQuery,
  useAdminUpdateSubmissionMutation,
  useAdminRespondToSubmissionMutation,
  useAdminDeleteSubmissionMutation,
  useAdminSentEmailsQuery,
  useAdminComposeEmailMutation,
  useAdminDeleteSentEmailMutation,
} = inboxAdminApi;
