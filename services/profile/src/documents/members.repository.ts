import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A member as this service knows them: the account (from identity) and the profile. */
export interface MemberContact {
  userId: string;
  email: string | null;
  fullName: string | null;
  username: string | null;
  /** The wali's email, when the member gave an email address as their wali's contact. */
  waliEmail: string | null;
}

interface ContactRow {
  user_id: string;
  email: string | null;
  username: string | null;
  full_name: string | null;
  wali_contact: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The wali contact is free text (a phone number or an email); only an email can be copied. */
export const waliEmailOf = (contact: string | null): string | null => {
  const trimmed = contact?.trim() ?? '';
  return EMAIL.test(trimmed) ? trimmed.toLowerCase() : null;
};

/**
 * The accounts directory (member_accounts: username and email, as identity announces them) read
 * together with the profile (full name, wali contact).
 */
@Injectable()
export class MembersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async upsertAccount(
    manager: EntityManager,
    account: { userId: string; username: string; email: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO member_accounts (user_id, username, email, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE
         SET username = EXCLUDED.username, email = EXCLUDED.email, updated_at = now()`,
      [account.userId, account.username, account.email],
    );
  }

  /**
   * Stores an account change for a member whose profile exists: an erased member has none, so a
   * late update about them restores nothing, while one registered before this directory existed
   * is added.
   */
  async updateAccount(
    manager: EntityManager,
    account: { userId: string; username: string; email: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO member_accounts (user_id, username, email, updated_at)
       SELECT $1, $2, $3, now() WHERE EXISTS (SELECT 1 FROM profiles WHERE user_id = $1)
       ON CONFLICT (user_id) DO UPDATE
         SET username = EXCLUDED.username, email = EXCLUDED.email, updated_at = now()`,
      [account.userId, account.username, account.email],
    );
  }

  async contactsOf(
    userIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<MemberContact[]> {
    const wanted = [...new Set(userIds)];
    if (wanted.length === 0) {
      return [];
    }
    const rows: ContactRow[] = await manager.query(
      `SELECT ids.user_id, a.email, a.username, p.full_name, p.wali_contact
         FROM unnest($1::uuid[]) AS ids(user_id)
         LEFT JOIN member_accounts a ON a.user_id = ids.user_id
         LEFT JOIN profiles p ON p.user_id = ids.user_id`,
      [wanted],
    );
    const byId = new Map(rows.map((row) => [row.user_id, row]));
    return wanted.map((userId) => {
      const row = byId.get(userId);
      return {
        userId,
        email: row?.email ?? null,
        username: row?.username ?? null,
        fullName: row?.full_name ?? null,
        waliEmail: waliEmailOf(row?.wali_contact ?? null),
      };
    });
  }

  async deleteAccount(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM member_accounts WHERE user_id = $1', [userId]);
  }
}
