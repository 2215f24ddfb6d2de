import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  composeEmailSchema,
  ContentRpc,
  idParamSchema,
  parseOrThrow,
  Role,
  type Actor,
  type ComposeReply,
  type DeletedEmailReply,
  type SentEmail,
} from '@mithaq/contracts';
import { CurrentActor, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';

@ApiTags('admin')
@Controller('api/admin')
@Roles(Role.Admin)
export class AdminSentEmailsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('sent-emails')
  @ApiOperation({ summary: 'Emails sent from the admin area, newest first, with delivery status' })
  list(@CurrentActor() actor: Actor): Promise<SentEmail[]> {
    return this.rpc.call(ContentRpc.listSentEmails, {}, actor);
  }

  @Post('compose-email')
  @ApiOperation({ summary: 'Queue a new email for delivery' })
  @ApiBody({ schema: bodySchemaOf(composeEmailSchema) })
  compose(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<ComposeReply> {
    return this.rpc.call(ContentRpc.composeEmail, parseOrThrow(composeEmailSchema, body), actor);
  }

  @Delete('sent-emails/:id')
  @ApiOperation({ summary: 'Delete a sent email (one still queued is then not sent)' })
  delete(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DeletedEmailReply> {
    return this.rpc.call(ContentRpc.deleteSentEmail, parseOrThrow(idParamSchema, { id }), actor);
  }
}
