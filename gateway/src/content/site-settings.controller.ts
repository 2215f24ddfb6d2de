import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRpc,
  createSettingSchema,
  keyParamSchema,
  parseOrThrow,
  Role,
  updateSettingSchema,
  type Actor,
  type SiteSetting,
} from '@mithaq/contracts';
import { CurrentActor, Public, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';

@ApiTags('content')
@Controller('api/site-settings')
export class SiteSettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Every site setting, sorted by key' })
  list(): Promise<SiteSetting[]> {
    return this.rpc.call(ContentRpc.listSettings, {});
  }
}

@ApiTags('admin')
@Controller('api/admin/site-settings')
@Roles(Role.Admin)
export class AdminSiteSettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @ApiOperation({ summary: 'Add a setting (409 when the key exists)' })
  @ApiBody({ schema: bodySchemaOf(createSettingSchema) })
  create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<SiteSetting> {
    return this.rpc.call(ContentRpc.createSetting, parseOrThrow(createSettingSchema, body), actor);
  }

  @Put(':key')
  @ApiOperation({ summary: "Set a setting's value, creating the key when absent" })
  @ApiBody({ schema: bodySchemaOf(updateSettingSchema) })
  put(
    @CurrentActor() actor: Actor,
    @Param('key') key: string,
    @Body() body: unknown,
  ): Promise<SiteSetting> {
    const { value } = parseOrThrow(updateSettingSchema, body);
    return this.rpc.call(
      ContentRpc.putSetting,
      { ...parseOrThrow(keyParamSchema, { key }), value },
      actor,
    );
  }
}
