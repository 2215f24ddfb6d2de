/**
 * A failure of the infrastructure rather than of the request: the database is restarting or
 * unreachable. Retrying later succeeds, so an event is never given up for it and a caller is
 * told "unavailable" (503), not "something went wrong" (500).
 */
const TRANSIENT_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown), and
 * 53300 (every connection slot taken: one frees as soon as another client leaves).
 */
const isTransientSqlState = (code: string): boolean =>
  code.startsWith('08') ||
  code === '57P01' ||
  code === '57P02' ||
  code === '57P03' ||
  code === '53300';

const TRANSIENT_MESSAGES = [
  'Connection terminated',
  'connection is closed',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'the database system is starting up',
  'the database system is shutting down',
];

const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

export const isTransientFailure = (error: unknown, depth = 0): boolean => {
  if (depth > 3 || typeof error !== 'object' || error === null) {
    return false;
  }
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && (TRANSIENT_NODE_CODES.has(code) || isTransientSqlState(code))) {
    return true;
  }
  const message = fieldOf(error, 'message');
  if (typeof message === 'string' && TRANSIENT_MESSAGES.some((part) => message.includes(part))) {
    return true;
  }
  // TypeORM wraps the driver's error; an AggregateError lists each address tried.
  const inner = fieldOf(error, 'driverError') ?? fieldOf(error, 'cause');
  if (inner && isTransientFailure(inner, depth + 1)) {
    return true;
  }
  const errors = fieldOf(error, 'errors');
  return Array.isArray(errors) && errors.some((e) => isTransientFailure(e, depth + 1));
};
