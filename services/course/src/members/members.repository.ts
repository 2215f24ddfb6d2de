import { createHash } from 'node:crypto';
import type { Role } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The stored form of an erased member's id: the id itself stays nowhere. */
export const erasedHashOf = (userId: string): string =>
  createHash('sha256').update(userId.toLowerCase()).digest('hex');

/** A member as identity announced them: enough to name, list and email them. */
export interface Member {
  userId: string;
  username: string;
  email: string;
  fullName: string | null;
  role: Role;
}

interface MemberRow {
  user_id: string;
  username: string;
  email: string;
  full_name: string | null;
  role: Role;
}

const toMember = (row: MemberRow): Member => ({
  userId: row.user_id,
  username: row.username,
  email: row.email,
  fullName: row.full_name,
  role: row.role,
});

/** The member directory (members) and the erased ids (erased_members). */
@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOne(userId: string, manager = this.dataSource.manager): Promise<Member | null> {
    const rows: MemberRow[] = await manager.query('SELECT * FROM members WHERE user_id = $1', [
      userId,
    ]);
    return rows[0] ? toMember(rows[0]) : null;
  }

  /** The members among `ids`, keyed by id (unknown ids are left out). */
  async findMany(ids: readonly string[], manager = this.dataSource.manager) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) {
      return new Map<string, Member>();
    }
    const rows: MemberRow[] = await manager.query(
      'SELECT * FROM members WHERE user_id = ANY($1::uuid[])',
      [wanted],
    );
    return new Map(rows.map((row) => [row.user_id, toMember(row)]));
  }

  /** Stores the account; a null full name keeps the one already known. */
  async upsert(manager: EntityManager, member: Member): Promise<void> {
    await manager.query(
      `INSERT INTO members (user_id, username, email, full_name, role, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE
         SET username = EXCLUDED.username, email = EXCLUDED.email, role = EXCLUDED.role,
             full_name = COALESCE(EXCLUDED.full_name, members.full_name), updated_at = now()`,
      [member.userId, member.username, member.email, member.fullName, member.role],
    );
  }

  async wasErased(manager: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM erased_members WHERE id_hash = $1', [
      erasedHashOf(userId),
    ]);
    return rows.length > 0;
  }

  /**
   * Erases everything this database holds about a member, in the caller's transaction: their
   * bookings (the seats they held are freed), their completion and certification, the personal
   * data of their services orders (the orders stay, anonymous, for the accounts), their directory
   * row and unsent events naming them; then remembers the id's hash so late events are ignored.
   */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    const q = (sql: string): Promise<unknown> => manager.query(sql, [userId]);
    await q(`
      UPDATE course_sessions s SET booked_slots = s.booked_slots - held.n, updated_at = now()
        FROM (SELECT session_id, count(*)::int AS n FROM course_bookings
               WHERE user_id = $1 AND payment_status IN ('pending', 'paid')
               GROUP BY session_id) held
       WHERE s.id = held.session_id`);
    await q('DELETE FROM course_bookings WHERE user_id = $1');
    await q('DELETE FROM course_completions WHERE user_id = $1');
    await q(
      'UPDATE service_orders SET user_id = NULL, phone = NULL, postcode = NULL WHERE user_id = $1',
    );
    const member = await this.findOne(userId, manager);
    if (member) {
      // Unsent confirmation emails name the member by address only.
      await manager.query('DELETE FROM outbox WHERE strpos(payload::text, $1::text) > 0', [
        member.email,
      ]);
    }
    await q('DELETE FROM members WHERE user_id = $1');
    await q('DELETE FROM outbox WHERE strpos(payload::text, $1::text) > 0');
    await manager.query('INSERT INTO erased_members (id_hash) VALUES ($1) ON CONFLICT DO NOTHING', [
      erasedHashOf(userId),
    ]);
  }
}
