import { CONTACT_THANKS, type ContactRequest } from '@mithaq/contracts';
import { useCallback } from 'react';
import { apiErrorOf, type ApiError } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import { useSendContactMessageMutation } from '../api/contact-api';

/** Toast texts of billing-course-services.md §8. */
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
  const toast = useToast();

  const send = useCallback(
    async (values: ContactRequest): Promise<SendOutcome> => {
      const result = await sendMessage(values);
      if (result.error) {
        const error = apiErrorOf(result.error);
        toast.error(CONTACT_FAILED_TITLE, contactFailureText(error));
        return { sent: false, fields: error.fields };
      }
      toast.success(CONTACT_SENT_TITLE, CONTACT_SENT_TEXT);
      return { sent: true };
    },
    [sendMessage, toast],
  );

  return { send, isSending: isLoading };
};
