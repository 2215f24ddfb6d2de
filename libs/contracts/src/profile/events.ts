import type { Gender } from '../enums';
import type { QuestionnaireAnswers, QuestionnaireReviewStatus } from './questionnaire';
import type { Profile } from './rpc';

/** Events the profile service publishes (the matching service's read-model is fed by them). */
export interface ProfileEvents {
  'profile.profile.updated': { userId: string; profile: Profile };
  'profile.questionnaire.submitted': {
    userId: string;
    gender: Gender;
    answers: QuestionnaireAnswers;
    reviewStatus: QuestionnaireReviewStatus;
  };
  'profile.questionnaire.updated': {
    userId: string;
    gender: Gender;
    answers: QuestionnaireAnswers;
    reviewStatus: QuestionnaireReviewStatus;
  };
  'profile.questionnaire.approved': { userId: string; reviewedBy: string };
  'profile.questionnaire.rejected': { userId: string; reviewedBy: string; reason: string };
}
