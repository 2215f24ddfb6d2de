import { Injectable } from '@nestjs/common';
import type {
  Gender,
  QuestionnaireReviewFilter,
  QuestionnaireReviewStatus,
  QuestionnaireStatus,
} from '@mithaq/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { QuestionnaireEntity } from './entities/questionnaire.entity';

export interface ReviewRow {
  userId: string;
  fullName: string;
  gender: Gender;
  createdAt: Date;
  updatedAt: Date;
  reviewStatus: QuestionnaireReviewStatus;
  reviewReason: string | null;
  needsReview: boolean;
}

@Injectable()
export class QuestionnairesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findByUserId(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<QuestionnaireEntity | null> {
    return manager.findOneBy(QuestionnaireEntity, { userId });
  }

  /** Locks the row so concurrent edits and reviews of one questionnaire apply one after another. */
  findForUpdate(manager: EntityManager, userId: string): Promise<QuestionnaireEntity | null> {
    return manager.findOne(QuestionnaireEntity, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** False when the member already has one (the unique user_id decides, even under a race). */
  async insertIfAbsent(manager: EntityManager, entity: QuestionnaireEntity): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(QuestionnaireEntity)
      .values(entity)
      .orIgnore()
      .returning(['id'])
      .execute();
    return result.raw instanceof Array && result.raw.length > 0;
  }

  async save(manager: EntityManager, entity: QuestionnaireEntity): Promise<void> {
    await manager.save(QuestionnaireEntity, entity);
  }

  async deleteByUserId(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(QuestionnaireEntity, { userId });
  }

  /** Review status per member, for the members that have a questionnaire. */
  /**
   * Inside a transaction, pass its manager: a second connection taken from the pool while the
   * transaction holds one deadlocks the service once every connection is held that way.
   */
  async statusesOf(
    userIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, QuestionnaireStatus>> {
    if (userIds.length === 0) {
      return new Map();
    }
    const rows: { user_id: string; review_status: QuestionnaireReviewStatus }[] =
      await manager.query(
        'SELECT user_id, review_status FROM questionnaires WHERE user_id = ANY($1::uuid[])',
        [userIds],
      );
    return new Map(rows.map((row) => [row.user_id, row.review_status]));
  }

  /**
   * The admin's review list. 'pending' also brings approved questionnaires changed since their
   * approval (needs_review), because those too wait for an administrator.
   */
  async listForReview(filter: QuestionnaireReviewFilter): Promise<ReviewRow[]> {
    const where =
      filter === 'all'
        ? ''
        : filter === 'pending'
          ? "WHERE q.review_status = 'pending' OR q.needs_review"
          : 'WHERE q.review_status = $1';
    const rows: {
      user_id: string;
      full_name: string;
      gender: Gender;
      created_at: Date;
      updated_at: Date;
      review_status: QuestionnaireReviewStatus;
      review_reason: string | null;
      needs_review: boolean;
    }[] = await this.dataSource.query(
      `SELECT q.user_id, p.full_name, p.gender, q.created_at, q.updated_at, q.review_status,
              q.review_reason, q.needs_review
       FROM questionnaires q JOIN profiles p ON p.user_id = q.user_id
       ${where}
       ORDER BY q.updated_at ASC
       LIMIT 500`,
      filter === 'approved' || filter === 'rejected' ? [filter] : [],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      fullName: row.full_name,
      gender: row.gender,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      reviewStatus: row.review_status,
      reviewReason: row.review_reason,
      needsReview: row.needs_review,
    }));
  }
}
