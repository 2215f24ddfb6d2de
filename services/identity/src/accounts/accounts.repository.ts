import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountEntity } from './entities/account.entity';

@Injectable()
export class AccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  findById(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccountEntity | null> {
    return manager.findOneBy(AccountEntity, { id });
  }

  findByUsernameOrEmail(identifier: string): Promise<AccountEntity | null> {
    return this.dataSource.manager
      .createQueryBuilder(AccountEntity, 'a')
      .where('lower(a.username) = lower(:identifier) OR lower(a.email) = lower(:identifier)', {
        identifier,
      })
      .getOne();
  }

  async findTaken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
    const rows: { username_taken: boolean; email_taken: boolean }[] = await this.dataSource.query(
      `SELECT
         EXISTS (SELECT 1 FROM accounts WHERE lower(username) = lower($1)) AS username_taken,
         EXISTS (SELECT 1 FROM accounts WHERE lower(email) = lower($2)) AS email_taken`,
      [username, email],
    );
    const row = rows[0];
    return { username: row?.username_taken ?? false, email: row?.email_taken ?? false };
  }

  insert(manager: EntityManager, account: AccountEntity): Promise<unknown> {
    return manager.insert(AccountEntity, account);
  }

  async update(manager: EntityManager, id: string, changes: Partial<AccountEntity>): Promise<void> {
    await manager.update(AccountEntity, { id }, changes);
  }

  async counts(): Promise<{ totalUsers: number; pendingApprovals: number }> {
    const rows: { total: string; pending: string }[] = await this.dataSource.query(
      `SELECT count(*) AS total, count(*) FILTER (WHERE approval_status = 'pending') AS pending
       FROM accounts WHERE role <> 'admin'`,
    );
    return {
      totalUsers: Number(rows[0]?.total ?? 0),
      pendingApprovals: Number(rows[0]?.pending ?? 0),
    };
  }
}
