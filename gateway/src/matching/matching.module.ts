import { Module } from '@nestjs/common';
import { AdminMatchingController } from './admin-matching.controller';
import { MatchesController } from './matches.controller';
import { MatchRequestsController } from './match-requests.controller';

/** Routes of the matching service: matches, match requests and the admin matching tabs. */
@Module({
  controllers: [MatchesController, MatchRequestsController, AdminMatchingController],
})
export class MatchingGatewayModule {}
