import { randomUUID } from 'node:crypto';
import type { NotificationPreferences } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EmailLogEntity } from './entities/email-log.entity';
import { NotificationPreferenceEntity } from './entities/notification-preference.entity';

/** Every kind of notification email is on until the member turns it off. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  matchRequest: true,
  requestAccepted: true,
  newMessage: true,
};

@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async preferencesOf(
    userId: string,
    manager = this.dataSource.manager,
  ): Promise<NotificationPreferences> {
    const row = await manager.findOneBy(NotificationPreferenceEntity, { userId });
    return row
      ? {
          matchRequest: row.matchRequest,
          requestAccepted: row.requestAccepted,
          newMessage: row.newMessage,
        }
      : { ...DEFAULT_PREFERENCES };
  }

  async savePreferences(userId: string, preferences: NotificationPreferences): Promise<void> {
    await this.dataSource.manager.query(
      `INSERT INTO notification_preferences
         (user_id, match_request, request_accepted, new_message, updated_at)
       VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id) DO UPDATE
         SET match_request = EXCLUDED.match_request,
             request_accepted = EXCLUDED.request_accepted,
             new_message = EXCLUDED.new_message, updated_at = now()`,
      [userId, preferences.matchRequest, preferences.requestAccepted, preferences.newMessage],
    );
  }

  /** Whether a new-message email about this conversation went to the member since `since`. */
  async emailedSince(
    manager: EntityManager,
    userId: string,
    conversationId: string,
    since: Date,
  ): Promise<boolean> {
    const count = await manager
      .createQueryBuilder(EmailLogEntity, 'e')
      .where(
        `e.user_id = :userId AND e.conversation_id = :conversationId
         AND e.kind = 'new-message' AND e.created_at > :since`,
        { userId, conversationId, since },
      )
      .getCount();
    return count > 0;
  }

  /** Logs the email; false when one with this dedupe key was already asked for. */
  async log(
    manager: EntityManager,
    entry: Pick<EmailLogEntity, 'userId' | 'conversationId' | 'kind' | 'dedupeKey'>,
  ): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO email_log (id, user_id, conversation_id, kind, dedupe_key)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [randomUUID(), entry.userId, entry.conversationId, entry.kind, entry.dedupeKey],
    );
    return inserted.length > 0;
  }
}
