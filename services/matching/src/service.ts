import { MatchingRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { AnalysisModule } from './analysis/analysis.module';
import { CandidatesModule } from './candidates/candidates.module';
import { CandidateEntity } from './candidates/candidate.entity';
import { MatchingConfigModule, type MatchingConfig } from './config';
import { JobsModule } from './jobs/jobs.module';
import { MatchEntity } from './matches/match.entity';
import { MatchesModule } from './matches/matches.module';
import { matchingMigrations } from './migrations';
import { MatchRequestEntity } from './requests/match-request.entity';
import { RequestsModule } from './requests/requests.module';
import { SettingsModule } from './settings/settings.module';

/**
 * The matching service's RPC process: read model fed by events, matches, requests, analysis and
 * settings. Recomputes run in the separate worker process (src/worker.ts). Without `config` the
 * matching settings are read from the environment at boot.
 */
export const createMatchingService = (config?: MatchingConfig): ServiceDefinition => {
  @Module({
    imports: [
      MatchingConfigModule.forRoot(config),
      JobsModule,
      CandidatesModule,
      MatchesModule,
      SettingsModule,
      RequestsModule,
      AnalysisModule,
    ],
  })
  class MatchingModule {}

  return {
    service: ServiceName.Matching,
    ping: MatchingRpc.ping,
    module: MatchingModule,
    entities: [CandidateEntity, MatchEntity, MatchRequestEntity],
    migrations: matchingMigrations,
  };
};

export const matchingService: ServiceDefinition = createMatchingService();
