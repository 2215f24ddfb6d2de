import { z } from 'zod';
import type { Account } from './identity/rpc';
import { profileCompletionOf, type QuestionnaireStatus } from './profile/completion';
import type { Profile } from './profile/rpc';
import { updateProfileSchema } from './profile/schemas';

/** The current user as the SPA reads it: account and profile composed by the gateway. */
export type CurrentUser = Account &
  Partial<Omit<Profile, 'userId' | 'updatedAt'>> & {
    questionnaireCompleted: boolean;
    profileCompleted: boolean;
    /** 0–100: how complete the profile is; computed here and nowhere else. */
    profileCompletion: number;
    questionnaireStatus: QuestionnaireStatus;
  };

export const composeUser = (account: Account, profile: Profile | null): CurrentUser => {
  if (!profile) {
    return {
      ...account,
      profileCompleted: false,
      questionnaireCompleted: false,
      profileCompletion: profileCompletionOf({
        bio: null,
        waliContact: null,
        questionnaireCompleted: false,
      }),
      questionnaireStatus: 'none',
    };
  }
  const { userId: _userId, updatedAt: _updatedAt, ...personal } = profile;
  return {
    ...account,
    ...personal,
    profileCompletion: profileCompletionOf(profile),
  };
};

/** Fields the profile page must not change: named so the member gets a clear message. */
const fixed = (message: string) => z.never({ error: message }).optional();

/**
 * PATCH /api/users/{id} body: the marketing-consent toggle (identity) and/or profile fields
 * (profile service). Account fields are refused by name; any other unknown key is refused too.
 */
export const updateUserSchema = updateProfileSchema
  .extend({
    marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).optional(),
    email: fixed('Email cannot be changed here'),
    username: fixed('Username cannot be changed here'),
    password: fixed('Password cannot be changed here'),
    role: fixed('Role cannot be changed here'),
    isApproved: fixed('Approval cannot be changed here'),
    approvalStatus: fixed('Approval cannot be changed here'),
    isWaliVerified: fixed('Wali verification cannot be changed here'),
    profileCompleted: fixed('Profile completion is set by the server'),
    questionnaireCompleted: fixed('Questionnaire completion is set by the server'),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateUserRequest = z.output<typeof updateUserSchema>;
