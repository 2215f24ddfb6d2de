import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  MATCH_PAGE_SIZE_DEFAULT,
  MATCH_PAGE_SIZE_MAX,
  matchDashboardQuerySchema,
  matchListQuerySchema,
  MatchingRpc,
  matchSorts,
  parseOrThrow,
  userIdSchema,
  type Actor,
  type MatchDashboard,
  type MatchPage,
  type MatchProfileView,
} from '@mithaq/contracts';
import { CurrentActor } from '../auth/decorators';

/** The signed-in member's own matches; the matching service decides who has any. */
@ApiTags('matches')
@Controller('api/matches')
export class MatchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary: 'Dashboard: totals by level, common matching areas and the top 6 matches',
  })
  @ApiQuery({ name: 'sort', required: false, enum: matchSorts })
  dashboard(@CurrentActor() actor: Actor, @Query() query: unknown): Promise<MatchDashboard> {
    return this.rpc.call(
      MatchingRpc.dashboard,
      parseOrThrow(matchDashboardQuerySchema, query),
      actor,
    );
  }

  @Get('list')
  @ApiOperation({
    summary: 'One page of your matches, filtered by minimum compatibility and sorted',
  })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({
    name: 'pageSize',
    required: false,
    type: Number,
    description: `${MATCH_PAGE_SIZE_DEFAULT} by default, at most ${MATCH_PAGE_SIZE_MAX}`,
  })
  @ApiQuery({ name: 'minCompatibility', required: false, type: Number, description: '0–100' })
  @ApiQuery({ name: 'sort', required: false, enum: matchSorts })
  list(@CurrentActor() actor: Actor, @Query() query: unknown): Promise<MatchPage> {
    return this.rpc.call(MatchingRpc.listMatches, parseOrThrow(matchListQuerySchema, query), actor);
  }

  @Get('members/:userId')
  @ApiOperation({ summary: "A match's profile as a match may see it (404 unless you are matched)" })
  profile(
    @CurrentActor() actor: Actor,
    @Param('userId') userId: string,
  ): Promise<MatchProfileView> {
    return this.rpc.call(
      MatchingRpc.matchProfile,
      { userId: parseOrThrow(userIdSchema, userId) },
      actor,
    );
  }
}
