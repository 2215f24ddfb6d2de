import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, ErrorCode, type HttpErrorBody } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import type { Response } from 'express';
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
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message =
      status === 404 ? 'The requested resource was not found' : messageOfHttpException(exception);
    return { statusCode: status, message, code: errorCodeOfStatus(status) };
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
