import type { MatchRequestStatus } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MatchRequestEntity } from './match-request.entity';
import type { AdminMatchRequestRow, MatchRequestRow } from './match-request.mapper';

/**
 * Who takes part in matching: the read model's generated is_eligible (an approved seeker with an
 * approved questionnaire and a complete profile).
 */
export const eligibleSql = (alias: string): string => `${alias}.is_eligible`;

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

@Injectable()
export class MatchRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** True when a visible match row joins two members who both still take part in matching. */
  async areMatched(userA: string, userB: string): Promise<boolean> {
    const rows: { matched: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (
         SELECT 1 FROM matches m
           JOIN candidates a ON a.user_id = m.user1_id
           JOIN candidates b ON b.user_id = m.user2_id
          WHERE m.user1_id = LEAST($1::uuid, $2::uuid)
            AND m.user2_id = GREATEST($1::uuid, $2::uuid)
            AND NOT m.is_hidden
            AND ${eligibleSql('a')} AND ${eligibleSql('b')}
       ) AS matched`,
      [userA, userB],
    );
    return rows[0]?.matched === true;
  }

  /** Inserts a pending request; the partial unique index refuses a second pending one per pair. */
  async insertPending(
    requesterId: string,
    targetId: string,
    message: string,
    now: Date,
  ): Promise<string> {
    const rows: { id: string }[] = await this.dataSource.query(
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
}
