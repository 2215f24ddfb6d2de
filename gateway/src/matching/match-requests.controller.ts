import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  createMatchRequestSchema,
  DomainError,
  ErrorCode,
  MatchingRpc,
  parseOrThrow,
  respondMatchRequestSchema,
  type Actor,
  type MatchRequestView,
} from '@mithaq/contracts';
import { CurrentActor } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';
import { parseRequestId } from './match-ids';

/** Requests between matched members: sending, the two lists, and the target's answer. */
@ApiTags('matches')
@Controller('api/match-requests')
export class MatchRequestsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @ApiOperation({
    summary: 'Send a request to one of your matches (409 while one between you is pending)',
  })
  @ApiBody({ schema: bodySchemaOf(createMatchRequestSchema) })
  create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<MatchRequestView> {
    const request = parseOrThrow(createMatchRequestSchema, body);
    if (request.requesterId !== actor.userId) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only send requests as yourself');
    }
    return this.rpc.call(MatchingRpc.createRequest, request, actor);
  }

  @Get('sent')
  @ApiOperation({ summary: 'Requests you sent, newest first' })
  sent(@CurrentActor() actor: Actor): Promise<MatchRequestView[]> {
    return this.rpc.call(MatchingRpc.sentRequests, {}, actor);
  }

  @Get('received')
  @ApiOperation({ summary: 'Requests sent to you, newest first' })
  received(@CurrentActor() actor: Actor): Promise<MatchRequestView[]> {
    return this.rpc.call(MatchingRpc.receivedRequests, {}, actor);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Accept or decline a pending request sent to you' })
  @ApiBody({ schema: bodySchemaOf(respondMatchRequestSchema) })
  respond(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<MatchRequestView> {
    const requestId = parseRequestId(id);
    const { status } = parseOrThrow(respondMatchRequestSchema, body);
    return this.rpc.call(MatchingRpc.respondRequest, { id: requestId, status }, actor);
  }
}
