import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { HttpErrorBody } from '@mithaq/contracts';

/** What every failed call surfaces: "status: response text". */
export interface ApiError {
  /** HTTP status of the reply, or null when no reply arrived. */
  status: number | null;
  /** The response text: the gateway's `message` when the body is its JSON error, else the raw text. */
  text: string;
  /** "status: response text", or the transport failure when there was no reply. */
  message: string;
  code?: string;
  /** Field name → message, for validation failures. */
  fields?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHttpErrorBody = (
  value: unknown,
): value is Pick<HttpErrorBody, 'message'> & Partial<HttpErrorBody> =>
  isRecord(value) && typeof value.message === 'string';

const fieldsOf = (value: unknown): Record<string, string> | undefined => {
  if (!isRecord(value)) {
    return undefined;
  }
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

/** The text of a reply body as a person should read it. */
export const responseTextOf = (body: unknown): string => {
  if (body === undefined || body === null) {
    return '';
  }
  if (typeof body === 'string') {
    return body;
  }
  if (isHttpErrorBody(body)) {
    return body.message;
  }
  return JSON.stringify(body);
};

export const formatErrorMessage = (status: number | null, text: string): string =>
  status === null ? text : `${status}: ${text}`;

const fromReply = (status: number, body: unknown): ApiError => {
  const text = responseTextOf(body);
  const error: ApiError = { status, text, message: formatErrorMessage(status, text) };
  if (isHttpErrorBody(body)) {
    if (typeof body.code === 'string') {
      error.code = body.code;
    }
    const fields = fieldsOf(body.fields);
    if (fields) {
      error.fields = fields;
    }
  }
  return error;
};

/** Turns any fetchBaseQuery failure into an ApiError. */
export const toApiError = (error: FetchBaseQueryError): ApiError => {
  if (typeof error.status === 'number') {
    return fromReply(error.status, error.data);
  }
  switch (error.status) {
    case 'PARSING_ERROR':
      return fromReply(error.originalStatus, error.data);
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
    case 'CUSTOM_ERROR':
      return { status: null, text: error.error, message: error.error };
  }
};

export const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) &&
  typeof value.text === 'string' &&
  typeof value.message === 'string' &&
  (value.status === null || typeof value.status === 'number');

/** Normalises whatever a mutation or query rejected with (an ApiError or a serialized throw). */
export const apiErrorOf = (error: unknown): ApiError => {
  if (isApiError(error)) {
    return error;
  }
  const text = isRecord(error) && typeof error.message === 'string' ? error.message : '';
  return { status: null, text, message: text };
};
