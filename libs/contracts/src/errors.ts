/** Every domain error code of the platform; the gateway maps each to one HTTP status. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Forbidden: 'FORBIDDEN',
  CsrfInvalid: 'CSRF_INVALID',
  NotFound: 'NOT_FOUND',
  UsernameTaken: 'USERNAME_TAKEN',
  EmailTaken: 'EMAIL_TAKEN',
  Conflict: 'CONFLICT',
  Unprocessable: 'UNPROCESSABLE',
  RateLimited: 'RATE_LIMITED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  ServiceTimeout: 'SERVICE_TIMEOUT',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const allCodes = new Set<string>(Object.values(ErrorCode));
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && allCodes.has(value);

/** Field name → message, for validation failures. */
export type FieldErrors = Record<string, string>;

/** What travels back over RPC when a handler fails. */
export interface RpcErrorPayload {
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toPayload(): RpcErrorPayload {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export const isRpcErrorPayload = (value: unknown): value is RpcErrorPayload =>
  typeof value === 'object' &&
  value !== null &&
  isErrorCode((value as { code?: unknown }).code) &&
  typeof (value as { message?: unknown }).message === 'string';

/** HTTP reply body of every error the gateway sends. */
export interface HttpErrorBody {
  statusCode: number;
  message: string;
  code: ErrorCode;
  fields?: FieldErrors;
}
