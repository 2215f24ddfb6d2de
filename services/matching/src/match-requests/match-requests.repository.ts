import type { MatchRequestStatus } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MatchRequestEntity } from './entities/match-request.entity';
import { expiryCutoff } from './expiry';
import type { AdminMatchRequestRow, MatchRequestRow } from './match-request.mapper';

const memberSelect = `
  SELECT r.id, r.requester_id, r.target_id, r.status, r.message, r.request_date, r.created_at,
         r.response_date,
         rq.username AS requester_username, rq.country_of_residence AS requester_country,
         tg.username AS target_username, tg.country_of_residence AS target_country
    FROM match_requests r
    JOIN candidates rq ON rq.user_id = r.requester_id
    JOIN candidates tg ON tg.user_id = r.target_id`;

const adminSelect = `
  SELECT r.id, r.requester_id, r.target_id, r.status, r.message, r.request_date,
         r.response_date, r.admin_notes, r.is_visible,
         rq.full_name AS requester_full_name, rq.username AS requester_username,
         rq.email AS requester_email, rq.practice_level AS requester_practice_level,
         tg.full_name AS target_full_name, tg.username AS target_username,
         tg.email AS target_email, tg.practice_level AS target_practice_level
    FROM match_requests r
    JOIN candidates rq ON rq.user_id = r.requester_id
    JOIN candidates tg ON tg.user_id = r.target_id`;

// Newest first; the id keeps the order stable between pages when two share a date.
const newestFirst = 'ORDER BY r.request_date DESC, r.id DESC';

