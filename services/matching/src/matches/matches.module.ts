import { Module } from '@nestjs/common';
import { MatchesRpc } from './matches.rpc';
import { MatchesService } from './matches.service';

@Module({ controllers: [MatchesRpc], providers: [MatchesService] })
export class MatchesModule {}
