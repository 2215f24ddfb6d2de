import { Module } from '@nestjs/common';
import { MatchRequestsRpc } from './match-requests.rpc';
import { MatchRequestsService } from './match-requests.service';

@Module({ controllers: [MatchRequestsRpc], providers: [MatchRequestsService] })
export class MatchRequestsModule {}
