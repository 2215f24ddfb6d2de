import { Module } from '@nestjs/common';
import { MatchRequestsRepository } from './match-requests.repository';
import { MatchRequestsRpc } from './match-requests.rpc';
import { MatchRequestsService } from './match-requests.service';

@Module({
  controllers: [MatchRequestsRpc],
  providers: [MatchRequestsRepository, MatchRequestsService],
})
export class RequestsModule {}
