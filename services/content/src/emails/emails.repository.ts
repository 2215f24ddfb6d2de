import { Injectable } from '@nestjs/common';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import { SentEmailEntity } from './entities/sent-email.entity';

@Injectable()
export class EmailsRepository {
  constructor(private readonly dataSource: DataSource) {}

  listNewestFirst(): Promise<SentEmailEntity[]> {
    return this.dataSource.manager.find(SentEmailEntity, {
      order: { sentAt: 'DESC', id: 'ASC' },
    });
  }

  findById(id: string): Promise<SentEmailEntity | null> {
    return this.dataSource.manager.findOneBy(SentEmailEntity, { id });
  }

  /** Rows still waiting for delivery that were written before `before`. */
  findQueuedBefore(before: Date, limit: number): Promise<SentEmailEntity[]> {
    return this.dataSource.manager.find(SentEmailEntity, {
      where: { deliveryStatus: 'queued', sentAt: LessThan(before) },
      order: { sentAt: 'ASC' },
      take: limit,
    });
  }

  async insert(manager: EntityManager, entity: SentEmailEntity): Promise<void> {
    await manager.insert(SentEmailEntity, entity);
  }

  /** Records the outcome only while the row is still queued, so a late retry cannot undo it. */
  async settle(
    id: string,
    outcome: Pick<SentEmailEntity, 'deliveryStatus' | 'deliveredAt' | 'failureReason'>,
  ): Promise<void> {
    await this.dataSource.manager.update(
      SentEmailEntity,
      { id, deliveryStatus: 'queued' },
      outcome,
    );
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.manager.delete(SentEmailEntity, { id });
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
