import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequestId = (): string | null => storage.getStore()?.requestId ?? null;

/** Runs `fn` with a request id that every log line, RPC and event inside it carries. */
export const runWithRequestId = <T>(requestId: string | null | undefined, fn: () => T): T =>
  storage.run({ requestId: requestId ?? randomUUID() }, fn);

export const REQUEST_ID_HEADER = 'x-request-id';

/** A pino JSON logger whose lines carry the current request id. */
export const createLogger = (service: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger =>
  pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: {
      paths: [
        'password',
        'confirmPassword',
        '*.password',
        '*.confirmPassword',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });

/** Lets Nest write its own log lines through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}

export type { Logger };
