import type { QuestionnaireAnswers, QuestionnaireReviewStatus } from '@mithaq/contracts';

/** A demo member's answers and the review state the seed gives them. */
export type DemoQuestionnaire = {
  fullName: string;
  dateOfBirth: string;
  reviewStatus: QuestionnaireReviewStatus;
  answers: QuestionnaireAnswers;
};
