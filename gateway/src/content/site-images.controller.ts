import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  ContentRpc,
  idParamSchema,
  parseOrThrow,
  parseUploadOrThrow,
  Role,
  siteImagesQuerySchema,
  uploadLogoSchema,
  uploadSiteImageSchema,
  type Actor,
  type DeletedReply,
  type LogoUploadReply,
  type SiteImage,
} from '@mithaq/contracts';
import { CurrentActor, Public, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';
import { ImageCache } from './image-cache';

@ApiTags('content')
@Controller('api/site-images')
export class SiteImagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Site images, oldest first; without a category every one but logos' })
  @ApiQuery({ name: 'category', required: false, enum: ['service-hero', 'testimonial'] })
  list(@Query() query: unknown): Promise<SiteImage[]> {
    return this.rpc.call(ContentRpc.listImages, parseOrThrow(siteImagesQuerySchema, query));
  }
}

@ApiTags('admin')
@Controller('api/admin')
@Roles(Role.Admin)
export class AdminSiteImagesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ImageCache,
  ) {}

  @Post('site-images')
  @ApiOperation({ summary: 'Upload a JPEG, PNG, GIF or WebP image (data URL, at most 5 MB)' })
  @ApiBody({ schema: bodySchemaOf(uploadSiteImageSchema) })
  upload(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<SiteImage> {
    return this.rpc.call(
      ContentRpc.uploadImage,
      parseUploadOrThrow(uploadSiteImageSchema, body),
      actor,
    );
  }

  @Delete('site-images/:id')
  @ApiOperation({ summary: 'Delete an image (409 while a logo setting points at it)' })
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DeletedReply> {
    const reply = await this.rpc.call(
      ContentRpc.deleteImage,
      parseOrThrow(idParamSchema, { id }),
      actor,
    );
    this.cache.forgetId(reply.id);
    return reply;
  }

  @Post('upload-image')
  @ApiOperation({ summary: 'Upload a logo and point header-logo, footer-logo or site-logo at it' })
  @ApiBody({ schema: bodySchemaOf(uploadLogoSchema) })
  uploadLogo(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<LogoUploadReply> {
    return this.rpc.call(ContentRpc.uploadLogo, parseUploadOrThrow(uploadLogoSchema, body), actor);
  }
}
