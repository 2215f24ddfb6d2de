import type { Profile, QuestionnaireStatus } from '@mithaq/contracts';
import { ProfileEntity } from './entities/profile.entity';

export const toProfile = (
  entity: ProfileEntity,
  questionnaireStatus: QuestionnaireStatus,
): Profile => ({
  ...entity,
  questionnaireStatus,
  updatedAt: entity.updatedAt.toISOString(),
});

export const toEntity = (profile: Profile): ProfileEntity => {
  // The review status lives with the questionnaire, not in the profiles table.
  const { questionnaireStatus: _status, ...columns } = profile;
  return Object.assign(new ProfileEntity(), {
    ...columns,
    updatedAt: new Date(profile.updatedAt),
  });
};
