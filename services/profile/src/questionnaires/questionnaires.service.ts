import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  parseOrThrow,
  questionnaireSchemaFor,
  Role,
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

const assertOwn = (actor: Actor | null, userId: string, what: string): void => {
  if (!actor || actor.userId !== userId) {
    throw new DomainError(ErrorCode.Forbidden, `You can only ${what} your own questionnaire`);
  }
};

const assertAdmin = (actor: Actor | null): Actor => {
  if (actor?.role !== Role.Admin) {
    throw new DomainError(ErrorCode.Forbidden, 'Only administrators can review questionnaires');
  }
  return actor;
};

@Injectable()
export class QuestionnairesService {
  constructor(
    private readonly questionnaires: QuestionnairesRepository,
    private readonly profiles: ProfilesRepository,
    private readonly events: EventBus,
  ) {}

  async get(actor: Actor | null, userId: string): Promise<Questionnaire> {
    if (!actor || (actor.userId !== userId && actor.role !== Role.Admin)) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only read your own questionnaire');
    }
    const entity = await this.questionnaires.findByUserId(userId);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, NO_QUESTIONNAIRE);
    }
    return toQuestionnaire(entity);
  }

  async submit(actor: Actor | null, userId: string, input: unknown): Promise<Questionnaire> {
    assertOwn(actor, userId, 'submit');
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
  async update(actor: Actor | null, userId: string, input: unknown): Promise<Questionnaire> {
    assertOwn(actor, userId, 'change');
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

  async listForReview(
    actor: Actor | null,
    filter: QuestionnaireReviewFilter,
  ): Promise<QuestionnaireReviewItem[]> {
    assertAdmin(actor);
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

  async approve(actor: Actor | null, userId: string): Promise<Questionnaire> {
    const admin = assertAdmin(actor);
    return this.events.transaction(async (manager) => {
      const entity = await this.review(manager, userId, admin, 'approved', null);
      await recordEvent(manager, 'profile.questionnaire.approved', {
        userId,
        reviewedBy: admin.userId,
      });
      return toQuestionnaire(entity);
    });
  }

  async reject(actor: Actor | null, userId: string, reason: string): Promise<Questionnaire> {
    const admin = assertAdmin(actor);
    return this.events.transaction(async (manager) => {
      const entity = await this.review(manager, userId, admin, 'rejected', reason);
      await recordEvent(manager, 'profile.questionnaire.rejected', {
        userId,
        reviewedBy: admin.userId,
        reason,
      });
      return toQuestionnaire(entity);
    });
  }

  private async review(
    manager: EntityManager,
    userId: string,
    admin: Actor,
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
      reviewedBy: admin.userId,
      needsReview: false,
    } satisfies Partial<QuestionnaireEntity>);
    await this.questionnaires.save(manager, entity);
    return entity;
  }
}
