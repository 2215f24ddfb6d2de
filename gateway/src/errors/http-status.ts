import { ErrorCode, type FieldErrors, type HttpErrorBody } from '@mithaq/contracts';
import type { Response } from 'express';

/** The one mapping from domain error codes to HTTP statuses. */
export const httpStatusOf = (code: ErrorCode): number => {
  switch (code) {
    case ErrorCode.ValidationFailed:
      return 400;
    case ErrorCode.Unauthenticated:
    case ErrorCode.InvalidCredentials:
      return 401;
    case ErrorCode.Forbidden:
    case ErrorCode.CsrfInvalid:
      return 403;
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.UsernameTaken:
    case ErrorCode.EmailTaken:
    case ErrorCode.Conflict:
      return 409;
    case ErrorCode.PayloadTooLarge:
      return 413;
    case ErrorCode.Unprocessable:
      return 422;
    case ErrorCode.RateLimited:
      return 429;
    case ErrorCode.Internal:
      return 500;
    case ErrorCode.ServiceUnavailable:
      return 503;
    case ErrorCode.ServiceTimeout:
      return 504;
  }
};

/** For errors raised by the HTTP layer itself (unknown route, body parser), the code of a status. */
export const errorCodeOfStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
      return ErrorCode.ValidationFailed;
    case 401:
      return ErrorCode.Unauthenticated;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 409:
      return ErrorCode.Conflict;
    case 413:
      return ErrorCode.PayloadTooLarge;
    case 422:
      return ErrorCode.Unprocessable;
    case 429:
      return ErrorCode.RateLimited;
    case 503:
      return ErrorCode.ServiceUnavailable;
    case 504:
      return ErrorCode.ServiceTimeout;
    default:
      return status >= 500 ? ErrorCode.Internal : ErrorCode.ValidationFailed;
  }
};

/** The one shape of an error reply: the status follows from the code. */
export const httpErrorOf = (
  code: ErrorCode,
  message: string,
  fields?: FieldErrors,
): HttpErrorBody => {
  const body: HttpErrorBody = { statusCode: httpStatusOf(code), message, code };
  return fields ? { ...body, fields } : body;
};

/** Answers with an error reply from outside Nest's pipeline (express middleware). */
export const sendHttpError = (res: Response, code: ErrorCode, message: string): void => {
  const body = httpErrorOf(code, message);
  res.status(body.statusCode).json(body);
};
