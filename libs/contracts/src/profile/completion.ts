import type { QuestionnaireReviewStatus } from './questionnaire';

/** Where a member's questionnaire stands: 'none' until one is submitted. */
export type QuestionnaireStatus = 'none' | QuestionnaireReviewStatus;

export interface CompletionInputs {
  bio: string | null | undefined;
  waliContact: string | null | undefined;
  questionnaireCompleted: boolean;
}

/** A bio shorter than this does not count as written. */
export const MIN_BIO_LENGTH = 20;

/**
 * The profile completion percentage: 100 minus 15 for a missing or
 * short bio, 10 for no wali contact, 30 for an incomplete questionnaire, never below 0.
 */
export const profileCompletionOf = ({
  bio,
  waliContact,
  questionnaireCompleted,
}: CompletionInputs): number => {
  let score = 100;
  if (!bio || bio.trim().length < MIN_BIO_LENGTH) {
    score -= 15;
  }
  if (!waliContact || waliContact.trim() === '') {
    score -= 10;
  }
  if (!questionnaireCompleted) {
    score -= 30;
  }
  return Math.max(0, score);
};
