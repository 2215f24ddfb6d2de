import {
  questionnaireAnswersSchema,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireField,
} from '@mithaq/contracts';
import { QuestionnaireEntity } from './entities/questionnaire.entity';

const answerFields = Object.keys(questionnaireAnswersSchema.shape) as QuestionnaireField[];

/** Only the answers, every field present (hijab or beard as null when not asked). */
export const answersOf = (entity: QuestionnaireEntity): QuestionnaireAnswers => {
  const answers: Record<string, unknown> = {};
  for (const field of answerFields) {
    answers[field] = entity[field] ?? null;
  }
  return answers as QuestionnaireAnswers;
};

export const toQuestionnaire = (entity: QuestionnaireEntity): Questionnaire => ({
  ...answersOf(entity),
  id: entity.id,
  userId: entity.userId,
  createdAt: entity.createdAt.toISOString(),
  updatedAt: entity.updatedAt.toISOString(),
  reviewStatus: entity.reviewStatus,
  reviewReason: entity.reviewReason,
  reviewedAt: entity.reviewedAt ? entity.reviewedAt.toISOString() : null,
});

/** Copies validated answers onto the entity; the field not asked of this gender is stored null. */
export const applyAnswers = (entity: QuestionnaireEntity, answers: QuestionnaireAnswers): void => {
  Object.assign(entity, answers, {
    hijabLevel: answers.hijabLevel ?? null,
    beardLevel: answers.beardLevel ?? null,
  });
};
