import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  parseOrThrow,
  questionnaireSchemaFor,
  type Actor,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireReviewFilter,
  type QuestionnaireReviewItem,
} from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';
import { ProfilesRepository } from '../profiles/profiles.repository';
import { QuestionnaireEntity } from './entities/questionnaire.entity';
import { answersOf, applyAnswers, toQuestionnaire } from './questionnaire.mapper';
import { QuestionnairesRepository } from './questionnaires.repository';

const NO_QUESTIONNAIRE = 'No questionnaire yet';

/**
 * Who may call what is checked by the RPC handlers' access rules before anything here runs: a
 * member reads, submits and changes their own questionnaire (an administrator may read any), and
 * only administrators list and review them (`reviewer` is that administrator).
 */
@Injectable()
export class QuestionnairesService {
  constructor(
    private readonly questionnaires: QuestionnairesRepository,
    private readonly profiles: ProfilesRepository,
    private readonly events: EventBus,
  ) {}

  async get(userId: string): Promise<Questionnaire> {
    const entity = await this.questionnaires.findByUserId(userId);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, NO_QUESTIONNAIRE);
    }
    return toQuestionnaire(entity);
  }

  async submit(userId: string, input: unknown): Promise<Questionnaire> {
    return this.events.transaction(async (manager) => {
      const profile = await this.profiles.findForUpdate(manager, userId);
      if (!profile) {
        throw new DomainError(
          ErrorCode.NotFound,
          'Your profile is not ready yet; try again shortly',
        );
      }
      // Checked before validating, so a second submit says why whatever its answers.
      if (await this.questionnaires.findByUserId(userId, manager)) {
        throw new DomainError(ErrorCode.Conflict, 'Questionnaire already submitted');
      }
      const answers = parseOrThrow(questionnaireSchemaFor(profile.gender), input);
      const now = new Date();
      const entity = Object.assign(new QuestionnaireEntity(), {
        id: randomUUID(),
        userId,
        reviewStatus: 'pending',
        reviewReason: null,
        reviewedAt: null,
        reviewedBy: null,
        needsReview: false,
        createdAt: now,
        updatedAt: now,
      } satisfies Partial<QuestionnaireEntity>);
      applyAnswers(entity, answers);
      if (!(await this.questionnaires.insertIfAbsent(manager, entity))) {
        throw new DomainError(ErrorCode.Conflict, 'Questionnaire already submitted');
      }
      await this.profiles.update(manager, userId, { questionnaireCompleted: true, updatedAt: now });
      await recordEvent(manager, 'profile.questionnaire.submitted', {
        userId,
        gender: profile.gender,
        answers: answersOf(entity),
        reviewStatus: entity.reviewStatus,
      });
      return toQuestionnaire(entity);
    });
  }

  /**
   * Replaces the answers. An approved questionnaire stays approved, so the member stays
   * matchable, and is flagged for another look; a rejected one goes back to pending.
   */
  async update(userId: string, input: unknown): Promise<Questionnaire> {
    return this.events.transaction(async (manager) => {
      const entity = await this.questionnaires.findForUpdate(manager, userId);
      const profile = await this.profiles.findByUserId(userId, manager);
      if (!entity || !profile) {
        throw new DomainError(ErrorCode.NotFound, NO_QUESTIONNAIRE);
      }
      const answers: QuestionnaireAnswers = parseOrThrow(
        questionnaireSchemaFor(profile.gender),
        input,
      );
      applyAnswers(entity, answers);
      if (entity.reviewStatus === 'approved') {
        entity.needsReview = true;
      } else if (entity.reviewStatus === 'rejected') {
        entity.reviewStatus = 'pending';
        entity.needsReview = false;
      }
      entity.updatedAt = new Date();
      await this.questionnaires.save(manager, entity);
      await recordEvent(manager, 'profile.questionnaire.updated', {
        userId,
        gender: profile.gender,
        answers: answersOf(entity),
        reviewStatus: entity.reviewStatus,
      });
      return toQuestionnaire(entity);
    });
  }

  async listForReview(filter: QuestionnaireReviewFilter): Promise<QuestionnaireReviewItem[]> {
    const rows = await this.questionnaires.listForReview(filter);
    return rows.map((row) => ({
      userId: row.userId,
      fullName: row.fullName,
      gender: row.gender,
      submittedAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      reviewStatus: row.reviewStatus,
      reviewReason: row.reviewReason,
      needsReview: row.needsReview,
    }));
  }

  async approve(reviewer: Actor, userId: string): Promise<Questionnaire> {
    return this.events.transaction(async (manager) => {
      const entity = await this.review(manager, userId, reviewer, 'approved', null);
      await recordEvent(manager, 'profile.questionnaire.approved', {
        userId,
        reviewedBy: reviewer.userId,
      });
      return toQuestionnaire(entity);
    });
  }

  async reject(reviewer: Actor, userId: string, reason: string): Promise<Questionnaire> {
    return this.events.transaction(async (manager) => {
      const entity = await this.review(manager, userId, reviewer, 'rejected', reason);
      await recordEvent(manager, 'profile.questionnaire.rejected', {
        userId,
        reviewedBy: reviewer.userId,
        reason,
      });
      return toQuestionnaire(entity);
    });
  }

  private async review(
    manager: EntityManager,
    userId: string,
    reviewer: Actor,
    status: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<QuestionnaireEntity> {
    const entity = await this.questionnaires.findForUpdate(manager, userId);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, NO_QUESTIONNAIRE);
    }
    const now = new Date();
    Object.assign(entity, {
      reviewStatus: status,
      reviewReason: reason,
      reviewedAt: now,
      reviewedBy: reviewer.userId,
      needsReview: false,
    } satisfies Partial<QuestionnaireEntity>);
    await this.questionnaires.save(manager, entity);
    return entity;
  }
}
