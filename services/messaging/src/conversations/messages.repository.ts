import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { MessageEntity } from './entities/message.entity';

export type NewMessage = Pick<
  MessageEntity,
  | 'id'
  | 'conversationId'
  | 'senderId'
  | 'receiverId'
  | 'fromSupport'
  | 'content'
  | 'createdAt'
  | 'isFlagged'
  | 'flagReasons'
  | 'isFirstContact'
>;

export interface MessageSearch {
  search?: string;
  offset: number;
  limit: number;
}

@Injectable()
export class MessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string, manager = this.dataSource.manager): Promise<MessageEntity | null> {
    return manager.findOneBy(MessageEntity, { id });
  }

  async insert(manager: EntityManager, message: NewMessage): Promise<MessageEntity> {
    await manager.insert(MessageEntity, { ...message, readAt: null, removedAt: null });
    const stored = await manager.findOneByOrFail(MessageEntity, { id: message.id });
    return stored;
  }

  async hasWritten(
    manager: EntityManager,
    conversationId: string,
    userId: string,
  ): Promise<boolean> {
    const rows: { found: boolean }[] = await manager.query(
      `SELECT EXISTS (
         SELECT 1 FROM messages WHERE conversation_id = $1 AND sender_id = $2
       ) AS found`,
      [conversationId, userId],
    );
    return rows[0]?.found === true;
  }

  /** Messages the member sent since `since`: the rate limit counts what was stored. */
  countSentSince(manager: EntityManager, senderId: string, since: Date): Promise<number> {
    return manager
      .createQueryBuilder(MessageEntity, 'm')
      .where('m.sender_id = :senderId AND m.created_at > :since AND NOT m.from_support', {
        senderId,
        since,
      })
      .getCount();
  }

  /** The newest message of each conversation. */
  async lastOf(conversationIds: string[]): Promise<Map<string, MessageEntity>> {
    if (conversationIds.length === 0) {
      return new Map();
    }
    const rows = await this.dataSource.manager
      .createQueryBuilder(MessageEntity, 'm')
      .distinctOn(['m.conversation_id'])
      .where('m.conversation_id IN (:...ids)', { ids: conversationIds })
      .orderBy('m.conversation_id')
      .addOrderBy('m.seq', 'DESC')
      .getMany();
    return new Map(rows.map((row) => [row.conversationId, row]));
  }

  /**
   * Unread messages per conversation: those `receiverId` received, or with `receiverId` null,
   * the members' messages to the team that no admin has read.
   */
  async unreadCounts(
    conversationIds: string[],
    receiverId: string | null,
  ): Promise<Map<string, number>> {
    if (conversationIds.length === 0) {
      return new Map();
    }
    const query = this.dataSource.manager
      .createQueryBuilder(MessageEntity, 'm')
      .select('m.conversation_id', 'conversationId')
      .addSelect('COUNT(*)::int', 'count')
      .where('m.conversation_id IN (:...ids)', { ids: conversationIds })
      .andWhere('m.read_at IS NULL AND m.removed_at IS NULL');
    if (receiverId === null) {
      query.andWhere('NOT m.from_support');
    } else {
      query.andWhere('m.receiver_id = :receiverId', { receiverId });
    }
    const rows = await query.groupBy('m.conversation_id').getRawMany<{
      conversationId: string;
      count: number;
    }>();
    return new Map(rows.map((row) => [row.conversationId, row.count]));
  }

  countUnreadFor(receiverId: string): Promise<number> {
    return this.dataSource.manager
      .createQueryBuilder(MessageEntity, 'm')
      .where('m.receiver_id = :receiverId AND m.read_at IS NULL AND m.removed_at IS NULL', {
        receiverId,
      })
      .getCount();
  }

  /** Up to `limit` messages before `beforeSeq` (or the newest), oldest first, and whether older exist. */
  async page(
    conversationId: string,
    beforeSeq: string | null,
    limit: number,
  ): Promise<{ messages: MessageEntity[]; hasOlder: boolean }> {
    const query = this.dataSource.manager
      .createQueryBuilder(MessageEntity, 'm')
      .where('m.conversation_id = :conversationId', { conversationId })
      .orderBy('m.seq', 'DESC')
      .limit(limit + 1);
    if (beforeSeq !== null) {
      query.andWhere('m.seq < :beforeSeq', { beforeSeq });
    }
    const rows = await query.getMany();
    return { messages: rows.slice(0, limit).reverse(), hasOlder: rows.length > limit };
  }

  all(conversationId: string): Promise<MessageEntity[]> {
    return this.dataSource.manager.find(MessageEntity, {
      where: { conversationId },
      order: { seq: 'ASC' },
    });
  }

  /**
   * Marks read the messages up to `seq` in the conversation that the reader received (or, with
   * `receiverId` null, the members' messages to the team); returns how many changed.
   */
  async markReadUpTo(
    manager: EntityManager,
    conversationId: string,
    receiverId: string | null,
    seq: string,
  ): Promise<number> {
    const query = manager
      .createQueryBuilder()
      .update(MessageEntity)
      .set({ readAt: () => 'now()' })
      .where('conversation_id = :conversationId AND seq <= :seq AND read_at IS NULL', {
        conversationId,
        seq,
      });
    if (receiverId === null) {
      query.andWhere('NOT from_support');
    } else {
      query.andWhere('receiver_id = :receiverId', { receiverId });
    }
    const result = await query.execute();
    return result.affected ?? 0;
  }

  /** A report without a reporter: the automatic screening found contact details. */
  async queueForModeration(
    manager: EntityManager,
    messageId: string,
    kinds: string[],
  ): Promise<void> {
    await manager.query(
      `INSERT INTO message_reports (id, message_id, reporter_id, reason, note)
       VALUES ($1, $2, NULL, 'contact-details', $3)`,
      [randomUUID(), messageId, `Flagged automatically: ${kinds.join(', ')}`],
    );
  }

  async markRemoved(manager: EntityManager, id: string, adminId: string): Promise<void> {
    await manager.update(MessageEntity, { id }, { removedAt: new Date(), removedBy: adminId });
  }

  /** Every message, newest first, optionally whose content or people's usernames contain `search`. */
  async search({ search, offset, limit }: MessageSearch): Promise<[MessageEntity[], number]> {
    const query = this.dataSource.manager
      .createQueryBuilder(MessageEntity, 'm')
      .orderBy('m.seq', 'DESC')
      .offset(offset)
      .limit(limit);
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(
        `(m.content ILIKE :pattern OR EXISTS (
            SELECT 1 FROM members p
             WHERE p.user_id IN (m.sender_id, m.receiver_id) AND p.username ILIKE :pattern))`,
        { pattern },
      );
    }
    return query.getManyAndCount();
  }

  findByIds(ids: string[]): Promise<MessageEntity[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.dataSource.manager.findBy(MessageEntity, { id: In(ids) });
  }
}
