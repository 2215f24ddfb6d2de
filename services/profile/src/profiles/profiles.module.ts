import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { QuestionnairesRepository } from '../questionnaires/questionnaires.repository';
import { QuestionnairesRpc } from '../questionnaires/questionnaires.rpc';
import { QuestionnairesService } from '../questionnaires/questionnaires.service';
import { ProfilesEvents } from './profiles.events';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesRpc } from './profiles.rpc';
import { ProfilesService } from './profiles.service';

// Profiles and questionnaires share one module: each feature reads the other's table (gender
// for validation, review status for the profile), and erasure removes both in one transaction.
// Documents come in for the service's one event subscription, which erasure also runs through.
@Module({
  imports: [DocumentsModule],
  controllers: [ProfilesRpc, QuestionnairesRpc],
  providers: [
    ProfilesRepository,
    ProfilesService,
    ProfilesEvents,
    QuestionnairesRepository,
    QuestionnairesService,
  ],
})
export class ProfilesModule {}
