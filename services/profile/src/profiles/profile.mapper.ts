import type { Profile } from '@mithaq/contracts';
import { ProfileEntity } from './entities/profile.entity';

export const toProfile = (entity: ProfileEntity): Profile => ({
  ...entity,
  updatedAt: entity.updatedAt.toISOString(),
});

export const toEntity = (profile: Profile): ProfileEntity =>
  Object.assign(new ProfileEntity(), { ...profile, updatedAt: new Date(profile.updatedAt) });
