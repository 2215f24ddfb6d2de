import { Module } from '@nestjs/common';
import { MatchesRepository } from './matches.repository';
import { MatchesRpc } from './matches.rpc';
import { MatchesService } from './matches.service';

@Module({
  controllers: [MatchesRpc],
  providers: [MatchesRepository, MatchesService],
  exports: [MatchesRepository],
})
export class MatchesModule {}
