import { ProfileRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { profileMigrations } from './migrations';
import { ProfileEntity } from './profiles/entities/profile.entity';
import { QuestionnaireEntity } from './questionnaires/entities/questionnaire.entity';
import { ProfilesModule } from './profiles/profiles.module';

@Module({ imports: [ProfilesModule] })
export class ProfileModule {}

export const profileService: ServiceDefinition = {
  service: ServiceName.Profile,
  ping: ProfileRpc.ping,
  module: ProfileModule,
  entities: [ProfileEntity, QuestionnaireEntity],
  migrations: profileMigrations,
};
