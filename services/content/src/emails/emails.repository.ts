import { Injectable } from '@nestjs/common';
import { DataSource, In, LessThan, type EntityManager } from 'typeorm';
import { emailTypes } from '@mithaq/contracts';
import { SentEmailEntity, type TeamEmailEntity } from './entities/sent-email.entity';

@Injectable()
export class EmailsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The emails the team sent (transactional notices are not listed). */
  listNewestFirst(): Promise<TeamEmailEntity[]> {
    return this.dataSource.manager.find(SentEmailEntity, {
      where: { emailType: In([...emailTypes]) },
      order: { sentAt: 'DESC', id: 'ASC' },
    }) as Promise<TeamEmailEntity[]>;
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

  /** Inserts a notice unless one with its dedupe hash exists; true when this call inserted it. */
  async insertNotice(manager: EntityManager, notice: SentEmailEntity): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO sent_emails (id, to_address, subject, body, email_type, sent_at, delivery_status,
                                notice_kind, dedupe_hash, cc_addresses)
       VALUES ($1, $2, $3, $4, 'notice', $5, 'queued', $6, $7, $8::varchar[])
       ON CONFLICT (dedupe_hash) DO NOTHING
       RETURNING id`,
      [
        notice.id,
        notice.to,
        notice.subject,
        notice.body,
        notice.sentAt,
        notice.noticeKind,
        notice.dedupeHash,
        notice.cc,
      ],
    );
    return inserted.length > 0;
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
