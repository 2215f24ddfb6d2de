import type { Account } from './identity/rpc';
import type { Profile } from './profile/rpc';

/** The current user as the SPA reads it: account and profile composed by the gateway. */
export type CurrentUser = Account &
  Partial<Omit<Profile, 'userId' | 'updatedAt'>> & {
    full_name?: string;
    questionnaireCompleted: boolean;
    questionnaire_completed: boolean;
    profileCompleted: boolean;
  };

export const composeUser = (account: Account, profile: Profile | null): CurrentUser => {
  if (!profile) {
    return {
      ...account,
      profileCompleted: false,
      questionnaireCompleted: false,
      questionnaire_completed: false,
    };
  }
  const { userId: _userId, updatedAt: _updatedAt, ...personal } = profile;
  return {
    ...account,
    ...personal,
    full_name: profile.fullName,
    questionnaire_completed: profile.questionnaireCompleted,
  };
};
