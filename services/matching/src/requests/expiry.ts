import { MATCH_REQUEST_EXPIRY_DAYS } from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests sent before this instant and still pending are overdue. */
export const expiryCutoff = (now: Date): Date =>
  new Date(now.getTime() - MATCH_REQUEST_EXPIRY_DAYS * DAY_MS);

/** Expires the overdue pending requests that also satisfy `scope` ($3… are its parameters). */
const expireOverdue = async (
  manager: EntityManager,
  now: Date,
  scope = 'TRUE',
  scopeParams: unknown[] = [],
): Promise<number> => {
  // TypeORM answers an UPDATE on Postgres with [rows, affected count].
  const [, affected] = await manager.query<[unknown[], number]>(
    `UPDATE match_requests
        SET status = 'expired', response_date = $1, updated_at = $1
      WHERE status = 'pending' AND request_date < $2 AND (${scope})`,
    [now, expiryCutoff(now), ...scopeParams],
  );
  return affected;
};

/**
 * Marks every request still pending after MATCH_REQUEST_EXPIRY_DAYS as expired and returns how
 * many changed. One UPDATE: a row another worker expired first no longer matches, so concurrent
 * or repeated runs never count or touch a request twice.
 */
export const expirePendingRequests = (manager: EntityManager, now: Date): Promise<number> =>
  expireOverdue(manager, now);

/**
 * The same for the pair a member is sending to, so an overdue request does not block a new one
 * while the scheduled sweep has not reached it yet.
 */
export const expireOverdueBetween = (
  manager: EntityManager,
  userA: string,
  userB: string,
  now: Date,
): Promise<number> =>
  expireOverdue(
    manager,
    now,
    `LEAST(requester_id, target_id) = LEAST($3::uuid, $4::uuid)
     AND GREATEST(requester_id, target_id) = GREATEST($3::uuid, $4::uuid)`,
    [userA, userB],
  );

/** The same for one request, so an overdue request can no longer be answered. */
export const expireOverdueRequest = (
  manager: EntityManager,
  id: string,
  now: Date,
): Promise<number> => expireOverdue(manager, now, 'id = $3', [id]);
