import { Global, Module } from '@nestjs/common';
import { BlocksRepository } from './blocks/blocks.repository';
import { CandidatesRepository } from './candidates/candidates.repository';
import { MatchRequestsRepository } from './match-requests/match-requests.repository';
import { MatchesRepository } from './matches/matches.repository';
import { TiersRepository } from './membership/tiers.repository';
import { RunsRepository } from './runs/runs.repository';
import { SettingsRepository } from './settings/settings.repository';

const repositories = [
  CandidatesRepository,
  MatchesRepository,
  MatchRequestsRepository,
  SettingsRepository,
  RunsRepository,
  BlocksRepository,
  TiersRepository,
];

/**
 * The repository of each aggregate (candidates, matches and member stats, match requests,
 * scoring settings, recompute runs, members' blocks and tiers), shared by every feature that reads or writes it.
 */
@Global()
@Module({ providers: repositories, exports: repositories })
export class MatchingDataModule {}
