import { emailTokenSchema, INVALID_EMAIL_LINK_MESSAGE } from '@mithaq/contracts';
import type { ApiError } from '../../../lib/api-error';

/** The token of a link from an email, or null when it is missing or cannot be one. */
export const tokenFromLink = (search: URLSearchParams): string | null => {
  const parsed = emailTokenSchema.safeParse(search.get('token') ?? undefined);
  return parsed.success ? parsed.data : null;
};

/** Whether the server refused the link itself (unknown, used or expired), not the rest. */
export const isInvalidLinkError = (error: ApiError): boolean =>
  error.fields?.['token'] !== undefined || error.text === INVALID_EMAIL_LINK_MESSAGE;

/** What to tell about a refused link: the server's words, or the usual explanation. */
export const invalidLinkText = (error: ApiError | null): string =>
  error?.fields?.['token'] ?? (error?.text || INVALID_EMAIL_LINK_MESSAGE);
