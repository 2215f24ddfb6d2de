import { CONTACT_THANKS, type ContactRequest } from '@mithaq/contracts';
import { useCallback } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useSendContactMessageMutation } from '../api/contact-api';

export const CONTACT_SENT_TITLE = 'Message Sent';
export const CONTACT_SENT_TEXT = CONTACT_THANKS;
export const CONTACT_FAILED_TITLE = 'Error';
export const CONTACT_FAILED_TEXT =
  'There was a problem sending your message. Please try again later.';

/** The server's own words when it sent any; a network failure or an HTML page gets the default. */
export const contactFailureText = (error: ApiError): string => {
  if (error.status === null) {
    return CONTACT_FAILED_TEXT;
  }
  const fieldMessages = Object.values(error.fields ?? {});
  if (fieldMessages.length > 0) {
    return fieldMessages.join(' ');
  }
  const text = error.text.trim();
  return text && !text.startsWith('<') ? text : CONTACT_FAILED_TEXT;
};

export interface SendOutcome {
  sent: boolean;
  /** Field name → message, when the server rejected fields. */
  fields?: Record<string, string>;
}

export const useSendContactMessage = () => {
  const [sendMessage, { isLoading }] = useSendContactMessageMutation();
  const run = useMutationAction();

  const send = useCallback(
    async (values: ContactRequest): Promise<SendOutcome> => {
      const outcome = await run(sendMessage(values), {
        success: { title: CONTACT_SENT_TITLE, description: CONTACT_SENT_TEXT },
        failure: { title: CONTACT_FAILED_TITLE, description: contactFailureText },
      });
      return outcome.ok ? { sent: true } : { sent: false, fields: outcome.error.fields };
    },
    [sendMessage, run],
  );

  return { send, isSending: isLoading };
};
