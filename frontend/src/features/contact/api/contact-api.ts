import type { ContactReply, ContactRequest } from '@mithaq/contracts';
import { api } from '../../../lib/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReply, ContactRequest>({
      query: (body) => ({ url: 'api/contact', method: 'POST', body }),
      // An admin looking at the inbox in this tab sees the new message.
      invalidatesTags: [{ type: 'ContactSubmissions', id: 'LIST' }],
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
