import { MatchingRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { AnalysisModule } from './analysis/analysis.module';
import { MatchingConfigModule, type MatchingConfig } from './config';
import { MatchingDataModule } from './data.module';
import { JobsModule } from './jobs/jobs.module';
import { MatchRequestEntity } from './match-requests/entities/match-request.entity';
import { MatchRequestsModule } from './match-requests/match-requests.module';
import { MatchesModule } from './matches/matches.module';
import { matchingMigrations } from './migrations';
import { ReadModelModule } from './read-model/read-model.module';
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
      MatchingDataModule,
      ReadModelModule,
      MatchesModule,
      SettingsModule,
      MatchRequestsModule,
      AnalysisModule,
    ],
  })
  class MatchingModule {}

  return {
    service: ServiceName.Matching,
    ping: MatchingRpc.ping,
    module: MatchingModule,
    entities: [MatchRequestEntity],
    migrations: matchingMigrations,
  };
};

export const matchingService: ServiceDefinition = createMatchingService();
