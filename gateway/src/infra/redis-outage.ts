import type { Logger } from '@mithaq/logging';

/**
 * ioredis rejects every command still queued in a pipeline or transaction when it gives up on a
 * lost connection, including commands nobody awaits on their own (the pipeline's exec() is what
 * the code awaits and handles). Those stray rejections must not end the gateway during a Redis
 * outage: each request that needed Redis has already failed with 503 through exec().
 */
export const isRedisConnectionLoss = (reason: unknown): boolean => {
  if (typeof reason !== 'object' || reason === null) {
    return false;
  }
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return (
    name === 'MaxRetriesPerRequestError' ||
    (typeof message === 'string' &&
      (message.includes('Connection is closed') || message.includes("Stream isn't writeable")))
  );
};

/** Logs stray Redis connection rejections; any other unhandled rejection still ends the process. */
export const guardAgainstRedisOutages = (logger: Logger): void => {
  process.on('unhandledRejection', (reason) => {
    if (isRedisConnectionLoss(reason)) {
      logger.warn({ err: reason }, 'gateway: a Redis command failed while Redis was away');
      return;
    }
    logger.fatal({ err: reason }, 'gateway: unhandled rejection');
    process.exit(1);
  });
};
