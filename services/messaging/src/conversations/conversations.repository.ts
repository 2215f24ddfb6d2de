import { randomUUID } from 'node:crypto';
import type { ClosedReason } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { orderedPair } from './conversation-rules';
import { ConversationEntity } from './entities/conversation.entity';

@Injectable()
export class ConversationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string, manager = this.dataSource.manager): Promise<ConversationEntity | null> {
    return manager.findOneBy(ConversationEntity, { id });
  }

  findByIds(ids: string[]): Promise<ConversationEntity[]> {
    return ids.length === 0
      ? Promise.resolve([])
      : this.dataSource.manager.findBy(ConversationEntity, { id: In(ids) });
  }

  /** Locks the row: sends, blocks and closes of one conversation run one after another. */
  findByIdForUpdate(manager: EntityManager, id: string): Promise<ConversationEntity | null> {
    return manager.findOne(ConversationEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  findPairForUpdate(
    manager: EntityManager,
    a: string,
    b: string,
  ): Promise<ConversationEntity | null> {
    const [memberA, memberB] = orderedPair(a, b);
    return manager.findOne(ConversationEntity, {
      where: { kind: 'member', memberA, memberB },
      lock: { mode: 'pessimistic_write' },
    });
  }

  findSupportOf(memberId: string): Promise<ConversationEntity | null> {
    return this.dataSource.manager.findOneBy(ConversationEntity, {
      kind: 'support',
      memberA: memberId,
    });
  }

  /** The member's support thread, created on first use, locked. */
  async ensureSupport(manager: EntityManager, memberId: string): Promise<ConversationEntity> {
    await manager.query(
      `INSERT INTO conversations (id, kind, member_a) VALUES ($1, 'support', $2)
       ON CONFLICT (member_a) WHERE kind = 'support' DO NOTHING`,
      [randomUUID(), memberId],
    );
    const found = await manager.findOne(ConversationEntity, {
      where: { kind: 'support', memberA: memberId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!found) {
      throw new Error('support conversation vanished');
    }
    return found;
  }

  /**
   * The pair's conversation, created when missing (one per pair, also under concurrent or
   * repeated events), locked.
   */
  async ensurePair(manager: EntityManager, a: string, b: string): Promise<ConversationEntity> {
    const [memberA, memberB] = orderedPair(a, b);
    await manager.query(
      `INSERT INTO conversations (id, kind, member_a, member_b) VALUES ($1, 'member', $2, $3)
       ON CONFLICT (member_a, member_b) WHERE kind = 'member' DO NOTHING`,
      [randomUUID(), memberA, memberB],
    );
    const found = await this.findPairForUpdate(manager, memberA, memberB);
    if (!found) {
      throw new Error('member conversation vanished');
    }
    return found;
  }

  async setState(
    manager: EntityManager,
    id: string,
    state: { closed: boolean; closedReason: ClosedReason },
  ): Promise<void> {
    await manager.update(
      ConversationEntity,
      { id },
      { closed: state.closed, closedReason: state.closedReason, updatedAt: new Date() },
    );
  }

  async touch(manager: EntityManager, id: string, at: Date): Promise<void> {
    await manager.update(ConversationEntity, { id }, { updatedAt: at, lastMessageAt: at });
  }

  /** The member's conversations, most recent activity first. */
  listForMember(userId: string): Promise<ConversationEntity[]> {
    return this.dataSource.manager
      .createQueryBuilder(ConversationEntity, 'c')
      .where('c.member_a = :userId OR c.member_b = :userId', { userId })
      .orderBy('COALESCE(c.last_message_at, c.created_at)', 'DESC')
      .getMany();
  }

  listSupport(): Promise<ConversationEntity[]> {
    return this.dataSource.manager.find(ConversationEntity, {
      where: { kind: 'support' },
      order: { updatedAt: 'DESC' },
    });
  }

  /** Member conversations with a message since `since`. */
  countActiveSince(since: Date): Promise<number> {
    return this.dataSource.manager
      .createQueryBuilder(ConversationEntity, 'c')
      .where('c.last_message_at >= :since', { since })
      .getCount();
  }
}
