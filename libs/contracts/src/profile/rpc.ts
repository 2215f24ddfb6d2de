import { z } from 'zod';
import type {
  Gender,
  IslamicSect,
  MaritalStatus,
  PracticeLevel,
  UkResidencyStatus,
  WorkingStatus,
} from '../enums';
import type { RegistrationPersonal } from '../identity/schemas';
import { userIdSchema } from '../identity/schemas';
import { defineRpc, ServiceName, type PingReply } from '../rpc';
import type { QuestionnaireStatus } from './completion';
import type { Questionnaire, QuestionnaireReviewStatus } from './questionnaire';
import {
  questionnaireAnswersInputSchema,
  questionnaireReviewQuerySchema,
  rejectQuestionnaireSchema,
  updateProfileSchema,
} from './schemas';

/** The member's personal details, owned by the profile service. */
export interface Profile {
  userId: string;
  fullName: string;
  gender: Gender;
  dateOfBirth: string;
  nationality: string;
  ethnicity: string;
  countryOfResidence: string;
  maritalStatus: MaritalStatus;
  practiceLevel: PracticeLevel;
  lookingFor: Gender;
  waliContact: string | null;
  bio: string;
  occupation: string | null;
  educationLevel: string | null;
  height: number | null;
  islamicSect: IslamicSect | null;
  ukResidencyStatus: UkResidencyStatus | null;
  ukResidencyYears: number | null;
  workingStatus: WorkingStatus | null;
  hasProfilePicture: boolean;
  isWaliVerified: boolean;
  profileCompleted: boolean;
  questionnaireCompleted: boolean;
  /** Where the member's questionnaire stands in review ('none' before it is submitted). */
  questionnaireStatus: QuestionnaireStatus;
  updatedAt: string;
}

/** One row of the admin's questionnaire-approvals tab. */
export interface QuestionnaireReviewItem {
  userId: string;
  fullName: string;
  gender: Gender;
  submittedAt: string;
  updatedAt: string;
  reviewStatus: QuestionnaireReviewStatus;
  reviewReason: string | null;
  /** An approved questionnaire the member has changed since: still approved, to be looked at again. */
  needsReview: boolean;
}

/** The profile a registration creates: the given fields plus the server's defaults. */
export const profileFromRegistration = (
  userId: string,
  personal: RegistrationPersonal,
  at: string,
): Profile => ({
  userId,
  ...personal,
  occupation: null,
  educationLevel: null,
  height: null,
  islamicSect: null,
  ukResidencyStatus: null,
  ukResidencyYears: null,
  workingStatus: null,
  hasProfilePicture: false,
  isWaliVerified: false,
  profileCompleted: false,
  questionnaireCompleted: false,
  questionnaireStatus: 'none',
  updatedAt: at,
});

// Re-exported here so the package index (shared) needs no new lines for them.
export * from './completion';
export * from './schemas';

const rpc = (pattern: string) => `${ServiceName.Profile}.${pattern}`;

export const ProfileRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Profile, rpc('ping'), z.object({})),
  /** Admin only: the profiles of several members at once (missing ones are left out). */
  getProfiles: defineRpc<Profile[]>()(
    ServiceName.Profile,
    rpc('profile.get-many'),
    z.object({ userIds: z.array(userIdSchema).max(100, 'At most 100 members at a time') }),
  ),
  /** Replies null while the registration event has not reached the profile service yet. */
  getProfile: defineRpc<Profile | null>()(
    ServiceName.Profile,
    rpc('profile.get'),
    z.object({ userId: userIdSchema }),
  ),
  /** Own profile only; replies with the whole updated profile. */
  updateProfile: defineRpc<Profile>()(
    ServiceName.Profile,
    rpc('profile.update'),
    z.object({ userId: userIdSchema, changes: updateProfileSchema }),
  ),
  /** Own or admin; NOT_FOUND "No questionnaire yet" before the member submits one. */
  getQuestionnaire: defineRpc<Questionnaire>()(
    ServiceName.Profile,
    rpc('questionnaire.get'),
    z.object({ userId: userIdSchema }),
  ),
  /** Own only; the answers are checked against the member's gender by the profile service. */
  submitQuestionnaire: defineRpc<Questionnaire>()(
    ServiceName.Profile,
    rpc('questionnaire.submit'),
    z.object({ userId: userIdSchema, answers: questionnaireAnswersInputSchema }),
  ),
  updateQuestionnaire: defineRpc<Questionnaire>()(
    ServiceName.Profile,
    rpc('questionnaire.update'),
    z.object({ userId: userIdSchema, answers: questionnaireAnswersInputSchema }),
  ),
  /** Admin only: questionnaires by review state, oldest change first. */
  listQuestionnaireReviews: defineRpc<QuestionnaireReviewItem[]>()(
    ServiceName.Profile,
    rpc('questionnaire.list-reviews'),
    questionnaireReviewQuerySchema,
  ),
  approveQuestionnaire: defineRpc<Questionnaire>()(
    ServiceName.Profile,
    rpc('questionnaire.approve'),
    z.object({ userId: userIdSchema }),
  ),
  rejectQuestionnaire: defineRpc<Questionnaire>()(
    ServiceName.Profile,
    rpc('questionnaire.reject'),
    rejectQuestionnaireSchema.extend({ userId: userIdSchema }),
  ),
} as const;
