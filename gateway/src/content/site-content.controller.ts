import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRpc,
  createContentSchema,
  keyParamSchema,
  parseOrThrow,
  Role,
  updateContentSchema,
  type Actor,
  type SiteContent,
} from '@mithaq/contracts';
import { CurrentActor, Public, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';

@ApiTags('content')
@Controller('api/site-content')
export class SiteContentController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every content page (sanitized HTML)' })
  list(): Promise<SiteContent[]> {
    return this.rpc.call(ContentRpc.listContent, {});
  }
}

@ApiTags('admin')
@Controller('api/admin/site-content')
@Roles(Role.Admin)
export class AdminSiteContentController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @ApiOperation({ summary: 'Add a content page (409 when the key exists)' })
  @ApiBody({ schema: bodySchemaOf(createContentSchema) })
  create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<SiteContent> {
    return this.rpc.call(ContentRpc.createContent, parseOrThrow(createContentSchema, body), actor);
  }

  @Put(':key')
  @ApiOperation({ summary: 'Change a content page (404 when the key is unknown)' })
  @ApiBody({ schema: bodySchemaOf(updateContentSchema) })
  update(
    @CurrentActor() actor: Actor,
    @Param('key') key: string,
    @Body() body: unknown,
  ): Promise<SiteContent> {
    const changes = parseOrThrow(updateContentSchema, body);
    return this.rpc.call(
      ContentRpc.updateContent,
      { ...parseOrThrow(keyParamSchema, { key }), ...changes },
      actor,
    );
  }
}
