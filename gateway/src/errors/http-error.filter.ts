import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  isTextEncodingFailure,
  TEXT_ENCODING_MESSAGE,
  type HttpErrorBody,
} from '@mithaq/contracts';
import { isTransientFailure } from '@mithaq/bus';
import type { Logger } from '@mithaq/logging';
import type { Response } from 'express';
import { isRedisConnectionLoss } from '../infra/redis-outage';
import { errorCodeOfStatus, httpErrorOf } from './http-status';
import { RateLimitError } from './rate-limit.error';

const messageOfHttpException = (exception: HttpException): string => {
  const response = exception.getResponse();
  if (typeof response === 'string') {
    return response;
  }
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) {
    return message.join('; ');
  }
  return typeof message === 'string' ? message : exception.message;
};

export const toHttpError = (exception: unknown): HttpErrorBody | null => {
  if (exception instanceof DomainError) {
    return httpErrorOf(exception.code, exception.message, exception.fields);
  }
  if (isTextEncodingFailure(exception)) {
    return httpErrorOf(ErrorCode.ValidationFailed, TEXT_ENCODING_MESSAGE);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message =
      status === 404 ? 'The requested resource was not found' : messageOfHttpException(exception);
    return { statusCode: status, message, code: errorCodeOfStatus(status) };
  }
  if (isRedisConnectionLoss(exception) || isTransientFailure(exception)) {
    // Redis (sessions, limits) or a store is away for a moment: try again, not "our bug".
    return httpErrorOf(
      ErrorCode.ServiceUnavailable,
      'The service is unavailable right now. Please try again shortly.',
    );
  }
  return null;
};

/** Every error leaves the gateway as `{ statusCode, message, code }`; never a stack trace. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    let body = toHttpError(exception);
    if (!body) {
      this.logger.error({ err: exception }, 'unhandled error');
      body = httpErrorOf(ErrorCode.Internal, 'Something went wrong on our side. Please try again.');
    } else if (body.statusCode >= 500) {
      this.logger.warn({ code: body.code }, body.message);
    }
    if (response.headersSent) {
      return;
    }
    if (exception instanceof RateLimitError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }
}
