import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ContactSubmissionEntity } from './entities/contact-submission.entity';

@Injectable()
export class ContactRepository {
  constructor(private readonly dataSource: DataSource) {}

  listNewestFirst(): Promise<ContactSubmissionEntity[]> {
    return this.dataSource.manager.find(ContactSubmissionEntity, {
      order: { submittedAt: 'DESC', id: 'ASC' },
    });
  }

  /** Inside a transaction, the row is locked until it ends (two replies cannot interleave). */
  findById(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ContactSubmissionEntity | null> {
    return manager.findOne(ContactSubmissionEntity, {
      where: { id },
      ...(manager.queryRunner?.isTransactionActive ? { lock: { mode: 'pessimistic_write' } } : {}),
    });
  }

  async insert(entity: ContactSubmissionEntity): Promise<void> {
    await this.dataSource.manager.insert(ContactSubmissionEntity, entity);
  }

  async update(
    id: string,
    changes: Partial<ContactSubmissionEntity>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.update(ContactSubmissionEntity, { id }, changes);
  }

  /** True when a row was deleted. */
  async delete(id: string): Promise<boolean> {
    const result = await this.dataSource.manager.delete(ContactSubmissionEntity, { id });
    return (result.affected ?? 0) > 0;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
