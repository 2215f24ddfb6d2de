import { MATCH_REQUEST_EXPIRY_DAYS } from '@mithaq/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests sent before this instant and still pending are overdue. */
export const expiryCutoff = (now: Date): Date =>
  new Date(now.getTime() - MATCH_REQUEST_EXPIRY_DAYS * DAY_MS);
