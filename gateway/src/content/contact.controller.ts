import { Body, Controller, Delete, Get, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  contactSchema,
  ContentRpc,
  idParamSchema,
  parseOrThrow,
  respondSchema,
  Role,
  updateSubmissionSchema,
  type Actor,
  type ContactReply,
  type ContactSubmission,
  type DeletedReply,
  type RespondReply,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { CurrentActor, Public, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';
import type { GatewayConfig } from '../config';
import { InjectConfig } from '../infra/infra.module';
import { RateLimiter } from '../security/rate-limiter';

const tooManyMessages = (wait: string): string =>
  `Too many messages from your network. Please wait ${wait} and try again.`;

@ApiTags('content')
@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: GatewayConfig,
  ) {}

  @Public()
  @Post()
  @ApiOperation({ summary: 'Send a message to the team (rate-limited per network)' })
  @ApiBody({ schema: bodySchemaOf(contactSchema) })
  async submit(@Req() req: Request, @Body() body: unknown): Promise<ContactReply> {
    const limit = {
      key: `contact:ip:${req.ip ?? 'unknown'}`,
      max: this.config.CONTACT_MAX_PER_IP,
      windowSeconds: this.config.CONTACT_WINDOW_MINUTES * 60,
    };
    await this.limiter.assertUnder([limit], tooManyMessages);
    const message = parseOrThrow(contactSchema, body);
    // Counted once valid, before it is stored: a typo does not use up the allowance.
    await this.limiter.hit([limit]);
    const userAgent = req.headers['user-agent'];
    return this.rpc.call(ContentRpc.submitContact, {
      ...message,
      ipAddress: req.ip ?? null,
      userAgent: typeof userAgent === 'string' ? userAgent : null,
    });
  }
}

@ApiTags('admin')
@Controller('api/admin/contact-submissions')
@Roles(Role.Admin)
export class AdminContactController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Contact messages, newest first' })
  list(@CurrentActor() actor: Actor): Promise<ContactSubmission[]> {
    return this.rpc.call(ContentRpc.listSubmissions, {}, actor);
  }

  @Patch(':id/status')
  @ApiOperation({ summary: "Change a message's status and/or admin notes" })
  @ApiBody({ schema: bodySchemaOf(updateSubmissionSchema) })
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<ContactSubmission> {
    const changes = parseOrThrow(updateSubmissionSchema, body);
    return this.rpc.call(
      ContentRpc.updateSubmission,
      { ...parseOrThrow(idParamSchema, { id }), ...changes },
      actor,
    );
  }

  @Post(':id/respond')
  @ApiOperation({ summary: 'Reply by email; the message becomes responded' })
  @ApiBody({ schema: bodySchemaOf(respondSchema) })
  respond(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<RespondReply> {
    const reply = parseOrThrow(respondSchema, body);
    return this.rpc.call(
      ContentRpc.respondToSubmission,
      { ...parseOrThrow(idParamSchema, { id }), ...reply },
      actor,
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a contact message' })
  delete(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DeletedReply> {
    return this.rpc.call(ContentRpc.deleteSubmission, parseOrThrow(idParamSchema, { id }), actor);
  }
}
