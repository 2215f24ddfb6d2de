import { DomainError, ErrorCode } from '@mithaq/contracts';

/** A limit was reached; the reply carries Retry-After. */
export class RateLimitError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorCode.RateLimited, message);
  }
}
