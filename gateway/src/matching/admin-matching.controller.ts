import { Body, Controller, Get, Param, Patch, Put, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  adminMatchRequestListQuerySchema,
  adminUpdateMatchRequestSchema,
  MatchingRpc,
  matchRequestStatuses,
  parseOrThrow,
  Role,
  updateThresholdsSchema,
  updateWeightsSchema,
  type Actor,
  type AdminMatchRequest,
  type AdminMatchRequestPage,
  type AlgorithmSettingsReply,
  type MatchAnalysis,
  type RecomputeStatus,
  type ThresholdsReply,
} from '@mithaq/contracts';
import { CurrentActor, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';
import { parseRequestId } from './match-ids';

/** The admin matching tabs: match requests, analysis, algorithm weights and thresholds. */
@ApiTags('admin')
@Controller('api/admin')
@Roles(Role.Admin)
export class AdminMatchingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('match-requests')
  @ApiOperation({ summary: 'Match requests, newest first, optionally by status, paginated' })
  @ApiQuery({ name: 'status', required: false, enum: matchRequestStatuses })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'pageSize', required: false, type: Number, description: '20 by default' })
  listRequests(
    @CurrentActor() actor: Actor,
    @Query() query: unknown,
  ): Promise<AdminMatchRequestPage> {
    return this.rpc.call(
      MatchingRpc.adminListRequests,
      parseOrThrow(adminMatchRequestListQuerySchema, query),
      actor,
    );
  }

  @Get('match-requests/:id')
  @ApiOperation({ summary: 'One match request with both members' })
  getRequest(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<AdminMatchRequest> {
    return this.rpc.call(MatchingRpc.adminGetRequest, { id: parseRequestId(id) }, actor);
  }

  @Patch('match-requests/:id')
  @ApiOperation({ summary: "Set a request's status, with optional notes (trimmed)" })
  @ApiBody({ schema: bodySchemaOf(adminUpdateMatchRequestSchema) })
  updateRequest(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<AdminMatchRequest> {
    const requestId = parseRequestId(id);
    const update = parseOrThrow(adminUpdateMatchRequestSchema, body);
    return this.rpc.call(MatchingRpc.adminUpdateRequest, { ...update, id: requestId }, actor);
  }

  @Get('match-analysis')
  @ApiOperation({
    summary: 'Match totals, score distribution, factor shares and recent high matches',
  })
  analysis(@CurrentActor() actor: Actor): Promise<MatchAnalysis> {
    return this.rpc.call(MatchingRpc.analysis, {}, actor);
  }

  @Get('algorithm-settings')
  @ApiOperation({ summary: 'The factor weights of the matching algorithm' })
  weights(@CurrentActor() actor: Actor): Promise<AlgorithmSettingsReply> {
    return this.rpc.call(MatchingRpc.getWeights, {}, actor);
  }

  @Put('algorithm-settings')
  @ApiOperation({
    summary: 'Save every factor weight (whole numbers 0–100 totalling 100); starts a recompute',
  })
  @ApiBody({ schema: bodySchemaOf(updateWeightsSchema) })
  updateWeights(
    @CurrentActor() actor: Actor,
    @Body() body: unknown,
  ): Promise<AlgorithmSettingsReply> {
    return this.rpc.call(MatchingRpc.updateWeights, parseOrThrow(updateWeightsSchema, body), actor);
  }

  @Get('compatibility-thresholds')
  @ApiOperation({ summary: 'The score ranges of the high, medium and low levels' })
  thresholds(@CurrentActor() actor: Actor): Promise<ThresholdsReply> {
    return this.rpc.call(MatchingRpc.getThresholds, {}, actor);
  }

  @Put('compatibility-thresholds')
  @ApiOperation({ summary: 'Save the thresholds (high > medium > low); starts a recompute' })
  @ApiBody({ schema: bodySchemaOf(updateThresholdsSchema) })
  updateThresholds(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<ThresholdsReply> {
    return this.rpc.call(
      MatchingRpc.updateThresholds,
      parseOrThrow(updateThresholdsSchema, body),
      actor,
    );
  }

  @Get('matching/recompute')
  @ApiOperation({ summary: 'Progress of the newest full recompute (null when none ever ran)' })
  recompute(@CurrentActor() actor: Actor): Promise<RecomputeStatus | null> {
    return this.rpc.call(MatchingRpc.recomputeStatus, {}, actor);
  }
}
