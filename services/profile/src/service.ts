import { ProfileRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { DocumentsModule } from './documents/documents.module';
import {
  DocumentsConfigModule,
  loadDocumentsConfig,
  type DocumentsConfig,
} from './documents/documents.config';
import { MeetingEntity } from './meetings/entities/meeting.entity';
import { profileMigrations } from './migrations';
import { ProfileEntity } from './profiles/entities/profile.entity';
import { QuestionnaireEntity } from './questionnaires/entities/questionnaire.entity';
import { ProfilesModule } from './profiles/profiles.module';

/** The profile service with its documents config (master key, sweep interval) given at boot. */
export const createProfileService = (config: DocumentsConfig): ServiceDefinition => {
  @Module({
    imports: [DocumentsConfigModule.forRoot(config), ProfilesModule, DocumentsModule],
  })
  class ProfileModule {}

  return {
    service: ServiceName.Profile,
    ping: ProfileRpc.ping,
    module: ProfileModule,
    entities: [ProfileEntity, QuestionnaireEntity, MeetingEntity],
    migrations: profileMigrations,
  };
};

/** The service as it runs, its config read from the environment (refused if unsafe). */
export const profileService: ServiceDefinition = createProfileService(
  loadDocumentsConfig(process.env),
);
