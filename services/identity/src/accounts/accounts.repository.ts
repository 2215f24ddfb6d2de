import { Injectable } from '@nestjs/common';
import type { ApprovalStatus, EventPayload, MembershipTier, Role } from '@mithaq/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
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

  /**
   * The account of a sign-in name already normalised (NFKC, JavaScript lower case, ASCII only):
   * compared as given, never lower-cased again by Postgres, whose lower() of non-ASCII letters
   * can differ from JavaScript's. Names with "@" are addresses, the others usernames.
   */
  findBySignInIdentifier(identifier: string): Promise<AccountEntity | null> {
    const column = identifier.includes('@') ? 'email' : 'username';
    return this.dataSource.manager
      .createQueryBuilder(AccountEntity, 'a')
      .where(`lower(a.${column}) = :identifier`, { identifier })
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

  /**
   * Sets the member's tier unless a newer change was applied (an equal changedAt applies again,
   * so a redelivery is harmless). The start date is kept while the tier stays the same, set to
   * the change's time when it moves to another paid tier, and cleared on free.
   */
  async applyMembership(
    manager: EntityManager,
    id: string,
    change: { tier: MembershipTier; endsAt: string | null; changedAt: string },
  ): Promise<boolean> {
    const [, affected] = await manager.query<[unknown[], number]>(
      `UPDATE accounts SET
         membership_start_date = CASE
           WHEN $2::varchar = 'free' THEN NULL
           WHEN membership_tier = $2::varchar AND membership_start_date IS NOT NULL
             THEN membership_start_date
           ELSE $4::timestamptz END,
         membership_tier = $2::varchar,
         membership_end_date = $3::timestamptz,
         membership_changed_at = $4::timestamptz
       WHERE id = $1
         AND (membership_changed_at IS NULL OR membership_changed_at <= $4::timestamptz)`,
      [id, change.tier, change.endsAt, change.changedAt],
    );
    return affected > 0;
  }

  /**
   * Applies the course service's word on a member unless a newer one was applied already; the
   * same change again writes the same values. False: no such account, or an older change.
   */
  async applyCourse(
    manager: EntityManager,
    id: string,
    change: EventPayload<'course.certification.changed'>,
  ): Promise<boolean> {
    const [, affected] = await manager.query<[unknown[], number]>(
      `UPDATE accounts SET
         has_completed_marriage_course = $2,
         is_marriage_course_certified = $3,
         marriage_course_completion_date = $4::timestamptz,
         course_changed_at = $5::timestamptz
       WHERE id = $1
         AND (course_changed_at IS NULL OR course_changed_at <= $5::timestamptz)`,
      [
        id,
        change.hasCompletedMarriageCourse,
        change.isMarriageCourseCertified,
        change.marriageCourseCompletionDate,
        change.changedAt,
      ],
    );
    return affected > 0;
  }

  /**
   * Applies the profile service's word on the Verified badge unless a newer one was applied
   * already. False: no such account, or an older change.
   */
  async applyVerification(
    manager: EntityManager,
    change: EventPayload<'profile.verification.changed'>,
  ): Promise<boolean> {
    const [, affected] = await manager.query<[unknown[], number]>(
      `UPDATE accounts SET is_verified = $2, verification_changed_at = $3::timestamptz
       WHERE id = $1
         AND (verification_changed_at IS NULL OR verification_changed_at <= $3::timestamptz)`,
      [change.userId, change.isVerified, change.changedAt],
    );
    return affected > 0;
  }

  /** Locks the rows so concurrent approvals of the same accounts apply one after the other. */
  findManyForUpdate(manager: EntityManager, ids: string[]): Promise<AccountEntity[]> {
    return manager.find(AccountEntity, {
      where: { id: In(ids) },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Bounded so an unattended backlog cannot make one reply unboundedly large. */
  findPending(limit: number): Promise<AccountEntity[]> {
    return this.dataSource.manager.find(AccountEntity, {
      where: { approvalStatus: 'pending' },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  findPage(filter: {
    page: number;
    pageSize: number;
    search?: string;
    role?: Role;
    approvalStatus?: ApprovalStatus;
  }): Promise<[AccountEntity[], number]> {
    const query = this.dataSource.manager.createQueryBuilder(AccountEntity, 'a');
    if (filter.search) {
      // Escape LIKE wildcards so a search for "a_b" finds that text, not any character.
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere('(a.username ILIKE :pattern OR a.email ILIKE :pattern)', { pattern });
    }
    if (filter.role) {
      query.andWhere('a.role = :role', { role: filter.role });
    }
    if (filter.approvalStatus) {
      query.andWhere('a.approvalStatus = :status', { status: filter.approvalStatus });
    }
    return query
      .orderBy('a.createdAt', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((filter.page - 1) * filter.pageSize)
      .take(filter.pageSize)
      .getManyAndCount();
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.delete(AccountEntity, { id });
  }

  /**
   * Erases the outbox rows that name the user (the registration event carried personal fields),
   * whether already published or still waiting: the deletion event that follows tells every
   * consumer to erase the user anyway. Rows the relay is publishing right now are locked, so this
   * waits for them and then removes them.
   */
  async deleteOutboxRowsOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM outbox WHERE payload->>'userId' = $1`, [userId]);
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