/** Match requests, their expiry included. */
@Injectable()
export class MatchRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts a pending request; the partial unique index refuses a second pending one per pair. */
  async insertPending(
    requesterId: string,
    targetId: string,
    message: string,
    now: Date,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO match_requests (requester_id, target_id, message, request_date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $4)
       RETURNING id`,
      [requesterId, targetId, message, now],
    );
    const id = rows[0]?.id;
    if (!id) {
      throw new Error('The match request insert returned no id');
    }
    return id;
  }

  async findView(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MatchRequestRow | null> {
    const rows: MatchRequestRow[] = await manager.query(`${memberSelect} WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The member's visible requests on one side (`requester_id` for sent, `target_id` received). */
  listFor(side: 'requester_id' | 'target_id', userId: string): Promise<MatchRequestRow[]> {
    return this.dataSource.query(
      `${memberSelect} WHERE r.${side} = $1 AND r.is_visible ${newestFirst}`,
      [userId],
    );
  }

  findForUpdate(manager: EntityManager, id: string): Promise<MatchRequestEntity | null> {
    return manager.findOne(MatchRequestEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async update(
    manager: EntityManager,
    id: string,
    changes: Partial<Omit<MatchRequestEntity, 'id'>>,
  ): Promise<void> {
    await manager.update(MatchRequestEntity, { id }, changes);
  }

  async findAdmin(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminMatchRequestRow | null> {
    const rows: AdminMatchRequestRow[] = await manager.query(`${adminSelect} WHERE r.id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  async listAdmin(
    status: MatchRequestStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: AdminMatchRequestRow[]; total: number }> {
    const where = status ? 'WHERE r.status = $1' : '';
    const params: unknown[] = status ? [status] : [];
    const [rows, counted] = await Promise.all([
      this.dataSource.query<AdminMatchRequestRow[]>(
        `${adminSelect} ${where} ${newestFirst}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, offset],
      ),
      this.dataSource.query<{ total: number }[]>(
        `SELECT count(*)::int AS total
           FROM match_requests r
           JOIN candidates rq ON rq.user_id = r.requester_id
           JOIN candidates tg ON tg.user_id = r.target_id
         ${where}`,
        params,
      ),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  /**
   * Marks every request still pending after MATCH_REQUEST_EXPIRY_DAYS as expired and returns how
   * many changed. One UPDATE: a row another worker expired first no longer matches, so concurrent
   * or repeated runs never count or touch a request twice.
   */
  expirePending(now: Date, manager: EntityManager = this.dataSource.manager): Promise<number> {
    return this.expireOverdue(manager, now);
  }

  /**
   * The same for the pair a member is sending to, so an overdue request does not block a new one
   * while the scheduled sweep has not reached it yet.
   */
  expirePendingBetween(userA: string, userB: string, now: Date): Promise<number> {
    return this.expireOverdue(
      this.dataSource.manager,
      now,
      `LEAST(requester_id, target_id) = LEAST($3::uuid, $4::uuid)
       AND GREATEST(requester_id, target_id) = GREATEST($3::uuid, $4::uuid)`,
      [userA, userB],
    );
  }

  /** The same for one request, so an overdue request can no longer be answered. */
  expirePendingRequest(id: string, now: Date): Promise<number> {
    return this.expireOverdue(this.dataSource.manager, now, 'id = $3', [id]);
  }

  /** Expires the overdue pending requests that also satisfy `scope` ($3… are its parameters). */
  private async expireOverdue(
    manager: EntityManager,
    now: Date,
    scope = 'TRUE',
    scopeParams: unknown[] = [],
  ): Promise<number> {
    // TypeORM answers an UPDATE on Postgres with [rows, affected count].
    const [, affected] = await manager.query<[unknown[], number]>(
      `UPDATE match_requests
          SET status = 'expired', response_date = $1, updated_at = $1
        WHERE status = 'pending' AND request_date < $2 AND (${scope})`,
      [now, expiryCutoff(now), ...scopeParams],
    );
    return affected;
  }

  /**
   * Withdraws the pending requests between two members (a block): they become 'expired', the
   * status of a request that can no longer be answered. Returns how many changed.
   */
  async withdrawPendingBetween(
    manager: EntityManager,
    userA: string,
    userB: string,
    now: Date,
  ): Promise<number> {
    const [, affected] = await manager.query<[unknown[], number]>(
      `UPDATE match_requests
          SET status = 'expired', response_date = $1, updated_at = $1
        WHERE status = 'pending'
          AND LEAST(requester_id, target_id) = LEAST($2::uuid, $3::uuid)
          AND GREATEST(requester_id, target_id) = GREATEST($2::uuid, $3::uuid)`,
      [now, userA, userB],
    );
    return affected;
  }

  /** Whether the two members have an accepted, visible request between them (either way). */
  async hasAcceptedBetween(
    manager: EntityManager,
    userA: string,
    userB: string,
    exceptId: string | null = null,
  ): Promise<boolean> {
    const rows: { accepted: boolean }[] = await manager.query(
      `SELECT EXISTS (
         SELECT 1 FROM match_requests
          WHERE status = 'accepted' AND is_visible
            AND ($3::uuid IS NULL OR id <> $3::uuid)
            AND LEAST(requester_id, target_id) = LEAST($1::uuid, $2::uuid)
            AND GREATEST(requester_id, target_id) = GREATEST($1::uuid, $2::uuid)
       ) AS accepted`,
      [userA, userB, exceptId],
    );
    return rows[0]?.accepted === true;
  }

  /** When `targetId` last declined a request from `requesterId`, or null if never. */
  async lastDeclinedAt(requesterId: string, targetId: string): Promise<Date | null> {
    const rows: { declined_at: Date | null }[] = await this.dataSource.query(
      `SELECT max(coalesce(response_date, updated_at)) AS declined_at
         FROM match_requests
        WHERE requester_id = $1 AND target_id = $2 AND status = 'declined'`,
      [requesterId, targetId],
    );
    return rows[0]?.declined_at ?? null;
  }

  /** Whether `requesterId` ever sent `targetId` a visible request (whatever its status). */
  async hasRequested(requesterId: string, targetId: string): Promise<boolean> {
    const rows: { requested: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (
         SELECT 1 FROM match_requests
          WHERE requester_id = $1 AND target_id = $2 AND is_visible
       ) AS requested`,
      [requesterId, targetId],
    );
    return rows[0]?.requested === true;
  }

  /** Every request the member sent or received. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM match_requests WHERE requester_id = $1 OR target_id = $1', [
      userId,
    ]);
  }
}
