import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ErasedMemberEntity } from './entities/erased-member.entity';
import { MemberEntity } from './entities/member.entity';

/** The stored form of an erased member's id: the id itself stays nowhere. */
export const erasedHashOf = (userId: string): string =>
  createHash('sha256').update(userId.toLowerCase()).digest('hex');

@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  findOne(userId: string, manager = this.dataSource.manager): Promise<MemberEntity | null> {
    return manager.findOneBy(MemberEntity, { userId });
  }

  /** The members among `ids`, keyed by id (unknown and null ids are left out). */
  async findMany(
    ids: readonly (string | null)[],
    manager = this.dataSource.manager,
  ): Promise<Map<string, MemberEntity>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) {
      return new Map();
    }
    const rows = await manager.findBy(MemberEntity, { userId: In(wanted) });
    return new Map(rows.map((row) => [row.userId, row]));
  }

  findByUsername(username: string): Promise<MemberEntity | null> {
    return this.dataSource.manager.findOneBy(MemberEntity, { username });
  }

  async upsert(manager: EntityManager, member: Omit<MemberEntity, 'updatedAt'>): Promise<void> {
    await manager.query(
      `INSERT INTO members (user_id, username, email, role, updated_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id) DO UPDATE
         SET username = EXCLUDED.username, email = EXCLUDED.email, role = EXCLUDED.role,
             updated_at = now()`,
      [member.userId, member.username, member.email, member.role],
    );
  }

  async wasErased(manager: EntityManager, userId: string): Promise<boolean> {
    return (await manager.countBy(ErasedMemberEntity, { idHash: erasedHashOf(userId) })) > 0;
  }

  async markErased(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('INSERT INTO erased_members (id_hash) VALUES ($1) ON CONFLICT DO NOTHING', [
      erasedHashOf(userId),
    ]);
  }

  /**
   * Erases everything the messaging database holds about a member, in the caller's transaction:
   * their support thread, the messages they sent, reports they filed or that name them, blocks,
   * preferences, contact card and exchanges, emails asked for them, their member row and outbox rows that mention them. Their
   * partners keep their conversations, closed, with this side empty ("Deleted member"). An admin's
   * team answers stay, without the admin's id.
   */
  async erase(manager: EntityManager, userId: string): Promise<void> {
    const q = (sql: string): Promise<unknown> => manager.query(sql, [userId]);
    await q(`DELETE FROM conversations WHERE kind = 'support' AND member_a = $1`);
    await q('DELETE FROM messages WHERE sender_id = $1 AND NOT from_support');
    await q('UPDATE messages SET sender_id = NULL WHERE sender_id = $1');
    await q('UPDATE messages SET receiver_id = NULL WHERE receiver_id = $1');
    await q('UPDATE messages SET removed_by = NULL WHERE removed_by = $1');
    await q(`
      UPDATE conversations
         SET member_a = CASE WHEN member_a = $1 THEN NULL ELSE member_a END,
             member_b = CASE WHEN member_b = $1 THEN NULL ELSE member_b END,
             closed = true,
             closed_reason = COALESCE(closed_reason, 'match-ended'),
             updated_at = now()
       WHERE kind = 'member' AND (member_a = $1 OR member_b = $1)`);
    await manager.query(
      `DELETE FROM conversations WHERE kind = 'member' AND member_a IS NULL AND member_b IS NULL`,
    );
    await q('DELETE FROM message_reports WHERE reporter_id = $1');
    await q('UPDATE message_reports SET handled_by = NULL WHERE handled_by = $1');
    await q('DELETE FROM member_reports WHERE reporter_id = $1 OR member_id = $1');
    await q('UPDATE member_reports SET handled_by = NULL WHERE handled_by = $1');
    await q('DELETE FROM blocks WHERE blocker_id = $1 OR blocked_id = $1');
    await q('DELETE FROM notification_preferences WHERE user_id = $1');
    await q('DELETE FROM email_log WHERE user_id = $1');
    await q('DELETE FROM contact_cards WHERE user_id = $1');
    await q('DELETE FROM contact_reveals WHERE user_id = $1');
    await q('DELETE FROM contact_exchanges WHERE opened_by = $1');
    await q('UPDATE messaging_audit SET admin_id = NULL WHERE admin_id = $1');
    await q('UPDATE messaging_audit SET detail = NULL WHERE strpos(detail, $1::text) > 0');
    await q('DELETE FROM members WHERE user_id = $1');
    await q('DELETE FROM member_tiers WHERE user_id = $1');
    // Events about the member that are already published or no longer matter.
    await q('DELETE FROM outbox WHERE strpos(payload::text, $1::text) > 0');
  }
}
